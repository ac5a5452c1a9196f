import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical, canonicalCached, canonicalWithout } from './canonical.js';
import { jsonWithAnyNames, memberName, reordered } from './testing/json-arbitraries.js';

/** The `canonicalize` package's text, or the fact that it refuses the value. */
function libraryText(value: unknown): string | 'refused' {
  try {
    return canonicalize(value) ?? 'refused';
  } catch {
    return 'refused';
  }
}

function ourText(value: unknown): string | 'refused' {
  try {
    return canonical(value);
  } catch {
    return 'refused';
  }
}

describe('canonical (RFC 8785)', () => {
  it('gives byte for byte the text of the canonicalize package for any JSON value, in any member order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(ourText(value)).toBe(libraryText(value));
        expect(ourText(reordered(value))).toBe(libraryText(value));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the package on integer-like member names, lone surrogates and every number', () => {
    fc.assert(
      fc.property(jsonWithAnyNames, (value) => {
        expect(ourText(value)).toBe(libraryText(value));
        expect(ourText(reordered(value))).toBe(libraryText(reordered(value)));
      }),
      { numRuns: 500 },
    );
  });

  it('reads a parsed canonical line back to exactly its text', () => {
    fc.assert(
      fc.property(jsonWithAnyNames, (value) => {
        const text = libraryText(value);
        if (text !== 'refused') expect(canonical(JSON.parse(text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('orders the members of small and large objects built out of order as the package does', () => {
    for (const size of [3, 32, 33, 200]) {
      const names = Array.from({ length: size }, (_, index) => `m${(index * 7919) % size}`);
      const value = { b: Object.fromEntries(names.map((name) => [name, name])), a: names };
      expect(canonical(value)).toBe(libraryText(value));
      expect(canonicalCached(value, new WeakMap())).toBe(libraryText(value));
    }
  });

  it('refuses what JSON cannot carry, as the package does', () => {
    for (const value of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      { a: Number.NEGATIVE_INFINITY },
      ['\uD800'],
      { '\uDC00': 1 },
    ]) {
      expect(ourText(value)).toBe('refused');
      expect(libraryText(value)).toBe('refused');
    }
    // A boxed string is an object to RFC 8785 (its members), not the string JSON.stringify unwraps.
    expect(ourText({ a: new String('ab') })).toBe(libraryText({ a: new String('ab') }));
    expect(canonical({ b: undefined, a: [undefined, -0, 1e21, 5e-7] })).toBe(
      libraryText({ b: undefined, a: [undefined, -0, 1e21, 5e-7] }),
    );
  });

  it("cuts from an object's text exactly the text of the object without some members, quotes and backslashes included", () => {
    const object = fc.dictionary(memberName, jsonWithAnyNames, { maxKeys: 8 });
    fc.assert(
      fc.property(object, fc.array(memberName, { maxLength: 4 }), (value, dropped) => {
        const whole = ourText(value);
        if (whole === 'refused') return;
        const kept = Object.fromEntries(Object.entries(value).filter(([key]) => !dropped.includes(key)));
        expect(canonicalWithout(whole, new Set(dropped))).toBe(canonical(kept));
        expect(canonicalWithout(whole, new Set(Object.keys(value)))).toBe('{}');
      }),
      { numRuns: 500 },
    );
  });
});
