import { describe, expect, it } from 'vitest';
import { createRandomSource, keysFromMatchSeed } from './random.js';
import { rolloutBot, type RolloutBotOptions } from './rollout-bot.js';

// A toy game: the state is a number, a command adds to it, and more is better for seat 0.
const toy = (overrides: Partial<RolloutBotOptions<number, number>> = {}) =>
  rolloutBot<number, number>({
    determinize: (state) => state,
    rank: (_state, _seat, legal) => legal,
    step: (state, command) => state + command,
    legalCommands: () => [],
    result: () => null,
    seatsInOrder: () => [0],
    evaluate: (state) => state,
    policy: { choose: (_state, _seat, legal) => legal[0]! },
    width: 2,
    rollouts: 1,
    depth: 4,
    random: createRandomSource({ keyFor: keysFromMatchSeed(new Uint8Array(32).fill(1)) }),
    ...overrides,
  });

describe('rollout bot', () => {
  it('tries only the first `width` commands of the greedy order and keeps the one whose outcome scores best', () => {
    expect(toy().choose(0, 0, [1, 5, 9])).toBe(5);
    expect(toy({ width: 3 }).choose(0, 0, [1, 5, 9])).toBe(9);
  });

  it('keeps the greedy order on a tie, and plays the only command without looking ahead', () => {
    expect(toy({ evaluate: () => 0 }).choose(0, 0, [4, 7])).toBe(4);
    expect(toy({ step: () => null }).choose(0, 0, [3])).toBe(3);
  });

  it('judges a command by where the playout leads, both seats following the policy', () => {
    // After +1 the policy doubles down (+10 each step); after +5 it can only lose (−10).
    const legal = (state: number) => (state % 2 === 1 ? [10] : [-10]);
    const bot = toy({ legalCommands: (state) => legal(state), policy: { choose: (_s, _seat, l) => l[0]! } });
    expect(bot.choose(0, 0, [1, 2])).toBe(1);
  });
});
