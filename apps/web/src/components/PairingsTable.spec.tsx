import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PairingRow } from '../graphql/tournament';
import { tableMatchIndex } from '../lib/table-matches';
import { PairingsTable } from './PairingsTable';

const names = new Map([
  ['ana', 'Ana'],
  ['bea', 'Bea'],
  ['cris', 'Cris'],
  ['dani', 'Dani'],
]);
const pairings: PairingRow[] = [
  { round: 2, table: 1, playerA: 'ana', playerB: 'bea', published: true, result: null },
  { round: 2, table: 2, playerA: 'cris', playerB: 'dani', published: true, result: null },
];

describe('pairings table', () => {
  it('links a table to its live match, or to the replay once finished, and only tables that have one', () => {
    const live = renderToStaticMarkup(
      <PairingsTable pairings={pairings} names={names} matches={tableMatchIndex([{ matchId: 'm1', round: 2, table: 1, status: 'LIVE' }])} lang="es" />,
    );
    expect(live).toContain('href="/matches/m1"');
    expect(live).toContain('Ver partida');
    expect(live.match(/table-match-link/g)).toHaveLength(1);
    const done = renderToStaticMarkup(
      <PairingsTable pairings={pairings} names={names} matches={tableMatchIndex([{ matchId: 'm1', round: 2, table: 1, status: 'FINISHED' }])} lang="en" />,
    );
    expect(done).toContain('href="/matches/m1/replay"');
    expect(done).toContain('Replay');
  });

  it('does not borrow another round’s match for the same table number', () => {
    const html = renderToStaticMarkup(
      <PairingsTable pairings={pairings} names={names} matches={tableMatchIndex([{ matchId: 'old', round: 1, table: 1, status: 'FINISHED' }])} lang="es" />,
    );
    expect(html).not.toContain('/matches/old');
  });

  it('shows a time draw’s games and both final life totals, in Spanish and English', () => {
    const draw = { winner: 'draw', gamesA: 0, gamesB: 0, lifeA: 20, lifeB: 20, status: 'confirmed', reportedBy: null };
    const drawn: PairingRow[] = [{ ...pairings[0]!, result: draw }];
    const es = renderToStaticMarkup(<PairingsTable pairings={drawn} names={names} matches={tableMatchIndex([])} lang="es" />);
    expect(es).toContain('Empate');
    expect(es).toContain('0–0 en partidas · 20–20 en vidas');
    const en = renderToStaticMarkup(<PairingsTable pairings={drawn} names={names} matches={tableMatchIndex([])} lang="en" />);
    expect(en).toContain('0–0 in games · 20–20 in life');
  });
});
