import { distance } from '../grid.js';
import { ofType, type AccionCommand } from '../encounter/commands.js';
import { isPlayerId } from '../encounter/state.js';
import type { AccionView, EnemyView, PlayerView } from '../encounter/view.js';

/**
 * The GM's turn planned as a whole for the enemy that acts (RULES-NOTES.md, "Enemies": its
 * actions per turn spent on attacks, hexes, moves and charges), from the GM's view: every hero's
 * HP, guard, preparation, hand count and MP, never a hand. Each plan — strike a hero in reach
 * with every action, close in and strike, charge, or hex first — is weighed with its rolls' odds
 * (the chaotic d12 against the hero's guard), halved once against a prepared hero (003,
 * "Prepararte") and with the first roll low when the enemy was interrupted (003, "Interrumpir":
 * "2d12 y elegir el resultado más bajo"). Its worth is the expected damage plus, for each hero, the
 * chance to knock them out this turn times what that hero would still do: focus fire on the
 * hero it can fell. A hex is worth the card it strips (003, "Asistir a un aliado": a hand is what
 * a combo is made of) and, when it would leave a hero without cards or MP for an attack skill,
 * the whole turn that hero would spend drawing.
 */

/** What felling a hero is worth over its expected damage: the turns it would still play. */
const KNOCKOUT_WORTH = 12;
/** A card stripped from a hand with cards to spare. */
const CARD_WORTH = 0.4;
/** A hero with no card and no MP for an attack skill spends its next turn drawing (003, "Robo Duro"). */
const EMPTY_HAND_WORTH = 8;

interface Strike {
  /** Chance the chaotic die reaches the guard. */
  readonly hit: number;
  readonly damage: number;
}

interface Option {
  readonly first: AccionCommand;
  readonly worth: number;
}

/** Chance that a d12 (or the lower of 2d12) reaches `guard`. */
export function strikeChance(guard: number, low: boolean): number {
  const one = Math.max(0, Math.min(12, 13 - guard)) / 12;
  return low ? one * one : one;
}

/**
 * The chance that a row of strikes deals at least `hp`, and their expected damage; the first hit
 * against a prepared hero is halved, rounded down (RULES-NOTES.md, "Prepararte").
 */
export function strikeOdds(strikes: readonly Strike[], hp: number, prepared: boolean): { ko: number; mean: number } {
  let states = new Map<string, number>([[`0|${prepared ? 1 : 0}`, 1]]);
  for (const s of strikes) {
    const next = new Map<string, number>();
    const add = (k: string, p: number) => next.set(k, (next.get(k) ?? 0) + p);
    for (const [key, p] of states) {
      const [dealt, prep] = key.split('|').map(Number) as [number, number];
      const dmg = prep === 1 ? Math.floor(s.damage / 2) : s.damage;
      add(`${dealt + dmg}|0`, p * s.hit);
      add(key, p * (1 - s.hit));
    }
    states = next;
  }
  let [ko, mean] = [0, 0];
  for (const [key, p] of states) {
    const dealt = Number(key.split('|')[0]);
    mean += p * Math.min(dealt, hp);
    if (dealt >= hp) ko += p;
  }
  return { ko, mean };
}

/**
 * The worth of a row of strikes on a hero: expected damage, the chance to fell them, and the share
 * of their HP it takes, so that equal damage goes to the hero nearer to falling (focus fire).
 */
function strikesWorth(hero: PlayerView, strikes: readonly Strike[]): number {
  const { ko, mean } = strikeOdds(strikes, hero.hp, hero.prepared);
  return mean + ko * KNOCKOUT_WORTH + mean / Math.max(1, hero.hp);
}

/** `n` strikes of the enemy on the hero, the first one low when the enemy was interrupted. */
function strikesOf(
  enemy: EnemyView,
  hero: PlayerView,
  n: number,
  bonus = 0,
  interrupted = enemy.interrupted,
): Strike[] {
  return Array.from({ length: n }, (_, i) => ({
    hit: strikeChance(hero.guard, interrupted && i === 0),
    damage: enemy.damage + (i === 0 ? bonus : 0),
  }));
}

/** What a successful hex takes from the hero (RULES-NOTES.md, "Enemies": a card at random). */
function hexWorth(v: AccionView, enemy: EnemyView, hero: PlayerView): number {
  const success = hexChance(enemy.interrupted, hero.prepared);
  const cheapest = Math.min(99, ...v.skills.filter((s) => s.effect.op === 'attack').map((s) => s.cost));
  const emptied = hero.handCount === 1 && hero.mp < cheapest;
  return success * (emptied ? EMPTY_HAND_WORTH : hero.handCount === 0 ? 0 : CARD_WORTH);
}

