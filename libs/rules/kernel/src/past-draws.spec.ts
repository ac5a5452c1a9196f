import { describe, expect, it } from 'vitest';
import type { RandomDraw } from './decider.js';
import { pastDraws, shuffledBy } from './random.js';

const draw = (label: string, from: number): RandomDraw => ({ kind: 'int', label, from, count: 1, bound: 6, value: 4 });

describe('pastDraws, the first step of every game’s evolve', () => {
  const state: { random: Readonly<Record<string, number>>; turn: number } = { random: { dice: 2 }, turn: 3 };

  it("moves the counters past the event's draws, keeps the rest of the state and leaves the old one alone", () => {
    expect(pastDraws(state, { metadata: { random: [draw('dice', 2), draw('dice', 3)] } })).toEqual({
      random: { dice: 4 },
      turn: 3,
    });
    expect(state).toEqual({ random: { dice: 2 }, turn: 3 });
  });

  it('answers the very same state for an event that drew nothing', () => {
    expect(pastDraws(state, {})).toBe(state);
    expect(pastDraws(state, { metadata: { random: [] } })).toBe(state);
  });

  it("copies through the game's own copy when it gives one", () => {
    const copied = pastDraws(state, { metadata: { random: [draw('deck:seat0', 0)] } }, (s, random) => ({
      ...s,
      random,
      turn: 99,
    }));
    expect(copied).toEqual({ random: { dice: 2, 'deck:seat0': 1 }, turn: 99 });
  });
});

describe('shuffledBy, a shuffle event folded', () => {
  const shuffle: RandomDraw = {
    kind: 'shuffle',
    label: 'deck:seat0',
    from: 0,
    count: 1,
    size: 3,
    permutation: [2, 0, 1],
  };

  it('puts the cards in the order of the permutation the event records', () => {
    expect(shuffledBy({ type: 'DeckShuffled', metadata: { random: [shuffle] } }, ['a', 'b', 'c'])).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('throws on a shuffle event without its draw, a fault of the decider', () => {
    expect(() => shuffledBy({ type: 'DeckShuffled' }, ['a'])).toThrow('DeckShuffled without its shuffle draw');
  });
});
