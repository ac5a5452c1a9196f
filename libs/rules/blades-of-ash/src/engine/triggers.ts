import type { Effect, PassiveEffect, TriggerEvent } from '../cards/effects.js';
import type { Emitter } from './emitter.js';
import type { Seat } from '@cronica/rules-kernel';
import { clashEnding, usesOf, type BladesState } from './state.js';

/**
 * Triggered actions (000_7cbcfc9bc47f1014.txt, "Resolución de Acciones": Acciones Disparadas):
 * when their event happens they wait in `pending`, then go on the stack in the order the
 * player whose turn it is chooses. Each fires every time its event happens, or at most
 * `limitPerClash` times per clash when its card says so ("una vez por Choque"): the limit is the
 * card's, never the engine's (RULES-NOTES.md, "Triggered actions").
 */

const NO_LIMIT = Number.POSITIVE_INFINITY;

interface Candidate {
  readonly key: string;
  readonly effects: readonly Effect[];
  readonly limit: number;
}

function candidates(state: BladesState, hero: number, on: TriggerEvent): Candidate[] {
  const h = state.heroes[hero]!;
  const found: Candidate[] = [];
  for (const passive of h.def.passives) {
    passive.effects.forEach((p, i) => {
      if (p.op === 'triggered' && p.on === on)
        found.push({ key: `${hero}:p:${passive.id}:${i}`, effects: p.effects, limit: p.limitPerClash ?? NO_LIMIT });
    });
  }
  for (const card of h.equipment) {
    (state.catalog[card]!.equipment?.passives ?? []).forEach((p, i) => {
      if (p.op === 'triggered' && p.on === on)
        found.push({ key: `${hero}:e:${card}:${i}`, effects: p.effects, limit: p.limitPerClash ?? NO_LIMIT });
    });
  }
  h.granted.forEach((g, i) => {
    if (g.on === on) found.push({ key: `${hero}:g:${i}`, effects: g.effects, limit: g.limitPerClash ?? NO_LIMIT });
  });
  return found;
}

/** Queues the triggered actions of `hero` for `on`, if the hero is still standing. */
export function fire(em: Emitter, on: TriggerEvent, hero: number | null, eventSource: number | null): void {
  if (hero === null || em.over) return;
  const state = em.state;
  const h = state.heroes[hero]!;
  if (h.out || state.clash === null) return;
  if (!listens(state, hero, on)) return;
  for (const c of candidates(state, hero, on)) {
    if (usesOf(em.state.clash!, c.key) >= c.limit) continue;
    em.emit('TriggerQueued', { hero, key: c.key, on, effects: c.effects, eventSource });
  }
}

/** Whether any passive, equipment or granted trigger of the hero answers `on` (most do not). */
function listens(state: BladesState, hero: number, on: TriggerEvent): boolean {
  const h = state.heroes[hero]!;
  for (const passive of h.def.passives) if (answers(passive.effects, on)) return true;
  for (const card of h.equipment) if (answers(state.catalog[card]!.equipment?.passives ?? [], on)) return true;
  for (const g of h.granted) if (g.on === on) return true;
  return false;
}

function answers(effects: readonly PassiveEffect[], on: TriggerEvent): boolean {
  for (const p of effects) if (p.op === 'triggered' && p.on === on) return true;
  return false;
}

/** Whether the end-of-clash triggers of this clash's heroes have been queued already. */
export function clashEndQueued(state: BladesState): boolean {
  const clash = state.clash!;
  return clash.heroes.some((hero) => candidates(state, hero, 'clashEnd').some((c) => usesOf(clash, c.key) > 0));
}

/**
 * Who chooses which waiting trigger goes next, and among which: during the actions, the player
 * whose activation it is, among all; at the end of the clash, each player among their own heroes'
 * triggers, the first queued (the attacker's) first. `null` when there is nothing to choose.
 */
export function triggerOrderer(state: BladesState): { seat: Seat; choices: number[] } | null {
  const clash = state.clash;
  if (clash === null || clash.pending.length < 2) return null;
  if (!clashEnding(clash)) return { seat: clash.activation, choices: clash.pending.map((_, i) => i) };
  const seatOf = (hero: number): Seat => state.heroes[hero]!.seat;
  const seat = seatOf(clash.pending[0]!.hero);
  const choices = clash.pending.flatMap((p, i) => (seatOf(p.hero) === seat ? [i] : []));
  return choices.length < 2 ? null : { seat, choices };
}
