import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../graphql/matches';
import { MatchList } from './MatchList';

const practice: MatchSummary = {
  matchId: 'm-practice',
  kind: 'practice',
  status: 'FINISHED',
  tournamentId: null,
  round: null,
  table: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  finishedAt: '2026-11-21T10:20:00.000Z',
  players: [
    { seat: 1, playerId: 'bot:greedy', displayName: null, bot: true, deckName: 'Corte del Cuervo' },
    { seat: 0, playerId: 'p-jimena', displayName: 'Jimena Jugadora', bot: false, deckName: 'Orden del Alba' },
  ],
  result: { outcome: 'win', reason: 'rival-heroes-knocked-out', winnerSeat: 0 },
};

const tableMatch: MatchSummary = {
  ...practice,
  matchId: 'm-table',
  kind: 'tournament',
  status: 'LIVE',
  tournamentId: 'liga',
  round: 2,
  table: 3,
  finishedAt: null,
  players: [
    { seat: 0, playerId: 'p-ana', displayName: 'Ana', bot: false, deckName: 'deck list' },
    { seat: 1, playerId: 'p-bea', displayName: 'Bea', bot: false, deckName: 'deck list' },
  ],
  result: null,
};

describe('match list', () => {
  it('sends finished matches to their verifiable replay, with the winner and why', () => {
    const html = renderToStaticMarkup(<MatchList matches={[practice]} lang="es" />);
    expect(html).toContain('href="/matches/m-practice/replay"');
    expect(html).toContain('Repetición verificable');
    expect(html).toContain('Gana Jimena Jugadora');
    expect(html).toContain('Todos los héroes rivales quedaron fuera de combate');
    expect(html.indexOf('Jimena Jugadora')).toBeLessThan(html.indexOf('Bot'));
  });

  it('sends live matches to the match page and names the tournament table', () => {
    const html = renderToStaticMarkup(<MatchList matches={[tableMatch]} lang="en" />);
    expect(html).toContain('href="/matches/m-table"');
    expect(html).not.toContain('/matches/m-table/replay');
    expect(html).toContain('Watch live');
    expect(html).toContain('Tournament · round 2, table 3');
    expect(html).toContain('href="/tournaments/liga"');
    expect(html).toContain('In play');
  });
});
