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

/** A Swiss-only event: one place per player in the final standings. */
export function swissPlacings(standings: Standings): Placing[] {
  return standingsOrder(standings).map((player, index) => ({ player, place: index + 1, to: index + 1 }));
}

/**
 * After a top cut: 1st and 2nd from the final, 3rd and 4th from the third-place match (002 C.1) or
 * shared by the semi-final losers, 5th–8th by the quarter-final losers, 9th–16th…; then everyone
 * else in the order of the final Swiss standings.
 */
export function cutPlacings(size: number, bracketRounds: readonly RoundState[], thirdPlaceMatch: boolean, standings: Standings): Placing[] {
  const placings: Placing[] = [];
  let remaining = size;
  for (const round of bracketRounds) {
    const isFinal = remaining === 2;
    const bracket = round.tables.slice(0, remaining / 2);
    if (isFinal) {
      placings.push({ player: winnerOf(bracket[0]!), place: 1, to: 1 }, { player: loserOf(bracket[0]!), place: 2, to: 2 });
      const third = thirdPlaceMatch ? round.tables[1] : undefined;
      if (third) placings.push({ player: winnerOf(third), place: 3, to: 3 }, { player: loserOf(third), place: 4, to: 4 });
    } else if (!(remaining === 4 && thirdPlaceMatch)) {
      for (const table of bracket) placings.push({ player: loserOf(table), place: remaining / 2 + 1, to: remaining });
    }
    remaining /= 2;
  }
  placings.sort((x, y) => x.place - y.place);
  const placed = new Set(placings.map((p) => p.player));
  const rest = standingsOrder(standings).filter((id) => !placed.has(id));
  return [...placings, ...rest.map((player, index) => ({ player, place: size + index + 1, to: size + index + 1 }))];
}
