/**
 * Every distinct sub-multiset of `sorted` (equal items side by side), each listed once and in the
 * order of `sorted`; only those of exactly `size` items when a size is given. Choices of cards from
 * a hand use it, where two copies of one card are the same choice.
 */
export function subMultisets<T>(sorted: readonly T[], size?: number): T[][] {
  const result: T[][] = [];
  const walk = (from: number, chosen: T[]): void => {
    if (size === undefined || chosen.length === size) {
      result.push(chosen.slice());
      if (size !== undefined) return;
    }
    for (let i = from; i < sorted.length; i += 1) {
      if (i > from && sorted[i] === sorted[i - 1]) continue;
      chosen.push(sorted[i]!);
      walk(i + 1, chosen);
      chosen.pop();
    }
  };
  walk(0, []);
  return result;
}

/** `list` less the first copy of each of `items` (multiset difference); an item not in it is passed over. */
export function withoutEach<T>(list: readonly T[], items: readonly T[]): T[] {
  const rest = list.slice();
  for (const item of items) {
    const at = rest.indexOf(item);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest;
}

/** The ids of cards given by catalog index, sorted: a hand as the multiset its discards are chosen from. */
export function sortedCardIds(catalog: readonly { readonly id: string }[], cards: readonly number[]): string[] {
  return cards.map((c) => catalog[c]!.id).sort();
}
