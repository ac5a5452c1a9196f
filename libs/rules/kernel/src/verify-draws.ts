import type { Localized } from '@cronica/util';
import type { RandomDraw } from './decider.js';
import { LabelStream, MAX_RANDOM_BOUND, sampleInt, samplePermutation, type RevealedKeyFor } from './random.js';

/**
 * A verifier's side of the randomness: re-derive every recorded draw
 * from a revealed sub-seed. Input is untrusted, so malformed draws are reported, never thrown.
 */

export type DrawCheckCode =
  'random.malformed-draw' | 'random.outcome-mismatch' | 'random.count-mismatch' | 'random.counter-gap';

export type DrawCheck =
  { readonly ok: true } | { readonly ok: false; readonly code: DrawCheckCode; readonly message: Localized };

const MESSAGES: Record<DrawCheckCode, Localized> = {
  'random.malformed-draw': {
    es: 'El registro de aleatoriedad está mal formado.',
    en: 'The randomness record is malformed.',
  },
  'random.outcome-mismatch': {
    es: 'El resultado registrado no coincide con el que deriva la semilla revelada.',
    en: 'The recorded outcome does not match the one the revealed seed derives.',
  },
  'random.count-mismatch': {
    es: 'El número de bloques consumidos no coincide con la derivación.',
    en: 'The number of blocks consumed does not match the derivation.',
  },
  'random.counter-gap': {
    es: 'El contador de la etiqueta no continúa donde terminó la tirada anterior (hueco o reutilización).',
    en: "The label's counter does not continue where the previous draw ended (gap or reuse).",
  },
};

function failure(code: DrawCheckCode): DrawCheck {
  return { ok: false, code, message: MESSAGES[code] };
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isWellFormed(draw: RandomDraw): boolean {
  if (typeof draw !== 'object' || draw === null) return false;
  if (typeof draw.label !== 'string' || draw.label === '' || draw.label.includes('\u0000')) return false;
  if (!isCount(draw.from) || !isCount(draw.count)) return false;
  if (draw.kind === 'int') {
    return isCount(draw.bound) && draw.bound >= 1 && draw.bound <= MAX_RANDOM_BOUND && isCount(draw.value);
  }
  if (draw.kind === 'shuffle') {
    return isCount(draw.size) && Array.isArray(draw.permutation) && draw.permutation.length === draw.size;
  }
  return false;
}

/** Re-derives one draw with the sub-seed of its label. */
export function verifyDraw(draw: RandomDraw, key: Uint8Array): DrawCheck {
  if (!isWellFormed(draw)) return failure('random.malformed-draw');
  return verifyWith(new LabelStream(key, draw.label), draw);
}

function verifyWith(stream: LabelStream, draw: RandomDraw): DrawCheck {
  if (draw.kind === 'int') {
    const { value, next } = sampleInt(stream, draw.from, draw.bound);
    if (value !== draw.value) return failure('random.outcome-mismatch');
    return next - draw.from === draw.count ? { ok: true } : failure('random.count-mismatch');
  }
  const { value, next } = samplePermutation(stream, draw.from, draw.size);
  if (value.some((index, position) => draw.permutation[position] !== index)) return failure('random.outcome-mismatch');
  return next - draw.from === draw.count ? { ok: true } : failure('random.count-mismatch');
}

export interface DrawMismatch {
  /** Position of the draw in the list given to `replayDraws`. */
  readonly index: number;
  readonly label: string;
  readonly code: DrawCheckCode;
  readonly message: Localized;
}

export interface DrawReplayReport {
  /** True when every draw was re-derived (none mismatched, none withheld). */
  readonly complete: boolean;
  readonly verified: number;
  /** Draws whose sub-seed this view withholds: not verifiable here, not a failure. */
  readonly unverifiable: readonly { readonly index: number; readonly label: string }[];
  readonly mismatches: readonly DrawMismatch[];
  /** The next counter per label after all draws. */
  readonly counters: Readonly<Record<string, number>>;
}

/**
 * Re-derives every draw in order (all the draws of a match, event by event). Besides each
 * outcome it checks that every label's counters are contiguous from `initialCounters` (0 by
 * default), so no stream was skipped ahead or reused to pick a convenient outcome.
 */
export function replayDraws(
  draws: readonly RandomDraw[],
  keyFor: RevealedKeyFor,
  initialCounters: Readonly<Record<string, number>> = {},
): DrawReplayReport {
  const counters: Record<string, number> = { ...initialCounters };
  const mismatches: DrawMismatch[] = [];
  const unverifiable: { index: number; label: string }[] = [];
  let verified = 0;
  const streams = new Map<string, LabelStream | undefined>();
  const streamFor = (label: string): LabelStream | undefined => {
    if (!streams.has(label)) {
      const key = keyFor(label);
      streams.set(label, key === undefined ? undefined : new LabelStream(key, label));
    }
    return streams.get(label);
  };
  draws.forEach((draw, index) => {
    const mismatch = (check: DrawCheck & { ok: false }) =>
      mismatches.push({ index, label: String(draw?.label), code: check.code, message: check.message });
    if (!isWellFormed(draw)) return mismatch(failure('random.malformed-draw') as DrawCheck & { ok: false });
    const expectedFrom = counters[draw.label] ?? 0;
    counters[draw.label] = draw.from + draw.count;
    if (draw.from !== expectedFrom) return mismatch(failure('random.counter-gap') as DrawCheck & { ok: false });
    const stream = streamFor(draw.label);
    if (stream === undefined) return unverifiable.push({ index, label: draw.label });
    const check = verifyWith(stream, draw);
    if (check.ok) verified += 1;
    else mismatch(check);
  });
  return {
    complete: mismatches.length === 0 && unverifiable.length === 0,
    verified,
    unverifiable,
    mismatches,
    counters,
  };
}
