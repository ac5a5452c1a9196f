import canonicalize from 'canonicalize';

/**
 * RFC 8785 (JCS) text of a JSON value; values JSON cannot carry are a fault of the caller.
 *
 * A verifier serializes every line of a replay, every revealed secret and the state at every
 * checkpoint, so this is on its hot path. RFC 8785's number and string forms are exactly
 * JSON.stringify's (section 3.2.2), so for a value whose objects already list their members in
 * RFC 8785 order (what JSON.parse gives back for a canonical line) the engine's native
 * JSON.stringify is the canonical text, several times faster than building it piece by piece.
 * Anything else (members out of order, integer-like names, which engines list first, lone
 * surrogates, `toJSON`, values JSON cannot carry) takes the member-by-member path, which gives
 * the same text as the `canonicalize` package (a property test holds them equal byte for byte).
 */
export function canonical(value: unknown): string {
  if (inCanonicalOrder(value)) {
    const text = JSON.stringify(value);
    // A lone surrogate is the only string JSON.stringify escapes as \udXXX; RFC 8785 has no form for it.
    if (!text.includes('\\ud')) return text;
  }
  return canonicalSlowly(value);
}

/**
 * Whether JSON.stringify of `value` is its RFC 8785 text: only JSON values (finite numbers, no
 * `toJSON`, no undefined or function members) and every object's members already in RFC 8785
 * order, i.e. by the UTF-16 code units of their names, which is how JavaScript compares strings.
 */
function inCanonicalOrder(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i += 1) if (!inCanonicalOrder(value[i])) return false;
        return true;
      }
      return membersInCanonicalOrder(value as Record<string, unknown>);
    default:
      return false;
  }
}

function membersInCanonicalOrder(record: Record<string, unknown>): boolean {
  // Plain objects only: JSON.stringify unwraps a boxed string or number, which RFC 8785 serializes by its members.
  const prototype: unknown = Object.getPrototypeOf(record);
  if ((prototype !== Object.prototype && prototype !== null) || typeof record.toJSON === 'function') return false;
  let previous: string | undefined;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) return false;
    if (previous !== undefined && !(previous < key)) return false;
    if (!inCanonicalOrder(record[key])) return false;
    previous = key;
  }
  return true;
}

/** RFC 8785 text built member by member; with a `cache`, each object's text is remembered (see `canonicalCached`). */
function canonicalSlowly(value: unknown, cache?: CanonicalCache): string {
  switch (typeof value) {
    case 'string':
      return canonicalString(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('value has no canonical JSON form');
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      const known = cache?.get(value);
      if (known !== undefined) return known;
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return viaLibrary(value);
      const text = Array.isArray(value)
        ? canonicalArray(value, cache)
        : canonicalRecord(value as Record<string, unknown>, cache);
      cache?.set(value, text);
      return text;
    }
    default:
      return viaLibrary(value);
  }
}

function viaLibrary(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no canonical JSON form');
  return text;
}

/** An item or member without a JSON form: `null` in an array, left out of an object. */
const absent = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** Without a cache a part may still take the native path; with one, every part goes through the cache. */
const part = (value: unknown, cache: CanonicalCache | undefined) =>
  cache === undefined ? canonical(value) : canonicalSlowly(value, cache);

// Parts joined once: a flat string, which the hash then reads without flattening a chain of concatenations.
function canonicalArray(value: readonly unknown[], cache: CanonicalCache | undefined): string {
  const parts = new Array<string>(value.length);
  for (let i = 0; i < value.length; i += 1) {
    const item: unknown = value[i];
    parts[i] = absent(item) ? 'null' : part(item, cache);
  }
  return enclosed('[', parts, ']');
}

function canonicalRecord(record: Record<string, unknown>, cache: CanonicalCache | undefined): string {
  const keys = Object.keys(record);
  // Sorting only the objects whose members are out of order: most of a state's already are.
  for (let i = 1; i < keys.length; i += 1) {
    if (!(keys[i - 1]! < keys[i]!)) {
      sortNames(keys);
      break;
    }
  }
  const parts: string[] = [];
  for (const key of keys) {
    const member = record[key];
    if (!absent(member)) parts.push(memberName(key) + part(member, cache));
  }
  return enclosed('{', parts, '}');
}

