import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyMatch, type MatchState } from './match-events.js';
import { heldBack } from './spectator-delay.js';

/** A match whose kept history is one state per flag: whether the event that made it opened a decision. */
const withHistory = (opens: readonly boolean[]): MatchState => ({
  ...emptyMatch(),
  history: opens.map((_, index) => index),
  historyOpens: opens,
});

/** Whether the state at `index` is one the table saw: the newest, or one the next decision's first event follows. */
const seen = (opens: readonly boolean[], index: number) => index === opens.length - 1 || opens[index + 1] !== false;

describe('how far behind a spectator’s view runs', () => {
  it('holds back the delay when it falls between two moves, and more when it falls inside one', () => {
    // The start, a move of three events, a move of one, a move of two.
    const match = withHistory([true, true, false, false, true, true, false]);
    expect(heldBack(match, 0)).toBe(0);
    expect(heldBack(match, 2)).toBe(2); // after the one-event move
    expect(heldBack(match, 1)).toBe(2); // inside the last move: back to before it
    expect(heldBack(match, 3)).toBe(3); // after the three-event move
    expect(heldBack(match, 4)).toBe(6); // inside it: back to the start
  });

  it('holds nothing back before the game has a second state', () => {
    expect(heldBack(withHistory([]), 3)).toBe(0);
    expect(heldBack(withHistory([true]), 3)).toBe(0);
  });

  it('always shows a state the table saw: the newest one at least the delay behind, else the oldest after it', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 70 }), fc.nat(70), (flags, delay) => {
        const opens = [true, ...flags];
        const last = opens.length - 1;
        const shown = last - heldBack(withHistory(opens), delay);
        expect(seen(opens, shown)).toBe(true);
        const wanted = Math.max(0, last - delay);
        const before = Array.from({ length: wanted + 1 }, (_, index) => index).filter((i) => seen(opens, i));
        if (before.length > 0) expect(shown).toBe(Math.max(...before));
        else expect(shown).toBeGreaterThan(wanted);
      }),
    );
  });
});
