/**
 * Single elimination seeding (tournament-anchors.md §5.9): seed 1 meets seed N,
 * and the bracket keeps 1 and 2 apart until the final — for 8: 1v8, 4v5, 2v7, 3v6.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = 2 * order.length + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** Tables of the first top-cut round: pairs of seeds in bracket order. */
export function firstBracketRound(seeds: readonly string[]): { a: string; b: string }[] {
  const order = bracketOrder(seeds.length);
  const tables: { a: string; b: string }[] = [];
  for (let i = 0; i < order.length; i += 2) tables.push({ a: seeds[order[i]! - 1]!, b: seeds[order[i + 1]! - 1]! });
  return tables;
}
