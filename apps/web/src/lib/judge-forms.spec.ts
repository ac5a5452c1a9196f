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
      ruleDisputeInput(form({ disputeId: 'd1', outcome: 'result-overridden', ruling: 'Acta mal', winner: 'b' })),
    ).toMatchObject({ result: { winner: 'b' }, playerId: null });
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
      { disputeId: 'd1', outcome: 'result-overridden', ruling: 'x', winner: 'c' },
      // The corrected result left at «Elige…»: nothing is sent for the winner.
      { disputeId: 'd1', outcome: 'result-overridden', ruling: 'x' },
    ];
    for (const fields of cases) {
      const outcome = ruleDisputeInput(form(fields));
      expect(outcome).toHaveProperty('error');
      if ('error' in outcome) expect(outcome.error.es).not.toBe(outcome.error.en);
    }
  });
});
