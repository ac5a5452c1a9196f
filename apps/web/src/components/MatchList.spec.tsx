import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ERASED_NAME } from '@cronica/util';
import type { MatchSummary } from '../graphql/matches';
import { MatchList } from './MatchList';
import { practice, tableMatch } from '../testing/match-summaries';

describe('match list', () => {
  it('says when a match ended on the reader’s clock, or in UTC, said so, before the browser told its zone', () => {
    const onTheirClock = renderToStaticMarkup(<MatchList matches={[practice]} zone="Europe/Madrid" lang="es" />);
    expect(onTheirClock).toContain('21 nov 2026, 11:20');
    expect(onTheirClock).not.toContain('UTC');
    const unknown = renderToStaticMarkup(<MatchList matches={[practice]} zone={null} lang="en" />);
    expect(unknown).toContain('21 Nov 2026, 10:20 UTC');
  });

  it('names a campaign session by its campaign and number, linked to the campaign, where a friendly match says «Amistosa»', () => {
    const session = {
      ...practice,
      kind: 'friendly',
      campaignSession: { campaignId: 'c 1', campaignName: 'La torre hundida', number: 2 },
    };
    const es = renderToStaticMarkup(
      <MatchList matches={[session, { ...practice, matchId: 'm-friendly', kind: 'friendly' }]} zone={null} lang="es" />,
    );
    expect(es).toContain('<a data-testid="match-row-campaign" href="/campaigns/c%201">La torre hundida · sesión 2</a>');
    expect(es.match(/Amistosa/g)).toHaveLength(1);
    const en = renderToStaticMarkup(<MatchList matches={[session]} zone={null} lang="en" />);
    expect(en).toContain('La torre hundida · session 2</a>');
  });

  it('names a player who deleted their account «jugador eliminado» in Spanish and "deleted player" in English, winner line too', () => {
    const erased = { ...practice.players[1]!, name: ERASED_NAME };
    const match = { ...practice, players: [practice.players[0]!, erased] };
    const es = renderToStaticMarkup(<MatchList matches={[match]} zone={null} lang="es" />);
    expect(es).toContain('>jugador eliminado</a>');
    expect(es).toContain('Gana jugador eliminado');
    expect(es).not.toContain('deleted player');
    const en = renderToStaticMarkup(<MatchList matches={[match]} zone={null} lang="en" />);
    expect(en).toContain('>deleted player</a>');
    expect(en).not.toContain('jugador eliminado');
  });

  it('names seats as the API does, a party that wins together in full, and shows no empty brackets for a seat without a deck', () => {
    const encounter = {
      ...practice,
      matchId: 'm-encounter',
      game: 'accion',
      players: [
        { seat: 0, playerId: 'bot:gm', name: 'Bot 1', bot: true, deckName: '' },
        { seat: 1, playerId: 'p-teresa', name: 'Teresa', bot: false, deckName: 'El hechicero' },
        { seat: 2, playerId: 'bot:party', name: 'Bot 2', bot: true, deckName: 'La exploradora' },
      ],
      result: { outcome: 'win', reason: 'party-wins', winnerSeats: [1, 2] },
    };
    const text = renderToStaticMarkup(<MatchList matches={[encounter]} zone={null} lang="es" />).replace(
      /<[^>]+>/g,
      '',
    );
    // The game master against the party, which plays together (003).
    expect(text).toContain('Bot 1 contra Teresa (El hechicero) y Bot 2 (La exploradora)');
    expect(text).not.toContain('()');
    // The party wins together: every one of its seats is named.
    expect(text).toContain('Ganan Teresa y Bot 2');
    const en = renderToStaticMarkup(<MatchList matches={[encounter]} zone={null} lang="en" />).replace(/<[^>]+>/g, '');
    expect(en).toContain('Bot 1 vs Teresa (El hechicero) and Bot 2 (La exploradora)');
    expect(en).toContain('Teresa and Bot 2 win');
  });

  it('sends finished matches to their verifiable replay, with the winner and why', () => {
    const html = renderToStaticMarkup(<MatchList matches={[practice]} zone={null} lang="es" />);
    expect(html).toContain('href="/matches/m-practice/replay"');
    expect(html).toContain('Repetición verificable');
    expect(html).toContain('Gana Jimena Jugadora');
    expect(html).toContain('Todos los héroes de quien perdió quedaron fuera de combate');
    expect(html.indexOf('Jimena Jugadora')).toBeLessThan(html.indexOf('Bot'));
  });

  it('names each match’s game by its short name in the reader’s language, and a game the site does not list by its id', () => {
    const unlisted = { ...practice, matchId: 'm-unlisted', game: 'ajedrez' };
    const es = renderToStaticMarkup(<MatchList matches={[practice, tableMatch, unlisted]} zone={null} lang="es" />);
    expect(es).toContain('<th>Juego</th>');
    expect(es).toContain('data-label="Juego" data-game="blades-of-ash">Espadas de Ceniza</td>');
    expect(es).toContain('data-game="ecg">ECG</td>');
    expect(es).toContain('data-game="ajedrez">Ajedrez</td>');
    const en = renderToStaticMarkup(<MatchList matches={[practice]} zone={null} lang="en" />);
    expect(en).toContain('data-label="Game" data-game="blades-of-ash">Blades of Ash</td>');
  });

  it('sends live matches to the match page and names the tournament table', () => {
    const html = renderToStaticMarkup(<MatchList matches={[tableMatch]} zone={null} lang="en" />);
    expect(html).toContain('href="/matches/m-table"');
    expect(html).not.toContain('/matches/m-table/replay');
    expect(html).toContain('Watch live');
    expect(html).toContain('Tournament · round 2, table 3');
    expect(html).toContain('href="/tournaments/liga"');
    expect(html).toContain('In play');
  });

  it('names a tournament table by its event and its round as the event names it: a final is «Final», not round 5', () => {
    const final: MatchSummary = {
      ...tableMatch,
      round: 5,
      table: 1,
      tournamentTable: { tournamentName: 'Copa de verano', label: { es: 'Final', en: 'Final' }, table: 1 },
    };
    const es = renderToStaticMarkup(<MatchList matches={[final]} zone={null} lang="es" />);
    expect(es).toContain('Copa de verano · Final, mesa 1');
    expect(es).not.toContain('ronda 5');
    expect(renderToStaticMarkup(<MatchList matches={[final]} zone={null} lang="en" />)).toContain(
      'Copa de verano · Final, table 1',
    );
  });

  it('sends a match the tournament closed before it started to its page, since it has no replay', () => {
    const closed: MatchSummary = {
      ...tableMatch,
      matchId: 'm-closed',
      status: 'FINISHED',
      replayHead: null,
      result: { outcome: 'win', reason: 'tournament.table-settled', winnerSeats: [1] },
    };
    const html = renderToStaticMarkup(<MatchList matches={[closed]} zone={null} lang="es" />);
    expect(html).toContain('href="/matches/m-closed"');
    expect(html).not.toContain('/matches/m-closed/replay');
    expect(html).toContain('Ver partida');
    expect(html).not.toContain('Ver en directo');
  });
});
