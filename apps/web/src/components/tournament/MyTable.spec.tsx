import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PairingRow } from '../../graphql/tournament';
import { MyTable } from './MyTable';

// Server actions run on the Next server; rendering the table needs only their references.
vi.mock('../../app/tournaments/[id]/actions', () => ({ confirmResult: vi.fn(), reportResult: vi.fn() }));
vi.mock('../../app/tournaments/[id]/table-actions', () => ({ callJudge: vi.fn(), startTableMatch: vi.fn() }));

const open: PairingRow = { round: 2, table: 3, playerA: 'ana', playerB: 'bea', published: true, roundLabel: { es: 'Ronda 2 de 3', en: 'Round 2 of 3' }, result: null };
const closed: PairingRow = { ...open, result: { winner: 'b', gamesA: 0, gamesB: 1, lifeA: 0, lifeB: 6, gameLifeA: 0, gameLifeB: 6, status: 'confirmed', reportedBy: null } };

const tableOf = (pairing: PairingRow, matchId: string | null, lang: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(
    <MyTable tournamentId="t" pairing={pairing} viewerId="ana" rivalName="Bea" rivalStanding={null} roundLabel="Ronda 2" bestOf={1} online={{ matchId }} lang={lang} />,
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
});
