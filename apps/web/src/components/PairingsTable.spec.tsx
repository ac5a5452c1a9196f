import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TableMatchRef } from '../graphql/matches';
import type { MatchResult, TableRow } from '../graphql/tournament';
import { PairingsTable } from './PairingsTable';
import { ResultSlips } from './paper/ResultSlips';
import { roundNamed, tableRow } from '../testing/pairings';

const names = new Map([
  ['ana', 'Ana'],
  ['bea', 'Bea'],
  ['cris', 'Cris'],
  ['dani', 'Dani'],
]);
const pairings = [tableRow(2, 1, 'ana', 'bea', roundNamed(2, 3)), tableRow(2, 2, 'cris', 'dani', roundNamed(2, 3))];
/** The round's tables, the first one's online match as given. */
const linkedTo = (match: TableMatchRef, lang: 'es' | 'en') =>
  renderToStaticMarkup(
    <PairingsTable pairings={[{ ...pairings[0]!, onlineMatch: match }, pairings[1]!]} names={names} lang={lang} />,
  );

describe('pairings table', () => {
  it('links a table to its live match, or to the replay once finished, and only tables that have one', () => {
    const live = linkedTo({ matchId: 'm1', status: 'LIVE', replayHead: null }, 'es');
    expect(live).toContain('href="/matches/m1"');
    expect(live).toContain('Ver partida');
    expect(live.match(/table-match-link/g)).toHaveLength(1);
    const done = linkedTo({ matchId: 'm1', status: 'FINISHED', replayHead: 'h' }, 'en');
    expect(done).toContain('href="/matches/m1/replay"');
    expect(done).toContain('Replay');
    // Closed by the tournament before it started: no replay to open, its page says how it ended.
    const closed = linkedTo({ matchId: 'm1', status: 'FINISHED', replayHead: null }, 'en');
    expect(closed).toContain('href="/matches/m1"');
    expect(closed).not.toContain('/matches/m1/replay');
    expect(closed).toContain('Open the match');
  });

  it('has no match column for a round played on paper: no column of dashes', () => {
    const paper = renderToStaticMarkup(<PairingsTable pairings={pairings} names={names} lang="es" />);
    expect(paper).not.toContain('>Partida</th>');
    expect(paper.match(/<td/g)).toHaveLength(8);
    const online = linkedTo({ matchId: 'm1', status: 'LIVE', replayHead: null }, 'es');
    expect(online.match(/<td/g)).toHaveLength(10);
    expect(online).toContain('>Partida</th>');
  });

  it('names the third-place match by its own name beside the final, on the pairings and on its result slip', () => {
    const final = { es: 'Final', en: 'Final' };
    const third = { es: 'Partida por el tercer puesto', en: 'Third-place match' };
    const cut: TableRow[] = [
      { ...pairings[0]!, round: 6, roundLabel: final, label: final },
      { ...pairings[1]!, round: 6, roundLabel: final, label: third },
    ];
    const rows = renderToStaticMarkup(<PairingsTable pairings={cut} names={names} lang="es" />);
    expect(rows.match(/data-testid="table-name"/g)).toHaveLength(1);
    expect(rows).toContain('Partida por el tercer puesto');
    const slips = renderToStaticMarkup(
      <ResultSlips
        tables={cut.map((p) => ({ ...p, bestOf: 3 }))}
        names={names}
        needLife={false}
        heading="Copa"
        lang="en"
      />,
    );
    expect(slips).toContain('Copa · Final');
    expect(slips).toContain('Copa · Third-place match');
    expect(slips).not.toContain('Copa · Final · ');
  });

  it('shows a time draw’s games and both final life totals, in Spanish and English', () => {
    const draw = { winner: 'draw', gamesA: 0, gamesB: 0, lifeA: 20, lifeB: 20, gameLifeA: 20, gameLifeB: 20 };
    expect(resultRead(draw, 'es')).toEqual({ headline: 'Empate', detail: '0–0 en partidas · 20–20 en vidas' });
    expect(resultRead(draw, 'en')).toEqual({ headline: 'Draw', detail: '0–0 in games · 20–20 in life' });
  });

  it('shows a one-game match won at zero life with both final life totals', () => {
    const won = { winner: 'b', gamesA: 0, gamesB: 1, lifeA: 0, lifeB: 7, gameLifeA: 0, gameLifeB: 7 };
    expect(resultRead(won, 'es')).toEqual({ headline: 'Gana Bea', detail: '0–1 en partidas · 0–7 en vidas' });
    expect(resultRead(won, 'en')).toEqual({ headline: 'Bea wins', detail: '0–1 in games · 0–7 in life' });
  });

  it('shows a best-of-3 decided by concessions by games won, not the 60–60 its untouched life totals add up to', () => {
    const conceded = { winner: 'a', gamesA: 2, gamesB: 1, lifeA: 60, lifeB: 60, gameLifeA: null, gameLifeB: null };
    expect(resultRead(conceded, 'es')).toEqual({ headline: 'Gana Ana', detail: '2–1 en partidas' });
    expect(resultRead(conceded, 'en')).toEqual({ headline: 'Ana wins', detail: '2–1 in games' });
  });

  it('shows a single game ended by a concession, and a best-of-3 played out, by games won alone', () => {
    const conceded = { winner: 'a', gamesA: 1, gamesB: 0, lifeA: 20, lifeB: 14, gameLifeA: null, gameLifeB: null };
    expect(resultRead(conceded, 'es').detail).toBe('1–0 en partidas');
    const played = { winner: 'b', gamesA: 1, gamesB: 2, lifeA: 9, lifeB: 18, gameLifeA: null, gameLifeB: null };
    expect(resultRead(played, 'en')).toEqual({ headline: 'Bea wins', detail: '1–2 in games' });
  });
});

type Figures = Pick<MatchResult, 'winner' | 'gamesA' | 'gamesB' | 'lifeA' | 'lifeB' | 'gameLifeA' | 'gameLifeB'>;

/** What a person reads in the result cell of Ana–Bea's confirmed table. */
function resultRead(figures: Figures, lang: 'es' | 'en') {
  const result: MatchResult = { ...figures, status: 'confirmed', reportedBy: null };
  const html = renderToStaticMarkup(
    <PairingsTable pairings={[{ ...pairings[0]!, result }]} names={names} lang={lang} />,
  );
  return { headline: /<strong>([^<]*)<\/strong>/.exec(html)?.[1], detail: /result__detail">([^<]*)</.exec(html)?.[1] };
}