/**
 * Member names in RFC 8785 order (UTF-16 code units, as `<` compares strings), sorted in place:
 * a state's objects have a few members each, where insertion sort needs no scratch array; a
 * large object takes the library sort (insertion sort's time grows with the square).
 */
function sortNames(names: string[]): void {
  if (names.length > 32) {
    names.sort();
    return;
  }
  for (let i = 1; i < names.length; i += 1) {
    const name = names[i]!;
    let at = i - 1;
    for (; at >= 0 && names[at]! > name; at -= 1) names[at + 1] = names[at]!;
    names[at + 1] = name;
  }
}

/**
 * `open`, the parts separated by commas, `close`, as one flat string: the brackets go into the
 * first and last parts, so the join writes every character once. Wrapping the joined text instead
 * would make a concatenation that hashing then copies whole to flatten it.
 */
export function enclosed(open: string, parts: string[], close: string): string {
  if (parts.length === 0) return open + close;
  parts[0] = open + parts[0]!;
  parts[parts.length - 1] += close;
  return parts.join(',');
}

/** `"name":` of a member, remembered: a state repeats a few dozen names thousands of times. */
function memberName(key: string): string {
  let text = memberNames.get(key);
  if (text === undefined) {
    text = `${canonicalString(key)}:`;
    if (memberNames.size >= 4096) memberNames.clear();
    memberNames.set(key, text);
  }
  return text;
}

const memberNames = new Map<string, string>();

const SURROGATE = /[\uD800-\uDFFF]/;

/** A string's JSON text; a lone surrogate has no canonical form (RFC 8785, section 3.2.2.2). */
function canonicalString(text: string): string {
  if (SURROGATE.test(text)) return viaLibrary(text);
  return JSON.stringify(text);
}

/**
 * The RFC 8785 text of an object without its top-level members named in `without`, cut from
 * `whole`, the object's RFC 8785 text (a replay line already checked to be canonical): a line's
 * hashed form costs one pass over its text instead of serializing the line again.
 */
export function canonicalWithout(whole: string, without: ReadonlySet<string>): string {
  const starts = memberStarts(whole);
  const kept: string[] = [];
  for (let index = 0; index + 1 < starts.length; index += 1) {
    const start = starts[index]!;
    if (!without.has(memberNameAt(whole, start))) kept.push(whole.slice(start, starts[index + 1]! - 1));
  }
  return enclosed('{', kept, '}');
}

/** The name of the member whose text starts at `start`: as written unless it holds an escape. */
function memberNameAt(whole: string, start: number): string {
  const end = stringEnd(whole, start);
  const name = whole.slice(start + 1, end);
  return name.includes('\\') ? (JSON.parse(`"${name}"`) as string) : name;
}

/** Where each top-level member of an object's JSON text starts, then one past the last (its closing brace + 1). */
function memberStarts(whole: string): number[] {
  if (whole === '{}') return [2];
  const starts = [1];
  let depth = 0;
  for (let at = 1; at < whole.length - 1; at += 1) {
    const code = whole.charCodeAt(at);
    if (code === QUOTE) at = stringEnd(whole, at);
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) depth += 1;
    else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth -= 1;
    else if (code === COMMA && depth === 0) starts.push(at + 1);
  }
  starts.push(whole.length);
  return starts;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** The index of the quote closing the JSON string that opens at `start` (the text's length if none does). */
function stringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end > 0 && escaped(text, end)) end = text.indexOf('"', end + 1);
  return end < 0 ? text.length : end;
}

/** Whether the character at `at` follows an odd run of backslashes (an escape in a JSON string). */
function escaped(text: string, at: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
  return backslashes % 2 === 1;
}

/** Texts of objects already serialized, by identity: a fold shares every part an event left alone. */
export type CanonicalCache = WeakMap<object, string>;

/**
 * RFC 8785 text of a value, as `canonical` gives it, remembering the text of every object it
 * serializes. A rules library's states share every part an event left unchanged (copy-on-write),
 * so hashing the state at each checkpoint of a fold serializes only what changed since the last.
 * The objects must not change after they are serialized (states are immutable).
 */
export function canonicalCached(value: unknown, cache: CanonicalCache): string {
  return canonicalSlowly(value, cache);
}
