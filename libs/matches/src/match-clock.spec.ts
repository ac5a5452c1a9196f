import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '@cronica/rules-kernel';
import { clockAfter, clockStopped, isoMillis, NO_CLOCK, timeUsedAt } from './match-clock.js';

// A game whose state is simply the seats it waits on: who acts is the module's legalCommands.
const module = {
  result: (game: unknown) => ((game as { over?: boolean }).over ? { outcome: 'draw', reason: 'x' } : null),
  legalCommands: (game: unknown, seat: number) =>
    (game as { acting: number[] }).acting.includes(seat) ? [{ type: 'Move', data: {} }] : [],
} as unknown as AnyGameModule;
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, seconds)).toISOString();
const step = (clock: typeof NO_CLOCK, seconds: number, acting: number[], over = false) =>
  clockAfter(clock, at(seconds), { module, game: { acting, over }, seats: 2, over: false });

describe("each seat's time used in a match", () => {
  it('runs the clock of the seat the game waits on, and only that one', () => {
    const started = step(NO_CLOCK, 0, [0]);
    expect(started).toMatchObject({ used: [0, 0], acting: [0] });
    const afterMove = step(started, 12, [1]);
    expect(afterMove).toMatchObject({ used: [12_000, 0], acting: [1] });
    const back = step(afterMove, 15, [0]);
    expect(back.used).toEqual([12_000, 3_000]);
    expect(timeUsedAt(back, 0, Date.parse(at(20)))).toBe(17_000);
    expect(timeUsedAt(back, 1, Date.parse(at(20)))).toBe(3_000);
  });

  it('runs both clocks while both seats must choose (a simultaneous pick)', () => {
    const both = step(step(NO_CLOCK, 0, [0, 1]), 7, [1]);
    expect(both).toMatchObject({ used: [7_000, 7_000], acting: [1] });
  });

  it('stops every clock once the game has a result, and when the match is sealed', () => {
    const over = step(step(NO_CLOCK, 0, [0]), 5, [0], true);
    expect(over).toMatchObject({ used: [5_000, 0], acting: [] });
    expect(timeUsedAt(over, 0, Date.parse(at(60)))).toBe(5_000);
    const sealed = clockStopped(step(NO_CLOCK, 0, [1]), at(9), 2);
    expect(sealed).toMatchObject({ used: [0, 9_000], acting: [] });
  });

  it('charges nothing for an event stored without a time', () => {
    const clock = clockAfter(step(NO_CLOCK, 0, [0]), null, { module, game: { acting: [1] }, seats: 2, over: false });
    expect(clock).toMatchObject({ used: [0, 0], acting: [1] });
  });
});

describe('reading a stored time without a clock', () => {
  it('gives the same milliseconds as Date.parse for every time the store stamps', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const at = date.toISOString();
          expect(isoMillis(at)).toBe(Date.parse(at));
        },
      ),
    );
  });

  it('is NaN for a time in any other form', () => {
    expect(isoMillis('now')).toBeNaN();
    expect(isoMillis('2026-11-29 05:04:33')).toBeNaN();
  });
});
