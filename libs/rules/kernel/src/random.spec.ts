import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RandomDraw } from './decider.js';
import {
  MAX_RANDOM_BOUND,
  advanceCounters,
  createRandomSource,
  deriveSubSeed,
  keysFromMatchSeed,
  keysFromSubSeeds,
  randomFamily,
} from './random.js';
import { replayDraws, verifyDraw } from './verify-draws.js';

const seedOf = (byte: number) => new Uint8Array(32).fill(byte);
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 });
const labelArb = fc.constantFrom('dice', 'dice:initiative', 'deck:seat0', 'deck:seat1:redraw', 'attacker');

type Op = { kind: 'int'; label: string; bound: number } | { kind: 'shuffle'; label: string; size: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('int' as const), label: labelArb, bound: fc.integer({ min: 1, max: 1000 }) }),
  fc.record({ kind: fc.constant('shuffle' as const), label: labelArb, size: fc.integer({ min: 0, max: 45 }) }),
);

function play(seed: Uint8Array, ops: readonly Op[], counters: Record<string, number> = {}) {
  const source = createRandomSource({ keyFor: keysFromMatchSeed(seed), counters });
  const outcomes = ops.map((op) =>
    op.kind === 'int'
      ? source.int(op.label, op.bound)
      : source.shuffle(
          op.label,
          Array.from({ length: op.size }, (_, i) => i),
        ),
  );
  return { outcomes, draws: source.takeDraws(), counters: source.counters() };
}

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}

describe('sub-seeds', () => {
  it('groups labels into families: dice together, each seat deck apart', () => {
    expect(randomFamily('dice')).toBe('dice');
    expect(randomFamily('dice:initiative')).toBe('dice');
    expect(randomFamily('deck:seat0')).toBe('deck:seat0');
    expect(randomFamily('deck:seat1:redraw')).toBe('deck:seat1');
  });

  it('gives every family its own sub-seed', () => {
    const seed = seedOf(7);
    const keys = ['dice', 'deck:seat0', 'deck:seat1'].map((family) =>
      Buffer.from(deriveSubSeed(seed, family)).toString('hex'),
    );
    expect(new Set(keys).size).toBe(3);
  });

  it('follows the documented construction (checked against node:crypto)', () => {
    const seed = seedOf(3);
    const subSeed = createHmac('sha256', seed)
      .update(Buffer.concat([Buffer.from('cronica/sub-seed/v1'), Buffer.from([0]), Buffer.from('dice')]))
      .digest();
    expect(Buffer.from(deriveSubSeed(seed, 'dice')).equals(subSeed)).toBe(true);
    // Candidates 7 and 8 are slots 2 and 3 of block 1 (five 6-byte candidates per block).
    const source = createRandomSource({ keyFor: keysFromMatchSeed(seed), counters: { 'dice:x': 7 } });
    const values = [source.int('dice:x', MAX_RANDOM_BOUND), source.int('dice:x', MAX_RANDOM_BOUND)];
    const message = Buffer.concat([Buffer.from('dice:x'), Buffer.from([0]), Buffer.from([0, 0, 0, 0, 0, 0, 0, 1])]);
    const block = createHmac('sha256', subSeed).update(message).digest();
    expect(values).toEqual([block.readUIntBE(12, 6), block.readUIntBE(18, 6)]);
    expect(source.counters()['dice:x']).toBe(9);
  });

  it('refuses short seeds and bad bounds as faults', () => {
    expect(() => deriveSubSeed(new Uint8Array(8), 'dice')).toThrow(RangeError);
    const source = createRandomSource({ keyFor: keysFromMatchSeed(seedOf(1)) });
    expect(() => source.int('dice', 0)).toThrow(RangeError);
    expect(() => source.int('dice', 2.5)).toThrow(RangeError);
    expect(() => source.int('', 6)).toThrow(RangeError);
  });
});

