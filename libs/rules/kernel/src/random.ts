import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { MessageMetadata, RandomDraw, RandomSource } from './decider.js';

/**
 * Deterministic, verifiable randomness.
 *
 * Keys: the match seed yields one sub-seed per *family* of labels, `deriveSubSeed(matchSeed,
 * family) = HMAC-SHA256(matchSeed, "cronica/sub-seed/v1" ‖ 0x00 ‖ family)`. The family of a
 * label is its first `:`-segment (`dice:initiative` → `dice`), except for `deck`, whose family
 * keeps the seat (`deck:seat0:redraw` → `deck:seat0`). So the dice sub-seed can be revealed to
 * players after a match while each seat's deck order stays hidden until judges or the public may
 * see it; revealing one sub-seed reveals nothing about the others (HMAC is a PRF).
 *
 * Stream: block `b` of a label is `HMAC-SHA256(subSeed, label ‖ 0x00 ‖ uint64be(b))`; it holds
 * five big-endian 48-bit candidates (bytes 0–5, 6–11, …, 24–29). Candidate number `c` (the
 * label's counter) is slot `c mod 5` of block `floor(c / 5)`. `int(label, bound)` takes
 * candidates from the label's next counter on and keeps the first below the largest multiple of
 * `bound` (rejection sampling, no modulo bias). A shuffle is Fisher–Yates built from such ints.
 * Every draw is recorded as `{ label, from, count }` (the candidates it consumed) plus its
 * outcome, so a verifier holding the sub-seed re-derives it (`verifyDraw`, `replayDraws`).
 *
 * Counters per label continue across commands: a game module's `randomCounters(state)` returns
 * the next counter per label, and its `evolve` advances them from each event's
 * `metadata.random` (use `advanceCounters`). Create one source per command from those counters.
 */

const SUB_SEED_DOMAIN = utf8ToBytes('cronica/sub-seed/v1');
/** Candidates are 48-bit integers: exact in a double, and bounds up to 2^48 are supported. */
export const MAX_RANDOM_BOUND = 2 ** 48;
const MIN_SEED_BYTES = 16;
const CANDIDATE_BYTES = 6;
/** A 32-byte block holds five 6-byte candidates (its last 2 bytes are unused). */
const CANDIDATES_PER_BLOCK = 5;

/** An HMAC-SHA256 instance already keyed with a sub-seed (cloned for each block). */
export type KeyedHmac = _HMAC<ReturnType<typeof sha256.create>>;

/**
 * Gives the key (sub-seed) for a label's stream. `keyed`, when present, gives the same key as an
 * HMAC instance keyed once and shared by every stream of its family (`keysFromMatchSeed` does so).
 */
export type KeyFor = ((label: string) => Uint8Array) & { readonly keyed?: (label: string) => KeyedHmac };
/** A verifier's view of the keys: `undefined` when this view withholds that label's sub-seed. */
export type RevealedKeyFor = (label: string) => Uint8Array | undefined;

export function assertLabel(label: string): void {
  if (typeof label !== 'string' || label.length === 0 || label.includes('\u0000')) {
    throw new RangeError(`random label must be a non-empty string without NUL: ${JSON.stringify(label)}`);
  }
}

/** The sub-seed family a label belongs to: `dice:x` → `dice`, `deck:seat1:y` → `deck:seat1`. */
export function randomFamily(label: string): string {
  assertLabel(label);
  const [first, second] = label.split(':');
  return first === 'deck' && second !== undefined && second !== '' ? `deck:${second}` : (first as string);
}

export function deriveSubSeed(matchSeed: Uint8Array, family: string): Uint8Array {
  if (!(matchSeed instanceof Uint8Array) || matchSeed.length < MIN_SEED_BYTES) {
    throw new RangeError(`match seed must be at least ${MIN_SEED_BYTES} bytes`);
  }
  assertLabel(family);
  return hmac(sha256, matchSeed, concatBytes(SUB_SEED_DOMAIN, Uint8Array.of(0), utf8ToBytes(family)));
}

