import type { Standings } from '../standings/standings.js';
import type { Placing, RoundState, TableState } from './types.js';

/** The winner's seat of a decided table. */
export function winnerOf(table: TableState): string {
  return table.final!.result.winner === 'b' ? table.b! : table.a;
}

export function loserOf(table: TableState): string {
  return winnerOf(table) === table.a ? table.b! : table.a;
}

/** Players of the final standings, those who finished the event first (a dropped player takes no place ahead of them). */
function standingsOrder(standings: Standings): string[] {
  return [...standings.rows.filter((r) => !r.dropped), ...standings.rows.filter((r) => r.dropped)].map((r) => r.player);
}

/**
 * Numbers groups of players sharing a place range, best first. A disqualified player takes no place
 * (as in MTR practice: they leave the final standings and take no prize; those below move up): they
 * are listed last, marked, so every player of the event still appears once.
 */
function numbered(groups: readonly (readonly string[])[], disqualified: ReadonlySet<string>): Placing[] {
  const placings: Placing[] = [];
  let next = 1;
  for (const group of groups) {
    const kept = group.filter((id) => !disqualified.has(id));
    for (const player of kept) placings.push({ player, place: next, to: next + kept.length - 1 });
    next += kept.length;
  }
  for (const player of groups.flat().filter((id) => disqualified.has(id)))
    placings.push({ player, place: next, to: next++, disqualified: true });
  return placings;
}

/** A Swiss-only event: one place per player in the final standings. */
export function swissPlacings(standings: Standings, disqualified: ReadonlySet<string> = new Set()): Placing[] {
  return numbered(
    standingsOrder(standings).map((id) => [id]),
    disqualified,
  );
}

/** Whether both players of a bracket table had dropped: nobody won it (`walkovers`), so they share its places. */
export const nobodyWon = (table: TableState): boolean => table.b !== null && table.final?.result.winner === 'draw';

/** The final or the third-place match: the winner above the loser, or both level when nobody won it. */
const pairGroups = (table: TableState): string[][] =>
  nobodyWon(table) ? [[table.a, table.b!]] : [[winnerOf(table)], [loserOf(table)]];

/**
 * After a top cut: 1st and 2nd from the final, 3rd and 4th from the third-place match (002 C.1) or
 * shared by the semi-final losers, 5th–8th by the quarter-final losers, 9th–16th…; then everyone
 * else in the order of the final Swiss standings. A final (or third-place match) nobody won — both
 * players had dropped — is shared: 1st–2nd with no champion (3rd–4th).
 */
export function cutPlacings(
  size: number,
  bracketRounds: readonly RoundState[],
  thirdPlaceMatch: boolean,
  standings: Standings,
  disqualified: ReadonlySet<string> = new Set(),
): Placing[] {
  const byEntrants = new Map<number, string[][]>();
  let remaining = size;
  for (const round of bracketRounds) {
    const bracket = round.tables.slice(0, remaining / 2);
    if (remaining === 2) {
      byEntrants.set(2, pairGroups(bracket[0]!));
      const third = thirdPlaceMatch ? round.tables[1] : undefined;
      if (third) byEntrants.set(4, pairGroups(third));
    } else if (!(remaining === 4 && thirdPlaceMatch)) {
      byEntrants.set(remaining, [bracket.map(loserOf)]);
    }
    remaining /= 2;
  }
  const groups = [2, 4, 8, 16].flatMap((entrants) => byEntrants.get(entrants) ?? []);
  const placed = new Set(groups.flat());
  const rest = standingsOrder(standings)
    .filter((id) => !placed.has(id))
    .map((id) => [id]);
  return numbered([...groups, ...rest], disqualified);
}

/** The champion: the sole holder of 1st place, or nobody (a final nobody won, or no one left to place). */
export function championOf(placings: readonly Placing[]): string | null {
  const first = placings[0];
  return first !== undefined && first.place === 1 && first.to === 1 && first.disqualified !== true
    ? first.player
    : null;
}
