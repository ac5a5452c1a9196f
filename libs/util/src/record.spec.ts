import { describe, expect, it } from 'vitest';
import { isRecord } from './record.js';

describe('isRecord', () => {
  it('takes an object with fields, or an empty one', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord({})).toBe(true);
  });

  it('refuses null, arrays and values that are not objects', () => {
    for (const value of [null, undefined, [], [1], 'text', 3, true]) expect(isRecord(value)).toBe(false);
  });
});
