import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical, canonicalMembers, joinMembers, sameJson } from './bytes.js';

describe('sameJson', () => {
  it('agrees with comparing RFC 8785 canonical forms, whatever the key order', () => {
    const shuffleKeys = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(shuffleKeys);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value)
          .reverse()
          .map(([k, v]) => [k, shuffleKeys(v)]),
      );
    };
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameJson(a, b)).toBe(canonical(a) === canonical(b));
        expect(sameJson(a, shuffleKeys(a))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('canonicalMembers', () => {
  it('joins back to exactly the RFC 8785 text of the object, with or without some members', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.string(), { maxLength: 3 }), (value, dropped) => {
        expect(joinMembers(canonicalMembers(value))).toBe(canonical(value));
        const kept = Object.fromEntries(Object.entries(value).filter(([key]) => !dropped.includes(key)));
        expect(joinMembers(canonicalMembers(value), new Set(dropped))).toBe(canonical(kept));
      }),
      { numRuns: 300 },
    );
  });
});
