import type { Seat } from '@cronica/rules-kernel';
import { adjacent, allSquares, sameSquare, squareKey, type Size } from '../grid.js';
import type { Square } from '../options.js';
import {
  GM_SEAT,
  isPlayerId,
  playerId,
  seatOfPlayer,
  type AccionState,
  type ActorId,
  type EnemyState,
  type PlayerState,
} from './state.js';
import { findEnemy, findPlayer } from './update.js';

/** Questions the rules ask of a state; shared by decide, legal commands, views and bots. */

export const isStandingPlayer = (p: PlayerState): boolean => !p.fallen && !p.withdrawn;
export const standingPlayers = (state: AccionState): PlayerState[] => state.players.filter(isStandingPlayer);
export const standingEnemies = (state: AccionState): EnemyState[] => state.enemies.filter((e) => !e.defeated);

export function isStanding(state: AccionState, actor: ActorId): boolean {
  if (isPlayerId(actor)) {
    const p = findPlayer(state, seatOfPlayer(actor));
    return p !== undefined && isStandingPlayer(p);
  }
  const e = findEnemy(state, actor);
  return e !== undefined && !e.defeated;
}

/** The seat that acts for an actor: the player's own, the GM's for every enemy. */
export const controllerOf = (actor: ActorId): Seat => (isPlayerId(actor) ? seatOfPlayer(actor) : GM_SEAT);

/** Every standing actor, players by seat then enemies in the encounter's order. */
export function standingActors(state: AccionState): ActorId[] {
  return [...standingPlayers(state).map((p) => playerId(p.seat)), ...standingEnemies(state).map((e) => e.id)];
}

export function sceneSize(state: AccionState, scene: string): Size {
  const s = state.options.scenes.find((x) => x.id === scene);
  return { width: s?.width ?? 0, height: s?.height ?? 0 };
}

/** Squares held by standing figures of a scene (`x,y` keys). */
export function occupiedSquares(state: AccionState, scene: string): Set<string> {
  const taken = new Set<string>();
  for (const p of state.players)
    if (isStandingPlayer(p) && p.scene === scene && p.at !== null) taken.add(squareKey(p.at));
  for (const e of state.enemies) if (!e.defeated && e.scene === scene && e.at !== null) taken.add(squareKey(e.at));
  return taken;
}

/** The actor on a square of a scene, if any. */
export function figureAt(state: AccionState, scene: string, square: Square): ActorId | null {
  const key = squareKey(square);
  for (const p of state.players)
    if (isStandingPlayer(p) && p.scene === scene && p.at !== null && squareKey(p.at) === key) return playerId(p.seat);
  for (const e of state.enemies)
    if (!e.defeated && e.scene === scene && e.at !== null && squareKey(e.at) === key) return e.id;
  return null;
}

/** 003, "Proximidad ofensiva": adjacency only exists on a tactical grid, in the same scene. */
export function areAdjacent(a: { scene: string; at: Square | null }, b: { scene: string; at: Square | null }): boolean {
  return a.scene === b.scene && a.at !== null && b.at !== null && adjacent(a.at, b.at);
}

/** The player whose turn it is, if the actor now is a player. */
export function activePlayer(state: AccionState): PlayerState | undefined {
  const actor = state.turn?.actor;
  return actor !== undefined && isPlayerId(actor) ? findPlayer(state, seatOfPlayer(actor)) : undefined;
}

export function activeEnemy(state: AccionState): EnemyState | undefined {
  const actor = state.turn?.actor;
  return actor !== undefined && !isPlayerId(actor) ? findEnemy(state, actor) : undefined;
}

/** 003, "Límite de mano": the first standing player above the limit must discard first. */
export function overHandLimit(state: AccionState): PlayerState | undefined {
  return state.players.find((p) => isStandingPlayer(p) && p.hand.length > state.options.table.handLimit);
}

/** The number a d8 check must reach at a threat level (RULES-NOTES.md, "Threat"); levels stop at 1. */
export function checkTarget(state: AccionState, level: number): number {
  const targets = state.options.table.threatTargets;
  return targets[Math.min(Math.max(level, 1), targets.length) - 1]!;
}

/**
 * 003, "Regla de la Avaricia": the cards an action that draws may take, given its repeat key.
 * The first time, `normal`; repeated a second time, half rounded down; a third time or more, none.
 * Repeats count over the turn, or only back to back with the `consecutive` table option.
 */
export function greedAllows(state: AccionState, key: string, normal: number): { repeat: number; allowed: number } {
  const repeats = state.turn?.repeats ?? [];
  let before = 0;
  if (state.options.table.greedCounts === 'turn') before = repeats.filter((k) => k === key).length;
  else for (let i = repeats.length - 1; i >= 0 && repeats[i] === key; i -= 1) before += 1;
  const repeat = before + 1;
  const allowed = repeat === 1 ? normal : repeat === 2 ? Math.floor(normal / 2) : 0;
  return { repeat, allowed };
}

/** Whether two or more players are still in the encounter (003, "Asistir": "en juego en equipo"). */
export const isTeamPlay = (state: AccionState): boolean => standingPlayers(state).length >= 2;

/**
 * Where a figure may arrive in another scene (003, "Moverte a otra Escena/Zona"): any free square
 * of it on a tactical encounter, no square (null) on a narrative one.
 */
export function arrivals(state: AccionState, from: string, scene: string): (Square | null)[] {
  if (scene === from || !state.options.scenes.some((s) => s.id === scene)) return [];
  if (!state.options.tactical) return [null];
  const taken = occupiedSquares(state, scene);
  return allSquares(sceneSize(state, scene)).filter((s) => !taken.has(squareKey(s)));
}

export function canArrive(state: AccionState, from: string, scene: string, to: Square | null): boolean {
  return arrivals(state, from, scene).some((a) => (a === null ? to === null : to !== null && sameSquare(a, to)));
}
