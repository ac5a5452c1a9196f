import { describe, expect, it } from 'vitest';
import { sortedCardIds, subMultisets, withoutEach } from './sub-multisets.js';

describe('subMultisets', () => {
  it('lists every distinct choice from a hand once, two copies of a card being the same choice', () => {
    expect(subMultisets(['a', 'a', 'b'])).toEqual([[], ['a'], ['a', 'a'], ['a', 'a', 'b'], ['a', 'b'], ['b']]);
  });

  it('keeps only the choices of exactly the size asked, none when the hand is too small', () => {
    expect(subMultisets(['a', 'a', 'b', 'c'], 2)).toEqual([
      ['a', 'a'],
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(subMultisets(['a'], 0)).toEqual([[]]);
    expect(subMultisets(['a'], 2)).toEqual([]);
  });
});

describe('withoutEach', () => {
  it('takes out one copy per named card, passes over a card not there, and leaves the list as it was', () => {
    const hand = [3, 1, 3, 2];
    expect(withoutEach(hand, [3, 9, 2])).toEqual([1, 3]);
    expect(hand).toEqual([3, 1, 3, 2]);
  });
});

describe('sortedCardIds', () => {
  it('reads each catalog index as its card id, copies kept, in id order', () => {
    const catalog = [{ id: 'tajo' }, { id: 'dardo' }, { id: 'vendaje' }];
    expect(sortedCardIds(catalog, [2, 0, 1, 0])).toEqual(['dardo', 'tajo', 'tajo', 'vendaje']);
  });
});
