import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { MyTableRow } from '../../graphql/player-actions';
import { MyTable, type OpenCall } from './MyTable';
import { roundNamed, tableRow } from '../../testing/pairings';

// Server actions run on the Next server; rendering the table needs only their references.
vi.mock('../../app/tournaments/[id]/actions', () => ({ confirmResult: vi.fn(), reportResult: vi.fn() }));
vi.mock('../../app/tournaments/[id]/table-actions', () => ({ callJudge: vi.fn(), startTableMatch: vi.fn() }));

const open: MyTableRow = { ...tableRow(2, 3, 'ana', 'bea', roundNamed(2, 3)), bestOf: 1, result: null };
const summary = { gamesA: 0, gamesB: 1, lifeA: 0, lifeB: 6, gameLifeA: 0, gameLifeB: 6, reportedBy: null };
const closed: MyTableRow = {
  ...open,
  result: {
    winner: 'b',
    ...summary,
    status: 'confirmed',
    games: [{ winner: 'b', lifeA: 0, lifeB: 6, endedEarly: false }],
  },
};
const finalReported: MyTableRow = {
  ...open,
  round: 4,
  table: 1,
  bestOf: 3,
  result: {
    winner: 'b',
    ...summary,
    gamesA: 1,
    gamesB: 2,
    status: 'reported',
    reportedBy: 'bea',
    games: [
      { winner: 'b', lifeA: 0, lifeB: 7, endedEarly: false },
      { winner: 'a', lifeA: 4, lifeB: 0, endedEarly: false },
      { winner: 'b', lifeA: -2, lifeB: 12, endedEarly: false },
    ],
  },
};

const tableOf = (
  pairing: MyTableRow,
  matchId: string | null,
  lang: 'es' | 'en' = 'es',
  openCall: OpenCall | null = null,
) =>
  renderToStaticMarkup(
    <MyTable
      tournamentId="t"
      pairing={pairing}
      viewerId="ana"
      rivalName="Bea"
      rivalStanding={null}
      roundLabel="Ronda 2"
      needLife
      online={{ matchId }}
      openCall={openCall}
      lang={lang}
    />,
  );

describe("the player's table", () => {
  it('offers to start the online match while the table has no result', () => {
    expect(tableOf(open, null)).toContain('Empezar la partida en línea');
    expect(tableOf(open, null, 'en')).toContain('Start the online match');
  });

  it('offers no match to start once the result is closed, and keeps the link to a match already played', () => {
    const html = tableOf(closed, null);
    expect(html).toContain('Resultado cerrado');
    expect(html).not.toContain('Empezar la partida en línea');
    expect(tableOf(closed, null, 'en')).not.toContain('Start the online match');
    const played = tableOf(closed, 'm-3');
    expect(played).toContain('href="/matches/m-3"');
  });

  it('offers as many games as the table is played to: one in a Swiss round, three in a best-of-3 final', () => {
    expect(tableOf(open, null).match(/data-testid="result-game"/g)).toHaveLength(1);
    const final = tableOf({ ...open, bestOf: 3 }, null);
    expect(final.match(/data-testid="result-game"/g)).toHaveLength(3);
    expect(final).toContain('Encuentro al mejor de 3');
    expect(final).toContain('name="game3LifeA"');
  });

  it('shows the opponent each game of the report from their own chair before they confirm', () => {
    const html = tableOf(finalReported, null);
    expect(html).toContain('data-testid="confirm-form"');
    expect(html).toContain('Partida 1: la ganó tu rival · vidas: tú 0, tu rival 7');
    expect(html).toContain('Partida 2: la ganaste tú · vidas: tú 4, tu rival 0');
    expect(html).toContain('Partida 3: la ganó tu rival · vidas: tú -2, tu rival 12');
    expect(tableOf(finalReported, null, 'en')).toContain('Game 2: you won it · life: you 4, your opponent 0');
  });

  it('offers the judge call form while the reader has no call open at the table', () => {
    const html = tableOf(open, null);
    expect(html).toContain('data-testid="call-judge"');
    expect(html).not.toContain('data-testid="judge-on-the-way"');
  });

  it("says a judge is on the way, when and why, in place of the form while the reader's call is unanswered", () => {
    const call = { at: '17:02', reason: 'Mi rival robó dos cartas' };
    const html = tableOf(open, null, 'es', call);
    expect(html).toContain('data-testid="judge-on-the-way"');
    expect(html).toContain('Llamaste a un juez a las 17:02: «Mi rival robó dos cartas». Va de camino a tu mesa.');
    expect(html).not.toContain('data-testid="call-judge"');
    expect(tableOf(open, null, 'en', call)).toContain('You called a judge at 17:02: “Mi rival robó dos cartas”.');
  });
});
