import { enclosed } from './canonical.js';

/**
 * Whether a JSON text is already its own RFC 8785 form, read off the text: no whitespace, each
 * object's member names in strictly increasing order of their UTF-16 code units (which also rules
 * out a name given twice), and each number in its shortest ECMAScript form (RFC 8785, section
 * 3.2.2.3). `text` must be a text JSON.parse accepts (the verifier parses every line first).
 *
 * A verifier checks every line of a replay this way: serializing each parsed line again to compare
 * it with the line costs several times more. Strings are where RFC 8785 prescribes escapes (section
 * 3.2.2.2), and surrogates are where a text may have no canonical form at all; a text holding a
 * backslash or a surrogate is left to the caller (undefined), which serializes the value instead.
 * Without either, a string's characters stand for themselves and are already canonical
 * (JSON.parse refuses raw control characters).
 */
export function isCanonicalJsonText(text: string): boolean | undefined {
  const cuts = scanCanonical(text, NO_NAMES);
  return cuts === undefined ? undefined : cuts !== false;
}

/**
 * For a text `isCanonicalJsonText` answers for: false when it is not canonical, otherwise the
 * RFC 8785 text of the object without its top-level members named in `without` (what
 * `canonicalWithout` gives), cut in the same pass. A replay line's hashed form this way costs no
 * second pass over the line.
 */
export function canonicalTextWithout(text: string, without: ReadonlySet<string>): string | false | undefined {
  const cuts = scanCanonical(text, without);
  if (cuts === undefined || cuts === false) return cuts;
  if (cuts.length === 0) return text;
  const kept: string[] = [];
  let from = 1;
  for (let index = 0; index <= cuts.length; index += 2) {
    const [at, end] = index < cuts.length ? [cuts[index]!, cuts[index + 1]!] : [text.length - 1, text.length];
    // What lies between two cut members: whole members, with the commas that separated them from the cut ones.
    const between = text.slice(
      text.charCodeAt(from) === COMMA ? from + 1 : from,
      text.charCodeAt(at - 1) === COMMA ? at - 1 : at,
    );
    if (between.length > 0) kept.push(between);
    from = end;
  }
  return enclosed('{', kept, '}');
}

const NO_NAMES: ReadonlySet<string> = new Set();

/** The scan: start and end of each top-level member named in `cut`, or false (not canonical), or undefined (escapes). */
function scanCanonical(text: string, cut: ReadonlySet<string>): number[] | false | undefined {
  if (ESCAPE_OR_SURROGATE.test(text)) return undefined;
  // For each open object, its last member name so far (null before the first); null for arrays.
  const lastNames: (string | null)[] = [];
  const cuts: number[] = [];
  let at = 0;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const end = text.indexOf('"', at + 1);
      if (text.charCodeAt(end + 1) !== COLON) {
        at = end + 1;
        continue;
      }
      const name = text.slice(at + 1, end);
      const previous = lastNames[lastNames.length - 1];
      if (previous !== null && previous !== undefined && !(previous < name)) return false;
      lastNames[lastNames.length - 1] = name;
      if (lastNames.length === 1 && cut.has(name)) cuts.push(at);
      at = end + 2;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      lastNames.push(null);
      at += 1;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET || code === COMMA) {
      // A member being cut ends where its object's next member or end starts.
      if (lastNames.length === 1 && cuts.length % 2 === 1) cuts.push(at);
      if (code !== COMMA) lastNames.pop();
      at += 1;
    } else if (code === MINUS || isDigit(code)) {
      const end = numberEnd(text, at);
      if (!isCanonicalNumber(text, at, end)) return false;
      at = end;
    } else if (code === LETTER_T || code === LETTER_N) at += 4;
    else if (code === LETTER_F) at += 5;
    else return false; // whitespace: the only other thing JSON allows outside strings
  }
  return cuts;
}

const ESCAPE_OR_SURROGATE = /[\\\uD800-\uDFFF]/;

const QUOTE = 0x22;
const COMMA = 0x2c;
const MINUS = 0x2d;
const COLON = 0x3a;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const LETTER_F = 0x66;
const LETTER_N = 0x6e;
const LETTER_T = 0x74;

const isDigit = (code: number) => code >= DIGIT_0 && code <= DIGIT_9;

/** One past the last character of the number starting at `start` (digits, sign, point, exponent). */
function numberEnd(text: string, start: number): number {
  let end = start + 1;
  for (
    let code = text.charCodeAt(end);
    isDigit(code) || code === 0x2e || code === 0x65 || code === 0x45 || code === 0x2b || code === MINUS;
    code = text.charCodeAt(end)
  )
    end += 1;
  return end;
}

/**
 * A number is canonical when it is written as ECMAScript writes its value. An integer of at most
 * 15 digits is exact in a double and written as is, but for `-0` (written `0`); anything else is
 * compared with the written value.
 */
function isCanonicalNumber(text: string, start: number, end: number): boolean {
  const negative = text.charCodeAt(start) === MINUS;
  const digits = negative ? start + 1 : start;
  let plainInteger = end - digits <= 15;
  for (let at = digits; plainInteger && at < end; at += 1) plainInteger = isDigit(text.charCodeAt(at));
  if (plainInteger) return !(negative && text.charCodeAt(digits) === DIGIT_0);
  const written = text.slice(start, end);
  return String(Number(written)) === written;
}