describe('createRandomSource', () => {
  it('is deterministic: the same seed and calls give the same outcomes and records', () => {
    fc.assert(
      fc.property(seedArb, fc.array(opArb, { maxLength: 12 }), (seed, ops) => {
        expect(play(seed, ops)).toEqual(play(seed, ops));
      }),
      { numRuns: 60 },
    );
  });

  it('keeps ints within [0, bound) for any bound up to 2^48', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: MAX_RANDOM_BOUND }), (seed, bound) => {
        const source = createRandomSource({ keyFor: keysFromMatchSeed(seed) });
        const value = source.int('dice', bound);
        expect(Number.isSafeInteger(value) && value >= 0 && value < bound).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('rolls a fair d6 (chi-square, 5 degrees of freedom, generous bound)', () => {
    const source = createRandomSource({ keyFor: keysFromMatchSeed(seedOf(42)) });
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 30_000; i += 1) counts[source.int('dice', 6)]! += 1;
    // p = 0.0001 critical value for 5 d.o.f. is 25.7.
    expect(chiSquare(counts)).toBeLessThan(25.7);
  });

  it('rejects candidates instead of taking a biased modulo', () => {
    // 2^48 mod (3·2^46) = 2^46: a plain modulo would put half the mass below 2^46 instead of a third.
    const bound = 3 * 2 ** 46;
    const source = createRandomSource({ keyFor: keysFromMatchSeed(seedOf(9)) });
    let low = 0;
    const draws = 3000;
    for (let i = 0; i < draws; i += 1) if (source.int('dice', bound) < 2 ** 46) low += 1;
    expect(low / draws).toBeGreaterThan(0.3);
    expect(low / draws).toBeLessThan(0.37);
    const records = source.takeDraws();
    expect(records.some((draw) => draw.count > 1)).toBe(true);
    expect(replayDraws(records, keysFromMatchSeed(seedOf(9))).complete).toBe(true);
  });

  it('shuffles into a permutation of the input and records which', () => {
    fc.assert(
      fc.property(seedArb, fc.array(fc.string(), { maxLength: 60 }), (seed, items) => {
        const source = createRandomSource({ keyFor: keysFromMatchSeed(seed) });
        const shuffled = source.shuffle('deck:seat0', items);
        expect([...shuffled].sort()).toEqual([...items].sort());
        const [draw] = source.takeDraws();
        expect(draw?.kind).toBe('shuffle');
        if (draw?.kind !== 'shuffle') return;
        expect([...draw.permutation].sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
        expect(draw.permutation.map((i) => items[i])).toEqual(shuffled);
      }),
      { numRuns: 100 },
    );
  });

  it('makes every order of three cards equally likely', () => {
    const source = createRandomSource({ keyFor: keysFromMatchSeed(seedOf(5)) });
    const counts = new Map<string, number>();
    for (let i = 0; i < 12_000; i += 1) {
      const order = source.shuffle('deck:seat0', ['a', 'b', 'c']).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    expect(chiSquare([...counts.values()])).toBeLessThan(25.7);
  });

  it('continues each label across commands from the counters the state keeps', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.array(opArb, { maxLength: 10 }),
        fc.array(opArb, { maxLength: 10 }),
        (seed, first, second) => {
          const whole = play(seed, [...first, ...second]);
          const before = play(seed, first);
          const after = play(seed, second, advanceCounters({}, before.draws) as Record<string, number>);
          expect([...before.outcomes, ...after.outcomes]).toEqual(whole.outcomes);
          expect(after.counters).toEqual(whole.counters);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives the same outcomes from the shared keyed instances of keysFromMatchSeed as from bare sub-seeds, sources interleaved', () => {
    fc.assert(
      fc.property(seedArb, fc.array(opArb, { maxLength: 12 }), (seed, ops) => {
        const shared = keysFromMatchSeed(seed);
        const bare = (label: string) => deriveSubSeed(seed, randomFamily(label));
        const sources = [createRandomSource({ keyFor: shared }), createRandomSource({ keyFor: shared })];
        const reference = [createRandomSource({ keyFor: bare }), createRandomSource({ keyFor: bare })];
        ops.forEach((op, k) => {
          const [a, b] = [sources[k % 2]!, reference[k % 2]!];
          if (op.kind === 'int') expect(a.int(op.label, op.bound)).toBe(b.int(op.label, op.bound));
          else
            expect(
              a.shuffle(
                op.label,
                Array.from({ length: op.size }, (_, i) => i),
              ),
            ).toEqual(
              b.shuffle(
                op.label,
                Array.from({ length: op.size }, (_, i) => i),
              ),
            );
        });
        expect(sources.map((s) => s.takeDraws())).toEqual(reference.map((s) => s.takeDraws()));
      }),
      { numRuns: 40 },
    );
  });

  it('hands each draw out once through takeDraws', () => {
    const source = createRandomSource({ keyFor: keysFromMatchSeed(seedOf(2)) });
    source.int('dice', 6);
    expect(source.takeDraws()).toHaveLength(1);
    expect(source.takeDraws()).toHaveLength(0);
  });
});

describe('replayDraws / verifyDraw', () => {
  it('re-derives every recorded outcome with the seed', () => {
    fc.assert(
      fc.property(seedArb, fc.array(opArb, { minLength: 1, maxLength: 12 }), (seed, ops) => {
        const { draws } = play(seed, ops);
        const report = replayDraws(draws, keysFromMatchSeed(seed));
        expect(report).toMatchObject({ complete: true, verified: draws.length, mismatches: [] });
      }),
      { numRuns: 60 },
    );
  });

  it('detects a changed outcome', () => {
    fc.assert(
      fc.property(seedArb, fc.array(opArb, { minLength: 1, maxLength: 12 }), fc.nat(), (seed, ops, which) => {
        const { draws } = play(seed, ops);
        const tamperable = draws
          .map((d, i) => ({ d, i }))
          .filter(({ d }) => (d.kind === 'int' ? d.bound > 1 : d.size > 1));
        fc.pre(tamperable.length > 0);
        const { d: target, i: index } = tamperable[which % tamperable.length]!;
        const forged: RandomDraw =
          target.kind === 'int'
            ? { ...target, value: (target.value + 1) % target.bound }
            : {
                ...target,
                permutation: [target.permutation[1]!, target.permutation[0]!, ...target.permutation.slice(2)],
              };
        const tampered = draws.map((d, i) => (i === index ? forged : d));
        const report = replayDraws(tampered, keysFromMatchSeed(seed));
        expect(report.complete).toBe(false);
        expect(report.mismatches).toEqual([expect.objectContaining({ index, code: 'random.outcome-mismatch' })]);
        expect(verifyDraw(forged, keysFromMatchSeed(seed)(forged.label))).toMatchObject({
          ok: false,
          code: 'random.outcome-mismatch',
        });
      }),
      { numRuns: 60 },
    );
  });

  it('detects a skipped or reused counter', () => {
    const { draws } = play(seedOf(4), [
      { kind: 'int', label: 'dice', bound: 6 },
      { kind: 'int', label: 'dice', bound: 6 },
    ]);
    const skipped = [draws[0]!, { ...draws[1]!, from: draws[1]!.from + 1 }];
    expect(replayDraws(skipped, keysFromMatchSeed(seedOf(4))).mismatches).toEqual([
      expect.objectContaining({ index: 1, code: 'random.counter-gap' }),
    ]);
  });

  it('reports a forged block count and malformed records without throwing', () => {
    const { draws } = play(seedOf(4), [{ kind: 'int', label: 'dice', bound: 6 }]);
    const key = keysFromMatchSeed(seedOf(4))('dice');
    expect(verifyDraw({ ...draws[0]!, count: draws[0]!.count + 1 }, key)).toMatchObject({
      code: 'random.count-mismatch',
    });
    const malformed = { kind: 'int', label: 'dice', from: -1, count: 1, bound: 6, value: 1 } as RandomDraw;
    expect(replayDraws([malformed], () => key).mismatches[0]?.code).toBe('random.malformed-draw');
  });

  it('verifies dice with only the dice sub-seed and leaves deck orders unverifiable', () => {
    const seed = seedOf(11);
    const { draws } = play(seed, [
      { kind: 'shuffle', label: 'deck:seat0', size: 30 },
      { kind: 'int', label: 'dice:initiative', bound: 6 },
      { kind: 'shuffle', label: 'deck:seat1', size: 30 },
    ]);
    const report = replayDraws(draws, keysFromSubSeeds({ dice: deriveSubSeed(seed, 'dice') }));
    expect(report.verified).toBe(1);
    expect(report.unverifiable.map((u) => u.label)).toEqual(['deck:seat0', 'deck:seat1']);
    expect(report.mismatches).toEqual([]);
    expect(report.complete).toBe(false);
  });

  it('rejects outcomes derived from another seed', () => {
    const { draws } = play(seedOf(12), [{ kind: 'shuffle', label: 'deck:seat0', size: 40 }]);
    expect(replayDraws(draws, keysFromMatchSeed(seedOf(13))).mismatches[0]?.code).toBe('random.outcome-mismatch');
  });
});
