import { describe, expect, it } from 'vitest';
import { PLATFORM_END_REASONS, endReasonWords, unwordedEndReasons } from './end-reasons.js';
import { awardedLossResult } from './judging.js';
import { MATCH_CLOSURE_REASONS, closureResult } from './match-closure.js';

describe('why a match ended, in words', () => {
  it("words every reason the platform gives: a judge's awarded loss and each closure of a tournament match", () => {
    const reasons = [
      ...(['game', 'match'] as const).map((scope) => awardedLossResult(0, 2, scope)),
      ...MATCH_CLOSURE_REASONS.map((reason) => closureResult(reason, 'draw')),
    ].map((result) => (result !== null && 'reason' in result ? result.reason : 'none'));
    for (const reason of reasons) expect(endReasonWords(undefined, reason), reason).not.toBeNull();
    expect(reasons).toHaveLength(5);
  });

  it("reads a game's own words first, then the platform's, and null for a code neither words", () => {
    const coins = { heads: { es: 'Salió cara', en: 'It came up heads' } };
    expect(endReasonWords(coins, 'heads')).toBe(coins.heads);
    expect(endReasonWords(coins, 'concede')).toEqual({ es: 'Por rendición', en: 'By concession' });
    expect(endReasonWords(coins, 'judge.game-loss')).toBe(PLATFORM_END_REASONS['judge.game-loss']);
    expect(endReasonWords(undefined, 'heads')).toBeNull();
    expect(endReasonWords(coins, 'toString')).toBeNull();
  });

  it('names the reasons a game leaves without words in both languages', () => {
    const coins = { heads: { es: 'Salió cara', en: 'It came up heads' }, tails: { es: 'Salió cruz', en: ' ' } };
    expect(unwordedEndReasons(coins, ['heads', 'tails', 'edge', 'concede'])).toEqual(['tails', 'edge']);
  });
});