/**
 * Keys for every label from the secret match seed (the server's side). Sub-seeds and their keyed
 * HMAC instances are cached per family, so a new random source per command keys nothing again.
 */
export function keysFromMatchSeed(matchSeed: Uint8Array): KeyFor {
  const keys = new Map<string, Uint8Array>();
  const keyedByFamily = new Map<string, KeyedHmac>();
  const keyOf = (family: string): Uint8Array => {
    let key = keys.get(family);
    if (key === undefined) {
      key = deriveSubSeed(matchSeed, family);
      keys.set(family, key);
    }
    return key;
  };
  const keyed = (label: string): KeyedHmac => {
    const family = randomFamily(label);
    let instance = keyedByFamily.get(family);
    if (instance === undefined) {
      instance = hmac.create(sha256, keyOf(family));
      keyedByFamily.set(family, instance);
    }
    return instance;
  };
  return Object.assign((label: string) => keyOf(randomFamily(label)), { keyed });
}

/** Keys from the sub-seeds a view reveals, by family; withheld families give `undefined`. */
export function keysFromSubSeeds(subSeeds: Readonly<Record<string, Uint8Array>>): RevealedKeyFor {
  return (label) => (Object.hasOwn(subSeeds, randomFamily(label)) ? subSeeds[randomFamily(label)] : undefined);
}

/** The block stream of one label under one key (internal: not exported from the index). */
export class LabelStream {
  /** Keyed once; never updated itself, only cloned into `scratch` for each block. */
  private readonly keyed: KeyedHmac;
  private readonly scratch: KeyedHmac;
  private readonly message: Uint8Array;
  private readonly view: DataView;
  private blockIndex = -1;
  private readonly block = new Uint8Array(32);

  /** `key` is the sub-seed, or an HMAC instance already keyed with it (shared, left untouched). */
  constructor(key: Uint8Array | KeyedHmac, label: string) {
    assertLabel(label);
    this.keyed = key instanceof Uint8Array ? hmac.create(sha256, key) : key;
    this.scratch = this.keyed._cloneInto();
    const prefix = concatBytes(utf8ToBytes(label), Uint8Array.of(0));
    this.message = new Uint8Array(prefix.length + 8);
    this.message.set(prefix, 0);
    this.view = new DataView(this.message.buffer, prefix.length, 8);
  }

  /** The 48-bit candidate number `counter`: slot `counter mod 5` of block `floor(counter / 5)`. */
  candidate(counter: number): number {
    const index = Math.floor(counter / CANDIDATES_PER_BLOCK);
    if (index !== this.blockIndex) {
      this.view.setUint32(0, Math.floor(index / 2 ** 32));
      this.view.setUint32(4, index >>> 0);
      this.keyed._cloneInto(this.scratch).update(this.message).digestInto(this.block);
      this.blockIndex = index;
    }
    const at = (counter % CANDIDATES_PER_BLOCK) * CANDIDATE_BYTES;
    const b = this.block;
    return (
      b[at]! * 2 ** 40 +
      b[at + 1]! * 2 ** 32 +
      ((b[at + 2]! << 24) >>> 0) +
      (b[at + 3]! << 16) +
      (b[at + 4]! << 8) +
      b[at + 5]!
    );
  }
}

export interface Sampled<T> {
  readonly value: T;
  /** The counter after the last block consumed. */
  readonly next: number;
}

export function sampleInt(stream: LabelStream, from: number, bound: number): Sampled<number> {
  const limit = MAX_RANDOM_BOUND - (MAX_RANDOM_BOUND % bound);
  for (let counter = from; ; counter += 1) {
    const candidate = stream.candidate(counter);
    if (candidate < limit) return { value: candidate % bound, next: counter + 1 };
  }
}

