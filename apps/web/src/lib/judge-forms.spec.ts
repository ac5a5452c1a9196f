import { describe, expect, it } from 'vitest';
import { ruleDisputeInput } from './judge-forms';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('ruling a dispute from the judge desk', () => {
  it('sends only what the outcome needs', () => {
    expect(
      ruleDisputeInput(
        form({ disputeId: 'd1', outcome: 'result-stands', ruling: 'Vale', playerId: 'p1', winner: 'a' }),
      ),
    ).toEqual({
      disputeId: 'd1',
      outcome: 'result-stands',
      ruling: 'Vale',
      playerId: null,
      infraction: null,
      result: null,
    });
    expect(
      ruleDisputeInput(form({ disputeId: 'd1', outcome: 'result-overridden', ruling: 'Acta mal', game1Winner: 'b' })),
    ).toMatchObject({ result: { winner: 'b', games: [{ winner: 'b' }] }, playerId: null });
    expect(
      ruleDisputeInput(
        form({ disputeId: 'd1', outcome: 'warning', ruling: 'Lento', playerId: 'p2', infraction: 'slow-play' }),
      ),
    ).toMatchObject({
      outcome: 'warning',
      playerId: 'p2',
      infraction: 'slow-play',
      result: null,
    });
  });

  it('refuses, in both languages, a ruling that misses what its outcome needs', () => {
    const cases: Array<Record<string, string>> = [
      { disputeId: 'd1', outcome: 'invent', ruling: 'x' },
      { disputeId: 'd1', outcome: 'warning', ruling: '   ' },
      { disputeId: 'd1', outcome: 'game-loss', ruling: 'x' },
      { disputeId: 'd1', outcome: 'result-overridden', ruling: 'x', game1Winner: 'c' },
      // The corrected result left at «Elige…»: nothing is sent for the winner.
      { disputeId: 'd1', outcome: 'result-overridden', ruling: 'x' },
      // The event counts lives (SCORE) and the judge typed none.
      { disputeId: 'd1', outcome: 'result-overridden', ruling: 'x', needLife: 'yes', game1Winner: 'a' },
    ];
    for (const fields of cases) {
      const outcome = ruleDisputeInput(form(fields));
      expect(outcome).toHaveProperty('error');
      if ('error' in outcome) expect(outcome.error.es).not.toBe(outcome.error.en);
    }
  });

  it('sends the corrected result game by game, with the final lives the event counts', () => {
    // Each game as the judge types it (a minus sign as a phone keyboard writes it) and as the API gets it.
    const typed = [
      ['a', '4', '0', 4, 0],
      ['b', '−2', '7', -2, 7],
      ['b', '0', '12', 0, 12],
    ] as const;
    const fields: Record<string, string> = {
      disputeId: 'd1',
      outcome: 'result-overridden',
      ruling: 'La partida 2 se anotó al revés',
      bestOf: '3',
      needLife: 'yes',
    };
    for (const [i, [winner, lifeA, lifeB]] of typed.entries())
      Object.assign(fields, {
        [`game${i + 1}Winner`]: winner,
        [`game${i + 1}LifeA`]: lifeA,
        [`game${i + 1}LifeB`]: lifeB,
      });
    const games = typed.map(([winner, , , lifeA, lifeB]) => ({ winner, lifeA, lifeB }));
    expect(ruleDisputeInput(form(fields))).toMatchObject({
      outcome: 'result-overridden',
      result: { winner: 'b', games },
    });
  });

  it('refuses a corrected result with a game missing in between, saying which', () => {
    const fields = { disputeId: 'd1', outcome: 'result-overridden', ruling: 'x', bestOf: '3', game2Winner: 'a' };
    expect(ruleDisputeInput(form(fields))).toEqual({
      error: expect.objectContaining({ es: expect.stringContaining('partida 1') }),
    });
  });
});
