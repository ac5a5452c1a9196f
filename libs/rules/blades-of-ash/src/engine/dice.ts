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
  if (chosen.length !== cost.length) return false;
  const used = new Array<boolean>(chosen.length).fill(false);
  const assign = (r: number): boolean => {
    if (r === cost.length) return true;
    for (let k = 0; k < chosen.length; k += 1) {
      if (!used[k] && fits(cost[r]!, dice[chosen[k]!]!)) {
        used[k] = true;
        if (assign(r + 1)) return true;
        used[k] = false;
      }
    }
    return false;
  };
  return assign(0);
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
      if (!other.spent && other.color === die.color && other.face === die.face && !chosen.includes(e)) return 'non-canonical';
    }
  }
  return null;
}

/** Prepared dice grouped by colour and face, each group's positions ascending. */
function equalGroups(dice: readonly Die[]): number[][] {
  const groups: number[][] = [];
  const firsts: Die[] = [];
  for (let i = 0; i < dice.length; i += 1) {
    const d = dice[i]!;
    if (d.spent) continue;
    let g = 0;
    while (g < firsts.length && (firsts[g]!.color !== d.color || firsts[g]!.face !== d.face)) g += 1;
    if (g === firsts.length) { firsts.push(d); groups.push([i]); } else groups[g]!.push(i);
  }
  return groups;
}

/** Every canonical choice of `size` prepared dice: how many of each group, lowest positions first. */
export function canonicalChoices(dice: readonly Die[], size: number): number[][] {
  const groups = equalGroups(dice);
  const counts = new Array<number>(groups.length).fill(0);
  const result: number[][] = [];
  const emit = (): void => {
    const taken = new Array<boolean>(dice.length).fill(false);
    groups.forEach((group, g) => { for (let k = 0; k < counts[g]!; k += 1) taken[group[k]!] = true; });
    const chosen: number[] = [];
    for (let i = 0; i < taken.length; i += 1) if (taken[i]) chosen.push(i);
    result.push(chosen);
  };
  const take = (g: number, left: number): void => {
    if (left === 0) { emit(); return; }
    if (g === groups.length) return;
    for (let n = Math.min(left, groups[g]!.length); n >= 0; n -= 1) {
      counts[g] = n;
      take(g + 1, left - n);
    }
    counts[g] = 0;
  };
  take(0, size);
  return result;
}

/** Canonical ways to pay a cost. */
export function payments(cost: Cost, dice: readonly Die[]): number[][] {
  return canonicalChoices(dice, cost.length).filter((chosen) => pays(cost, dice, chosen));
}

export const preparedCount = (dice: readonly Die[]): number => dice.reduce((n, d) => (d.spent ? n : n + 1), 0);
export const spentCount = (dice: readonly Die[]): number => dice.length - preparedCount(dice);