/** Fisher–Yates: `permutation[k]` is the index in the input of the item placed at position k. */
export function samplePermutation(stream: LabelStream, from: number, size: number): Sampled<number[]> {
  const permutation = Array.from({ length: size }, (_, index) => index);
  let next = from;
  for (let i = size - 1; i >= 1; i -= 1) {
    const pick = sampleInt(stream, next, i + 1);
    next = pick.next;
    const j = pick.value;
    [permutation[i], permutation[j]] = [permutation[j]!, permutation[i]!];
  }
  return { value: permutation, next };
}

function assertBound(bound: number): void {
  if (!Number.isSafeInteger(bound) || bound < 1 || bound > MAX_RANDOM_BOUND) {
    throw new RangeError(`random bound must be an integer in [1, 2^48]: ${bound}`);
  }
}

export interface RandomSourceOptions {
  readonly keyFor: KeyFor;
  /** Next counter per label, usually `module.randomCounters(state)`; missing labels start at 0. */
  readonly counters?: Readonly<Record<string, number>>;
}

export interface SeededRandomSource extends RandomSource {
  /** The next counter per label after every draw made so far. */
  counters(): Record<string, number>;
}

export function createRandomSource(options: RandomSourceOptions): SeededRandomSource {
  const counters: Record<string, number> = { ...options.counters };
  const streams = new Map<string, LabelStream>();
  let draws: RandomDraw[] = [];
  const streamFor = (label: string): LabelStream => {
    let stream = streams.get(label);
    if (stream === undefined) {
      stream = new LabelStream(options.keyFor.keyed?.(label) ?? options.keyFor(label), label);
      streams.set(label, stream);
    }
    return stream;
  };
  const counterOf = (label: string): number => counters[label] ?? 0;
  return {
    int(label, bound) {
      assertBound(bound);
      const from = counterOf(label);
      const { value, next } = sampleInt(streamFor(label), from, bound);
      counters[label] = next;
      draws.push({ kind: 'int', label, from, count: next - from, bound, value });
      return value;
    },
    shuffle<T>(label: string, items: readonly T[]): T[] {
      const from = counterOf(label);
      const { value: permutation, next } = samplePermutation(streamFor(label), from, items.length);
      counters[label] = next;
      draws.push({ kind: 'shuffle', label, from, count: next - from, size: items.length, permutation });
      return permutation.map((index) => items[index]!);
    },
    takeDraws() {
      const taken = draws;
      draws = [];
      return taken;
    },
    counters: () => ({ ...counters }),
  };
}

/** The next counter per label after `draws` (what `evolve` applies from `metadata.random`). */
export function advanceCounters(
  counters: Readonly<Record<string, number>>,
  draws: readonly RandomDraw[] | undefined,
): Readonly<Record<string, number>> {
  if (draws === undefined || draws.length === 0) return counters;
  const next: Record<string, number> = { ...counters };
  for (const draw of draws) next[draw.label] = Math.max(next[draw.label] ?? 0, draw.from + draw.count);
  return next;
}

type Counters = Readonly<Record<string, number>>;

/**
 * Every game's evolve starts here: the state with its counters moved past the draws the event
 * records (`metadata.random`), the very same state when it records none. `withCounters` copies a
 * state with other counters (a game whose states keep one object shape gives its own copy).
 */
export function pastDraws<S extends { readonly random: Counters }>(
  state: S,
  event: { readonly metadata?: MessageMetadata },
  withCounters: (state: S, random: Counters) => S = (s, random) => ({ ...s, random }),
): S {
  const random = advanceCounters(state.random, event.metadata?.random);
  return random === state.random ? state : withCounters(state, random);
}

/**
 * Cards in the order the shuffle an event records put them: its draw rides in `metadata.random`,
 * so evolve never draws. A shuffle event without that draw is a fault.
 */
export function shuffledBy<T>(
  event: { readonly type: string; readonly metadata?: MessageMetadata },
  cards: readonly T[],
): T[] {
  const draw = event.metadata?.random?.find((d) => d.kind === 'shuffle');
  if (draw === undefined || draw.kind !== 'shuffle') throw new Error(`${event.type} without its shuffle draw`);
  return draw.permutation.map((i) => cards[i]!);
}
