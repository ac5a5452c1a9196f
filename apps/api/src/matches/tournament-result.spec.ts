import { describe, expect, it } from 'vitest';
import { judgedReport } from './tournament-result-reporter.js';
import { tournamentResultOf } from './tournament-result.js';
import { type MatchState } from '@cronica/matches';

describe('an online match’s tournament result', () => {
  it('maps seats to the pairing’s players and keeps which games a concession ended', () => {
    const report = {
      result: { outcome: 'win', winner: 1, reason: 'games' },
      games: [
        { winner: 1, life: [0, 6] },
        { winner: 1, life: [20, 20], endedEarly: true },
      ],
    } as const;
    expect(tournamentResultOf(report, 1, 0)).toEqual({
      winner: 'a',
      games: [
        { winner: 'a', lifeA: 6, lifeB: 0 },
        { winner: 'a', lifeA: 20, lifeB: 20, endedEarly: true },
      ],
    });
  });

  it('reads a judge’s loss awarded before any game finished as one game ended early', () => {
    const match = {
      judged: { result: { outcome: 'win', winner: 0, reason: 'sanction' } },
      module: { matchReport: () => null },
      game: {},
    } as unknown as MatchState;
    expect(judgedReport(match)?.games).toEqual([{ winner: 0, life: [], endedEarly: true }]);
  });
});
