import { maxWeightMatching } from '../matching/max-weight-matching.js';
import type { PairingCosts, PairingPlayer, PairingProblem } from './pairing-problem.js';

/**
 * The lower bound of the fast exact path. For players on a line of scores, Σ (score gap)² over any
 * perfect matching is at least Σ gap² over the boundaries between adjacent score groups that have
 * an odd number of players above them: every such boundary is crossed by some table, a table
 * crossing several boundaries costs (Σ gaps)² > Σ gaps², and gaps are positive. A table crossing
 * an odd boundary joins the two groups beside it, so at least the float penalty unavoidable at
 * that boundary is also paid. A matching meets the bound exactly when it has no rematch, crosses
 * each odd boundary once between the two groups beside it, crosses no even boundary, and pays
 * only the unavoidable float penalties (`canonical-pairing.ts` builds such matchings).
 */

export function lowerBound(problem: PairingProblem): PairingCosts {
  const { players, groupStarts } = problem;
  let squaredGaps = 0;
  let repeatedFloats = 0;
  for (let g = 0; g + 2 < groupStarts.length; g += 1) {
    if (groupStarts[g + 1]! % 2 === 0) continue;
    const upper = players.slice(groupStarts[g]!, groupStarts[g + 1]!);
    const lower = players.slice(groupStarts[g + 1]!, groupStarts[g + 2]!);
    squaredGaps += (upper[0]!.points - lower[0]!.points) ** 2;
    if (upper.every((p) => p.lastFloat === 'down')) repeatedFloats += 1;
    if (lower.every((p) => p.lastFloat === 'up')) repeatedFloats += 1;
  }
  return { rematches: 0, squaredGaps, repeatedFloats };
}

/** Greedy rematch-free pairs in order: each player takes the first later player not met. */
function greedyInside(
  members: readonly number[],
  players: readonly PairingPlayer[],
): { pairs: [number, number][]; complete: boolean } {
  const taken = new Uint8Array(members.length);
  const pairs: [number, number][] = [];
  let complete = true;
  for (let x = 0; x < members.length; x += 1) {
    if (taken[x]) continue;
    let y = x + 1;
    while (y < members.length && (taken[y] || players[members[x]!]!.met.has(members[y]!))) y += 1;
    if (y >= members.length) {
      complete = false;
      continue;
    }
    taken[x] = 1;
    taken[y] = 1;
    pairs.push([x, y]);
  }
  return { pairs, complete };
}

/**
 * Completes a greedy matching whose leftovers have all met: each leftover pair (u, v) takes over a
 * pair (x, y) as (u, x) and (v, y) — an augmenting path of length three. True when complete.
 */
function repairBySwaps(
  members: readonly number[],
  players: readonly PairingPlayer[],
  pairs: [number, number][],
): boolean {
  const matched = new Uint8Array(members.length);
  for (const [x, y] of pairs) matched[x] = matched[y] = 1;
  const left = members.map((_, x) => x).filter((x) => !matched[x]);
  const allowed = (x: number, y: number) => !players[members[x]!]!.met.has(members[y]!);
  for (let k = 0; k + 1 < left.length; k += 2) {
    const [u, v] = [left[k]!, left[k + 1]!];
    if (allowed(u, v)) {
      pairs.push([u, v]);
      continue;
    }
    const at = pairs.findIndex(([x, y]) => (allowed(u, x) && allowed(v, y)) || (allowed(u, y) && allowed(v, x)));
    if (at < 0) return false;
    const [x, y] = pairs[at]!;
    pairs.splice(
      at,
      1,
      ...((allowed(u, x) && allowed(v, y)
        ? [
            [u, x],
            [v, y],
          ]
        : [
            [u, y],
            [v, x],
          ]) as [number, number][]),
    );
  }
  return left.length % 2 === 0;
}

/** A rematch-free perfect matching of `members` (exact: null only when none exists): greedy, then swaps, then the blossom. */
export function matchInside(members: readonly number[], players: readonly PairingPlayer[]): [number, number][] | null {
  const greedy = greedyInside(members, players);
  if (greedy.complete || repairBySwaps(members, players, greedy.pairs))
    return greedy.pairs.map(([x, y]) => [members[x]!, members[y]!]);
  const edges: { i: number; j: number; weight: number }[] = [];
  const index = new Map<number, number>();
  for (let x = 0; x < members.length; x += 1) {
    for (let y = x + 1; y < members.length; y += 1) {
      if (players[members[x]!]!.met.has(members[y]!)) continue;
      index.set(x * members.length + y, edges.length);
      edges.push({ i: x, j: y, weight: 1 });
    }
  }
  const { mate } = maxWeightMatching(
    members.length,
    edges,
    greedy.pairs.map(([x, y]) => index.get(Math.min(x, y) * members.length + Math.max(x, y))!),
  );
  const pairs: [number, number][] = [];
  for (let x = 0; x < members.length; x += 1) {
    if (mate[x]! < 0) return null;
    if (x < mate[x]!) pairs.push([members[x]!, members[mate[x]!]!]);
  }
  return pairs;
}
