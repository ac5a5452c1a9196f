import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical, canonicalWithout, sameJson } from './bytes.js';
import { reordered } from './testing/json-arbitraries.js';

describe('sameJson', () => {
  it('agrees with comparing RFC 8785 canonical forms, whatever the key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameJson(a, b)).toBe(canonical(a) === canonical(b));
        expect(sameJson(a, reordered(a))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('canonicalWithout', () => {
  it('gives exactly the RFC 8785 text of the object without the members left out', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.array(fc.string(), { maxLength: 3 }),
        (value, dropped) => {
          const kept = Object.fromEntries(Object.entries(value).filter(([key]) => !dropped.includes(key)));
          expect(canonicalWithout(canonical(value), new Set(dropped))).toBe(canonical(kept));
          expect(canonicalWithout(canonical(value), new Set([...dropped, ...Object.keys(value).slice(1, 2)]))).toBe(
            canonical(Object.fromEntries(Object.entries(kept).filter(([key]) => key !== Object.keys(value)[1]))),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