/** Chance the chaotic die (low when interrupted) beats the hero's d8 (high of 2d8 when prepared). */
export function hexChance(interrupted: boolean, prepared: boolean): number {
  let wins = 0;
  for (let d = 1; d <= 12; d += 1) {
    const pd = interrupted ? (2 * (12 - d) + 1) / 144 : 1 / 12;
    for (let r = 1; r <= 8; r += 1) if (d > r) wins += pd * (prepared ? (2 * r - 1) / 64 : 1 / 8);
  }
  return wins;
}

const adjacent = (a: readonly [number, number] | null, b: readonly [number, number] | null) =>
  a !== null && b !== null && distance(a, b) === 1;

/** Strike now with every action, or hex first (the interrupted roll spent on it) and strike after. */
function inReachOptions(v: AccionView, enemy: EnemyView, hero: PlayerView, legal: readonly AccionCommand[]): Option[] {
  const left = v.turn?.actionsLeft ?? 0;
  const out: Option[] = [];
  const attack = ofType(legal, 'EnemyAttack').find((c) => c.data.target === hero.seat);
  if (attack !== undefined) out.push({ first: attack, worth: strikesWorth(hero, strikesOf(enemy, hero, left)) });
  const hex = ofType(legal, 'EnemyHex').find((c) => c.data.target === hero.seat);
  if (hex !== undefined) {
    const after = attack === undefined ? 0 : strikesWorth(hero, strikesOf(enemy, hero, left - 1, 0, false));
    out.push({ first: hex, worth: hexWorth(v, enemy, hero) + after });
  }
  return out;
}

/** A melee enemy out of reach steps next to the hero and strikes, or charges it (003, "Ataque Embestida"). */
function closingOptions(v: AccionView, enemy: EnemyView, hero: PlayerView, legal: readonly AccionCommand[]): Option[] {
  const left = v.turn?.actionsLeft ?? 0;
  const out: Option[] = [];
  const step = ofType(legal, 'EnemyMove').find((c) => adjacent(c.data.to, hero.position));
  if (step !== undefined && left > 1)
    out.push({ first: step, worth: strikesWorth(hero, strikesOf(enemy, hero, left - 1)) });
  const charge = ofType(legal, 'EnemyCharge').find((c) => c.data.target === hero.seat);
  if (charge !== undefined && enemy.position !== null && hero.position !== null) {
    // +1 per square crossed, at most +5: the squares between the two figures.
    const bonus = Math.min(5, distance(enemy.position, hero.position) - 1);
    out.push({ first: charge, worth: strikesWorth(hero, strikesOf(enemy, hero, 1, bonus)) });
  }
  return out;
}

/**
 * The first step of the active enemy's best plan over every hero of its scene, or undefined when
 * no plan strikes or hexes (the greedy order then moves, schemes or ends the turn).
 */
export function gmTurnStep(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  const enemy = v.enemies.find((e) => e.id === v.turn?.actor);
  if (enemy === undefined || (v.turn?.actionsLeft ?? 0) === 0) return undefined;
  const heroes = v.players.filter((p) => !p.fallen && !p.withdrawn && p.scene === enemy.scene);
  const options = heroes.flatMap((hero) => [
    ...inReachOptions(v, enemy, hero, legal),
    ...(enemy.reach === 'melee' && !adjacent(enemy.position, hero.position)
      ? closingOptions(v, enemy, hero, legal)
      : []),
  ]);
  const best = options.reduce<Option | undefined>(
    (top, o) => (top === undefined || o.worth > top.worth ? o : top),
    undefined,
  );
  return best !== undefined && best.worth > 0 ? best.first : undefined;
}

/**
 * Who the GM hands the initiative to (003, "Iniciativa popcorn"): its enemies before the heroes,
 * as the greedy GM does, and among them the one the party would fell first — the least HP left —
 * so it strikes before it falls.
 */
export function handoffStep(v: AccionView, legal: readonly AccionCommand[]): AccionCommand | undefined {
  const hp = (id: string) => v.enemies.find((e) => e.id === id)?.hp ?? 999;
  const toEnemies = [
    ...ofType(legal, 'PassInitiative').map((c) => ({ c, to: c.data.to })),
    ...ofType(legal, 'ChooseOpener').map((c) => ({ c, to: c.data.actor })),
  ].filter((x) => !isPlayerId(x.to));
  return [...toEnemies].sort((a, b) => hp(a.to) - hp(b.to))[0]?.c;
}
