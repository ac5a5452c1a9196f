import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical, canonicalCached } from './bytes.js';

describe('canonicalCached', () => {
  it('gives exactly the RFC 8785 text of `canonical` for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalCached(value, new WeakMap())).toBe(canonical(value));
      }),
      { numRuns: 500 },
    );
  });

  it('reuses the text of a shared part, and still serializes what changed', () => {
    const shared = {
      cards: [
        { id: 'b', n: 2 },
        { id: 'a', n: 1 },
      ],
    };
    const cache = new WeakMap<object, string>();
    const first = { round: 1, shared };
    const second = { round: 2, shared };
    expect(canonicalCached(first, cache)).toBe(canonical(first));
    expect(cache.get(shared)).toBe(canonical(shared));
    expect(canonicalCached(second, cache)).toBe(canonical(second));
  });

  it('refuses what canonical JSON cannot carry, as `canonical` does', () => {
    expect(() => canonicalCached({ x: Number.NaN }, new WeakMap())).toThrow();
    expect(() => canonicalCached(['\uD800'], new WeakMap())).toThrow();
  });
});

describe('canonical', () => {
  it('is the canonicalize package’s RFC 8785 text for any JSON value, unicode and numbers included', async () => {
    const { default: canonicalize } = await import('canonicalize');
    const outcome = (serialize: (v: unknown) => string | undefined, v: unknown) => {
      try {
        return serialize(v);
      } catch {
        return 'refused';
      }
    };
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.string({ unit: 'binary' }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (value, text, number) => {
          for (const v of [value, text, number, { [text]: number, a: [value] }])
            expect(outcome(canonical, v)).toBe(outcome(canonicalize, v));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
