import { describe, expect, it } from 'vitest';
import { commandGuard, isId, isIntIn, isListOf, optionalField } from './command-guard.js';

type Toy =
  { type: 'Play'; data: { seat: number; card: string; target?: number } } | { type: 'Pass'; data: { seat: number } };
const shapes = { Play: { card: isId, target: optionalField(isIntIn(0, 9)) }, Pass: {} };
const loose = commandGuard<Toy>(shapes, { seats: [0, 1], onlyListedFields: false });
const strict = commandGuard<Toy>(shapes, { seats: [0, 1], onlyListedFields: true });

describe('commandGuard', () => {
  it('accepts a command of a listed type, an allowed seat and well-typed fields, optional ones absent or present', () => {
    expect(loose({ type: 'Play', data: { seat: 1, card: 'tajo' } })).toBe(true);
    expect(loose({ type: 'Play', data: { seat: 0, card: 'tajo', target: 9 } })).toBe(true);
    expect(loose({ type: 'Pass', data: { seat: 0 } })).toBe(true);
  });

  it.each([
    ['not an object', 'Pass'],
    ['an unknown type', { type: 'Fly', data: { seat: 0 } }],
    ['a type from the prototype', { type: 'toString', data: { seat: 0 } }],
    ['no data', { type: 'Pass' }],
    ['array data', { type: 'Pass', data: [] }],
    ['a seat not allowed', { type: 'Pass', data: { seat: 2 } }],
    ['a missing field', { type: 'Play', data: { seat: 0 } }],
    ['a field of the wrong kind', { type: 'Play', data: { seat: 0, card: 'tajo', target: 10 } }],
  ])('refuses %s', (_what, value) => {
    expect(loose(value)).toBe(false);
  });

  it('refuses fields the shape does not list only when asked to', () => {
    const extra = { type: 'Pass', data: { seat: 0, card: 'tajo' } };
    expect(loose(extra)).toBe(true);
    expect(strict(extra)).toBe(false);
  });

  it('checks a list field item by item, up to its length', () => {
    const digits = isListOf(isIntIn(0, 9), 3);
    expect(digits([0, 9, 3])).toBe(true);
    expect(digits([0, 10])).toBe(false);
    expect(digits([1, 2, 3, 4])).toBe(false);
    expect(digits('123')).toBe(false);
  });
});
