import type { Cost, DieRequirement } from '../cards/schema.js';
import type { Die } from './state.js';

/**
 * Paying costs with prepared dice (000_7cbcfc9bc47f1014.txt, "Resolución de Acciones": dice
 * "que se iguale en número y color al coste"). Equal dice (same colour and face) are
 * interchangeable, so a choice is canonical when it takes the lowest positions among equals:
 * that keeps `legalCommands` small and exact.
 */

export function fits(req: DieRequirement, die: Die): boolean {
  if (req.color !== 'any' && req.color !== die.color) return false;
  if (req.face !== undefined && die.face !== req.face) return false;
  return req.min === undefined || die.face >= req.min;
}

/** The chosen dice pay every requirement one-to-one (a perfect matching, by backtracking). */
export function pays(cost: Cost, dice: readonly Die[], chosen: readonly number[]): boolean {
  return chosen.length === cost.length && assign(cost, dice, chosen, 0, 0);
}

/** Requirement `r` on: some unused chosen die (bit k of `used`) fits it and the rest can be paid. */
function assign(cost: Cost, dice: readonly Die[], chosen: readonly number[], r: number, used: number): boolean {
  if (r === cost.length) return true;
  const req = cost[r]!;
  for (let k = 0; k < chosen.length; k += 1) {
    const bit = 1 << k;
    if ((used & bit) === 0 && fits(req, dice[chosen[k]!]!) && assign(cost, dice, chosen, r + 1, used | bit))
      return true;
  }
  return false;
}

export type DiceChoiceProblem = 'not-sorted' | 'bad-dice' | 'non-canonical' | null;

/** Indices ascending, existing, prepared (unspent), lowest among equals. */
export function checkChoice(dice: readonly Die[], chosen: readonly number[]): DiceChoiceProblem {
  for (let k = 0; k < chosen.length; k += 1) {
    const at = chosen[k]!;
    if (!Number.isInteger(at)) return 'bad-dice';
    if (k > 0 && at <= chosen[k - 1]!) return 'not-sorted';
    const die = dice[at];
    if (die === undefined || die.spent) return 'bad-dice';
  }
  for (const at of chosen) {
    const die = dice[at]!;
    for (let e = 0; e < at; e += 1) {
      const other = dice[e]!;
      if (!other.spent && other.color === die.color && other.face === die.face && !chosen.includes(e))
        return 'non-canonical';
    }
  }
  return null;
}

/** Prepared dice grouped by colour and face, each group's positions ascending. */
export function equalGroups(dice: readonly Die[]): number[][] {
  const groups: number[][] = [];
  const firsts: Die[] = [];
  for (let i = 0; i < dice.length; i += 1) {
    const d = dice[i]!;
    if (d.spent) continue;
    let g = 0;
    while (g < firsts.length && (firsts[g]!.color !== d.color || firsts[g]!.face !== d.face)) g += 1;
    if (g === firsts.length) {
      firsts.push(d);
      groups.push([i]);
    } else groups[g]!.push(i);
  }
  return groups;
}

/** Every canonical choice of `size` prepared dice: how many of each group, lowest positions first. */
export function canonicalChoices(dice: readonly Die[], size: number): number[][] {
  return choicesAmong(equalGroups(dice), size);
}

/** `canonicalChoices` from the dice's `equalGroups`, for callers listing several sizes. */
export function choicesAmong(groups: readonly number[][], size: number): number[][] {
  const result: number[][] = [];
  take(groups, new Array<number>(groups.length).fill(0), 0, size, result);
  return result;
}

/** Group `g` on takes `left` dice, group `g` taking the most first. */
function take(groups: readonly number[][], counts: number[], g: number, left: number, result: number[][]): void {
  if (left === 0) {
    result.push(chosenPositions(groups, counts));
    return;
  }
  if (g === groups.length) return;
  for (let n = Math.min(left, groups[g]!.length); n >= 0; n -= 1) {
    counts[g] = n;
    take(groups, counts, g + 1, left - n, result);
  }
  counts[g] = 0;
}

/** The positions the counts take, ascending (insertion: choices hold a few dice). */
function chosenPositions(groups: readonly number[][], counts: readonly number[]): number[] {
  const chosen: number[] = [];
  for (let g = 0; g < groups.length; g += 1) {
    for (let k = 0; k < counts[g]!; k += 1) {
      const position = groups[g]![k]!;
      let at = chosen.length;
      chosen.push(position);
      while (at > 0 && chosen[at - 1]! > position) {
        chosen[at] = chosen[at - 1]!;
        at -= 1;
      }
      chosen[at] = position;
    }
  }
  return chosen;
}

/** Canonical ways to pay a cost. */
export function payments(cost: Cost, dice: readonly Die[]): number[][] {
  return canonicalChoices(dice, cost.length).filter((chosen) => pays(cost, dice, chosen));
}

export const preparedCount = (dice: readonly Die[]): number => dice.reduce((n, d) => (d.spent ? n : n + 1), 0);
export const spentCount = (dice: readonly Die[]): number => dice.length - preparedCount(dice);

/**
 * The canonical form of a player's pick of prepared dice: equal dice (colour and face) are
 * interchangeable, so picking the third of three red 5s is picking the first. A table lets a
 * person tick any dice; this turns the ticks into the choice `decide` accepts. Spent or unknown
 * positions are kept as they are, for `decide` to refuse.
 */
export function canonicalPick(dice: readonly Die[], picked: readonly number[]): number[] {
  const wanted = new Map<string, number>();
  const odd: number[] = [];
  for (const at of new Set(picked)) {
    const die = dice[at];
    if (die === undefined || die.spent) odd.push(at);
    else wanted.set(`${die.color}:${die.face}`, (wanted.get(`${die.color}:${die.face}`) ?? 0) + 1);
  }
  const chosen: number[] = [...odd];
  dice.forEach((die, at) => {
    const key = `${die.color}:${die.face}`;
    const left = wanted.get(key) ?? 0;
    if (die.spent || left === 0) return;
    chosen.push(at);
    wanted.set(key, left - 1);
  });
  return chosen.sort((a, b) => a - b);
}

/**
 * Of the ways to pay, the one that gives up least: the lowest faces (a high die may pay a
 * "4+" cost later), then the one leaving the most colours prepared (a coloured cost may come
 * next). A table's preselection; the player may still pick any other way that pays.
 */
export function cheapestPayment(dice: readonly Die[], ways: readonly (readonly number[])[]): readonly number[] | null {
  let best: readonly number[] | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const way of ways) {
    const faces = way.reduce((sum, at) => sum + (dice[at]?.face ?? 0), 0);
    const left = new Set(dice.flatMap((d, at) => (d.spent || way.includes(at) ? [] : [d.color])));
    const score = faces * 10 - left.size;
    if (score < bestScore) {
      best = way;
      bestScore = score;
    }
  }
  return best;
}
