import { describe, expect, it } from 'vitest';
import { pickedCopy } from './hand-copies';

describe('which copy of a card in hand shows picked', () => {
  const hand = ['forge', 'troop', 'forge', 'mine'];

  it('is the copy tapped, of two copies of one card', () => {
    expect(pickedCopy(hand, 2, 'forge')).toBe(2);
    expect(pickedCopy(hand, 0, 'forge')).toBe(0);
  });

  it('is the first copy before any tap', () => {
    expect(pickedCopy(hand, null, 'forge')).toBe(0);
  });

  it('falls back to the first copy once the position tapped holds another card (the hand changed)', () => {
    expect(pickedCopy(['troop', 'forge', 'forge'], 0, 'forge')).toBe(1);
    expect(pickedCopy(['forge'], 3, 'forge')).toBe(0);
  });
});
