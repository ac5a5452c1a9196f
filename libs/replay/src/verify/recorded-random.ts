import type { RandomDraw, RandomSource } from '@cronica/rules-kernel';

/** The rules asked for randomness the replay did not record (or recorded differently). */
export class DrawDivergence extends Error {
  override readonly name = 'DrawDivergence';
}

/**
 * The replay's draws in order: each request must match the next recorded draw's kind, label and
 * bound or size, and start at the counter the state says that label has reached.
 */
function drawCursor(draws: readonly RandomDraw[], counters: Readonly<Record<string, number>>) {
  let next = 0;
  let taken: RandomDraw[] = [];
  const position: Record<string, number> = { ...counters };
  const take = (kind: RandomDraw['kind'], label: string, size: number): RandomDraw => {
    const draw = draws[next];
    if (draw === undefined)
      throw new DrawDivergence(`the rules drew ${kind} "${label}" but the replay records no more draws`);
    const recordedSize = draw.kind === 'int' ? draw.bound : draw.size;
    if (draw.kind !== kind || draw.label !== label || recordedSize !== size) {
      throw new DrawDivergence(
        `the rules drew ${kind} "${label}" (${size}); the replay records ${draw.kind} "${draw.label}" (${recordedSize})`,
      );
    }
    if (draw.from !== (position[label] ?? 0))
      throw new DrawDivergence(`draw "${label}" starts at counter ${draw.from}, expected ${position[label] ?? 0}`);
    position[label] = draw.from + draw.count;
    next += 1;
    taken.push(draw);
    return draw;
  };
  const takeDraws = () => {
    const out = taken;
    taken = [];
    return out;
  };
  return { take, takeDraws, remaining: () => draws.length - next };
}

/**
 * A `RandomSource` that hands `decide` the outcomes recorded in the replay, in order, so the
 * rules can be re-executed without any seed (see `drawCursor` for what each request must match).
 */
export function recordedRandomSource(
  draws: readonly RandomDraw[],
  counters: Readonly<Record<string, number>>,
): RandomSource & { remaining(): number } {
  const { take, takeDraws, remaining } = drawCursor(draws, counters);
  return {
    int(label, bound) {
      const draw = take('int', label, bound) as Extract<RandomDraw, { kind: 'int' }>;
      if (!Number.isSafeInteger(draw.value) || draw.value < 0 || draw.value >= bound)
        throw new DrawDivergence(`recorded value ${draw.value} is outside [0, ${bound})`);
      return draw.value;
    },
    shuffle<T>(label: string, items: readonly T[]): T[] {
      const draw = take('shuffle', label, items.length) as Extract<RandomDraw, { kind: 'shuffle' }>;
      if (!isPermutation(draw.permutation, items.length))
        throw new DrawDivergence(`recorded shuffle of "${label}" is not a permutation`);
      return draw.permutation.map((index) => items[index]!);
    },
    takeDraws,
    remaining,
  };
}

function isPermutation(permutation: readonly number[], size: number): boolean {
  if (!Array.isArray(permutation) || permutation.length !== size) return false;
  const seen = new Set(permutation);
  return seen.size === size && permutation.every((index) => Number.isSafeInteger(index) && index >= 0 && index < size);
}
