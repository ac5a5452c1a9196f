import { matchInside } from './lower-bound-pairing.js';
import type { PairingPlayer, PairingProblem } from './pairing-problem.js';

/**
 * Who meets whom among equally good pairings: one rule, whichever algorithm proved the optimum
 * (README, "Who meets whom"). Each player carries a seeded draw (`order`, from the tournament seed
 * and the round). Inside a set of players with the same points, the first in draw order meets the
 * first later player they can meet — not met before, and leaving the rest pairable — then the
 * next unpaired player, and so on: with no constraints, first v second, third v fourth, as in MTG
 * events. Between score groups, from the top: the player arriving from above meets the first, in
 * draw order, of the group that can take them; the group's player floating down is the last, in
 * draw order, that can float; every choice subject to the whole round meeting the optimum.
 */

type Pair = [number, number];

const byDraw = (players: readonly PairingPlayer[]) => (x: number, y: number) => players[x]!.order - players[y]!.order;

/** Each player in order takes the first later player not met; null when that gets stuck. */
function greedyInOrder(sorted: readonly number[], players: readonly PairingPlayer[]): Pair[] | null {
  const taken = new Uint8Array(sorted.length);
  const pairs: Pair[] = [];
  for (let x = 0; x < sorted.length; x += 1) {
    if (taken[x]) continue;
    let y = x + 1;
    while (y < sorted.length && (taken[y] || players[sorted[x]!]!.met.has(sorted[y]!))) y += 1;
    if (y >= sorted.length) return null;
    taken[x] = taken[y] = 1;
    pairs.push([sorted[x]!, sorted[y]!]);
  }
  return pairs;
}

function mateMap(pairs: readonly (readonly [number, number])[]): Map<number, number> {
  const mate = new Map<number, number>();
  for (const [x, y] of pairs) mate.set(x, y).set(y, x);
  return mate;
}

/** Whether `x` can take `y` with the rest still pairable; updates the witness pairing when it can. */
function canTake(
  x: number,
  y: number,
  rest: () => number[],
  players: readonly PairingPlayer[],
  mate: Map<number, number>,
): boolean {
  if (mate.get(x) === y) return true;
  const [mx, my] = [mate.get(x)!, mate.get(y)!];
  if (!players[mx]!.met.has(my)) {
    mate.set(x, y).set(y, x).set(mx, my).set(my, mx);
    return true;
  }
  const others = matchInside(rest(), players);
  if (others === null) return false;
  for (const [p, q] of others) mate.set(p, q).set(q, p);
  mate.set(x, y).set(y, x);
  return true;
}

/** The rule when greedy gets stuck: each choice checked against a witness pairing of the rest (exact). */
function exactInOrder(sorted: readonly number[], players: readonly PairingPlayer[], witness: readonly Pair[]): Pair[] {
  const mate = mateMap(witness);
  const taken = new Uint8Array(sorted.length);
  const pairs: Pair[] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    if (taken[i]) continue;
    const x = sorted[i]!;
    for (let j = i + 1; j < sorted.length; j += 1) {
      const y = sorted[j]!;
      if (taken[j] || players[x]!.met.has(y)) continue;
      const rest = () => sorted.filter((v, k) => !taken[k] && k !== i && k !== j && v !== x);
      if (!canTake(x, y, rest, players, mate)) continue;
      taken[i] = taken[j] = 1;
      pairs.push([x, y]);
      break;
    }
  }
  return pairs;
}

/** The rule inside one set of players; null when they have no rematch-free pairing. */
export function pairInsideByDraw(members: readonly number[], players: readonly PairingPlayer[]): Pair[] | null {
  const sorted = [...members].sort(byDraw(players));
  const greedy = greedyInOrder(sorted, players);
  if (greedy !== null) return greedy;
  const witness = matchInside(sorted, players);
  return witness === null ? null : exactInOrder(sorted, players, witness);
}

interface Plan {
  readonly pairs: readonly Pair[];
  readonly below: Plan | null;
}

