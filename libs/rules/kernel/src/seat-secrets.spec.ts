import { describe, expect, it } from 'vitest';
import type { Message } from './decider.js';
import { readsSeatSecrets, seatSecrets } from './seat-secrets.js';

type ToyEvent =
  | Message<'CardsDrawn', { readonly seat: number; readonly cards: readonly string[] }>
  | Message<'Swapped', { readonly seat: number; readonly out: string; readonly in: string }>
  | Message<'Mulligan', { readonly seat: number; readonly discard?: readonly string[] }>
  | Message<'Scored', { readonly seat: number; readonly points: number }>;

const secrets = seatSecrets<ToyEvent>({ CardsDrawn: ['cards'], Swapped: ['out', 'in'], Mulligan: ['discard'] });

describe('seatSecrets', () => {
  it('hides each listed field from all but the seat the event names', () => {
    expect(secrets({ type: 'CardsDrawn', data: { seat: 1, cards: ['a'] } })).toEqual([
      { path: ['cards'], visibleTo: [1] },
    ]);
    expect(secrets({ type: 'Swapped', data: { seat: 0, out: 'a', in: 'b' } })).toEqual([
      { path: ['out'], visibleTo: [0] },
      { path: ['in'], visibleTo: [0] },
    ]);
  });

  it('hides nothing of an event type it does not list', () => {
    expect(secrets({ type: 'Scored', data: { seat: 0, points: 3 } })).toEqual([]);
  });

  it('hides nothing where the event leaves a listed field out', () => {
    expect(secrets({ type: 'Mulligan', data: { seat: 0 } })).toEqual([]);
    expect(secrets({ type: 'Mulligan', data: { seat: 0, discard: ['c'] } })).toEqual([
      { path: ['discard'], visibleTo: [0] },
    ]);
  });
});

describe('readsSeatSecrets', () => {
  it('lets a seat read its own secrets and a judge read every seat, but not a rival or a spectator', () => {
    expect(readsSeatSecrets({ kind: 'seat', seat: 1 }, 1)).toBe(true);
    expect(readsSeatSecrets({ kind: 'judge' }, 0)).toBe(true);
    expect(readsSeatSecrets({ kind: 'seat', seat: 0 }, 1)).toBe(false);
    expect(readsSeatSecrets({ kind: 'spectator' }, 0)).toBe(false);
  });
});
