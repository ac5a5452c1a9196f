import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalTextWithout, isCanonicalJsonText } from './canonical-text.js';
import { jsonWithAnyNames, memberName, reordered } from './testing/json-arbitraries.js';

/** Whether `text` is the RFC 8785 text of what it parses to, as the `canonicalize` package writes it. */
function isLibraryCanonical(text: string): boolean {
  try {
    return canonicalize(JSON.parse(text)) === text;
  } catch {
    return false;
  }
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Texts of one value: canonical, in insertion order, reordered, indented. */
function textsOf(value: unknown): string[] {
  const texts = [JSON.stringify(value), JSON.stringify(reordered(value)), JSON.stringify(value, null, 1)];
  const canonical = canonicalize(value);
  return canonical === undefined ? texts : [canonical, ...texts];
}

describe('isCanonicalJsonText', () => {
  it('says of any JSON text what serializing its value again would say, when it answers', () => {
    fc.assert(
      fc.property(jsonWithAnyNames, (value) => {
        for (const text of textsOf(value).filter(parses)) {
          const verdict = isCanonicalJsonText(text);
          if (verdict !== undefined) expect(verdict).toBe(isLibraryCanonical(text));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('answers for every canonical text without escapes or surrogates', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalize(value)!;
        if (!/[\\\uD800-\uDFFF]/.test(text)) expect(isCanonicalJsonText(text)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts a number only in its shortest ECMAScript form', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (number) => {
        for (const written of [String(number), number.toExponential(), number.toPrecision(17), number.toFixed(2)]) {
          const text = `[${written}]`;
          if (parses(text)) expect(isCanonicalJsonText(text)).toBe(isLibraryCanonical(text));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("cuts from a canonical object's text exactly the text of the object without some members", () => {
    fc.assert(
      fc.property(
        fc.dictionary(memberName, jsonWithAnyNames, { maxKeys: 8 }),
        fc.array(memberName, { maxLength: 4 }),
        (value, dropped) => {
          const whole = canonicalize(value);
          if (whole === undefined) return;
          const kept = Object.fromEntries(Object.entries(value).filter(([key]) => !dropped.includes(key)));
          const all = new Set(Object.keys(value));
          for (const [cut, expected] of [
            [new Set(dropped), canonicalize(kept)],
            [all, '{}'],
          ] as const) {
            const text = canonicalTextWithout(whole, cut);
            if (text !== undefined) expect(text).toBe(expected);
          }
          const indented = JSON.stringify(value, null, 1);
          if (indented !== whole) expect(canonicalTextWithout(indented, new Set(dropped)) || undefined).toBeUndefined();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses repeated or unordered names, whitespace and non-shortest numbers; leaves escapes to the caller', () => {
    expect(isCanonicalJsonText('{"a":1,"b":{"a":[1,2,{}],"c":null},"c":true}')).toBe(true);
    expect(isCanonicalJsonText('{"10":1,"9":2}')).toBe(true);
    expect(isCanonicalJsonText('{"9":1,"10":2}')).toBe(false);
    expect(isCanonicalJsonText('{"a":1,"a":1}')).toBe(false);
    expect(isCanonicalJsonText('{"a":1,"ab":2}')).toBe(true);
    expect(isCanonicalJsonText('{"ab":1,"a":2}')).toBe(false);
    expect(isCanonicalJsonText('{"a":[{"b":1}],"b":{"a":1}}')).toBe(true);
    expect(isCanonicalJsonText('{"b":{"z":1},"a":2}')).toBe(false);
    expect(isCanonicalJsonText('{"a":{"z":1},"b":{"y":2}}')).toBe(true);
    expect(isCanonicalJsonText('{"a": 1}')).toBe(false);
    for (const number of ['1.0', '-0', '1e21', '1E+21', '0.10', '12345678901234567'])
      expect(isCanonicalJsonText(`[${number}]`)).toBe(false);
    for (const number of ['1e+21', '5e-7', '-1.5', '123456789012345', '12345678901234568'])
      expect(isCanonicalJsonText(`[${number}]`)).toBe(true);
    expect(isCanonicalJsonText('["a\\"b"]')).toBeUndefined();
    expect(isCanonicalJsonText('["\uD83D\uDE00"]')).toBeUndefined();
  });
});