const END: Plan = { pairs: [], below: null };

class LowerBoundSearch {
  private readonly groups: number[][];
  private readonly allUp: boolean[];
  private readonly allDown: boolean[];
  private readonly memo = new Map<number, Plan | null>();

  constructor(private readonly problem: PairingProblem) {
    const { players, groupStarts } = problem;
    this.groups = groupStarts
      .slice(0, -1)
      .map((start, g) =>
        Array.from({ length: groupStarts[g + 1]! - start }, (_, k) => start + k).sort(byDraw(players)),
      );
    this.allUp = this.groups.map((members) => members.every((i) => players[i]!.lastFloat === 'up'));
    this.allDown = this.groups.map((members) => members.every((i) => players[i]!.lastFloat === 'down'));
  }

  private oddBelow(g: number): boolean {
    return g + 1 < this.groups.length && this.problem.groupStarts[g + 1]! % 2 === 1;
  }

  /** Receives a floater without a repeated up-float unless the whole group floated up last round. */
  private canReceive(arriving: number, r: number, g: number): boolean {
    const player = this.problem.players[r]!;
    return !player.met.has(arriving) && (player.lastFloat !== 'up' || this.allUp[g]!);
  }

  private canFloat(d: number, g: number): boolean {
    if (this.problem.players[d]!.lastFloat === 'down' && !this.allDown[g]) return false;
    return this.groups[g + 1]!.some((r) => this.canReceive(d, r, g + 1));
  }

  /** The rule's plan for groups g.. given the player arriving from above (-1: none), or null. */
  solve(g: number, arriving: number): Plan | null {
    if (g === this.groups.length) return arriving < 0 ? END : null;
    const key = g * (this.problem.players.length + 1) + arriving + 1;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const plan = this.plan(g, arriving);
    this.memo.set(key, plan);
    return plan;
  }

  private plan(g: number, arriving: number): Plan | null {
    const members = this.groups[g]!;
    const receivers = arriving < 0 ? [-1] : members.filter((r) => this.canReceive(arriving, r, g));
    for (const r of receivers) {
      const floaters = this.oddBelow(g) ? [...members].reverse().filter((d) => d !== r && this.canFloat(d, g)) : [-1];
      for (const d of floaters) {
        const below = this.solve(g + 1, d);
        if (below === null) continue;
        const inner = pairInsideByDraw(
          members.filter((i) => i !== r && i !== d),
          this.problem.players,
        );
        if (inner === null) continue;
        return { pairs: r < 0 ? inner : [[arriving, r], ...inner], below };
      }
    }
    return null;
  }
}

/**
 * The rule's pairing among those meeting the lower bound (`lowerBound`), or null when no pairing
 * meets it. Exact: every choice of receiver and floater is tried, in rule order, before giving up.
 */
export function canonicalLowerBoundPairing(problem: PairingProblem): Pair[] | null {
  const plan = new LowerBoundSearch(problem).solve(0, -1);
  if (plan === null) return null;
  const pairs: Pair[] = [];
  for (let node: Plan | null = plan; node !== null; node = node.below) pairs.push(...node.pairs);
  return pairs;
}

/**
 * The rule applied to an optimum the blossom found above the lower bound: players it pairs inside
 * their own score group without a rematch are paired again by the draw (same cost: same points,
 * no float, no rematch); floats and unavoidable rematches stay as the optimum has them.
 */
export function pairInsideGroupsByDraw(problem: PairingProblem, pairs: readonly (readonly [number, number])[]): Pair[] {
  const { players } = problem;
  const kept: Pair[] = [];
  const inside = new Map<number, number[]>();
  for (const [x, y] of pairs) {
    if (players[x]!.points !== players[y]!.points || players[x]!.met.has(y)) {
      kept.push([x, y]);
      continue;
    }
    const list = inside.get(players[x]!.points) ?? [];
    list.push(x, y);
    inside.set(players[x]!.points, list);
  }
  for (const members of inside.values()) kept.push(...pairInsideByDraw(members, players)!);
  return kept;
}
