import { describe, expect, it } from 'vitest';
import { subMultisets } from './sub-multisets.js';

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
