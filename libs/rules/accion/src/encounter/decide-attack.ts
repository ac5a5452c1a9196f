import type { RuleViolation, Seat } from '@cronica/rules-kernel';
import { cardValue, type Card } from '../cards.js';
import type { AttackKind } from '../options.js';
import type { CardRef, CommandOf } from './commands.js';
import { chargePath } from './decide-enemy.js';
import { damageEnemy, damagePlayer, drawCards, spend, type Greed } from './effects.js';
import type { Emitter } from './emitter.js';
import type { PlayedFrom } from './events.js';
import { areAdjacent, checkTarget, isStandingPlayer, standingEnemies, standingPlayers } from './rules.js';
import {
  ADJACENT_BONUS,
  MAX_CHARGE_BONUS,
  playerId,
  type AccionState,
  type EnemyState,
  type ObjectiveState,
  type PlayerState,
} from './state.js';
import { findPlayer } from './update.js';
import { refuse } from './violations.js';

/**
 * Rolls against a threat and the Effort they add (003, "Atacar": "cualquier acción que avance la
 * Barra de Objetivo"; RULES-NOTES.md, "Checks" and "Effort").
 */

export type AttackTarget =
  | {
      readonly kind: 'enemy';
      readonly id: string;
      readonly threat: number;
      readonly kinds: readonly AttackKind[];
      readonly enemy: EnemyState;
    }
  | {
      readonly kind: 'objective';
      readonly id: string;
      readonly threat: number;
      readonly kinds: readonly AttackKind[];
      readonly objective: ObjectiveState;
    };

/** Standing enemies of the player's scene, then unfilled objective bars it can work on. */
export function attackTargets(state: AccionState, p: PlayerState): AttackTarget[] {
  const enemies = standingEnemies(state)
    .filter((x) => x.scene === p.scene)
    .map((x): AttackTarget => ({ kind: 'enemy', id: x.id, threat: x.threat, kinds: x.kinds, enemy: x }));
  const objectives = state.objectives
    .filter((o) => o.progress < o.size && (o.scene === null || o.scene === p.scene))
    .map((o): AttackTarget => ({ kind: 'objective', id: o.id, threat: o.threat, kinds: o.kinds, objective: o }));
  return [...enemies, ...objectives];
}

export interface Played {
  readonly card: Card;
  readonly from: PlayedFrom;
  readonly owner: Seat;
}

/**
 * The cards of a combo, or null when it is not one this player may play now: 1 to `maxCombo`
 * cards; hand cards in hand order, then table slots ascending (never the player's own donation,
 * 003 "No puedes usar las cartas que tú donas"), then the lent card, only against its enemy.
 */
export function comboCards(
  state: AccionState,
  p: PlayerState,
  refs: readonly CardRef[],
  targetId: string,
): Played[] | null {
  if (refs.length < 1 || refs.length > state.options.table.maxCombo) return null;
  const out: Played[] = [];
  let order = -1;
  for (const ref of refs) {
    const rank = ref.from === 'hand' ? p.hand.indexOf(ref.card) : ref.from === 'table' ? 100 + ref.slot : 200;
    if (rank <= order || (ref.from === 'hand' && rank < 0)) return null;
    order = rank;
    if (ref.from === 'hand') out.push({ card: ref.card, from: 'hand', owner: p.seat });
    if (ref.from === 'table') {
      const t = state.table[ref.slot];
      if (t === undefined || t.donor === p.seat) return null;
      out.push({ card: t.card, from: 'table', owner: t.donor });
    }
    if (ref.from === 'flank') {
      const lent = state.turn?.lent;
      if (lent == null || lent.enemy !== targetId) return null;
      out.push({ card: lent.card, from: 'flank', owner: lent.owner });
    }
  }
  return out;
}

/** A d8 against the target's threat level; Concentración lowers it one level for this roll. */
function check(e: Emitter, p: PlayerState, target: AttackTarget, kind: AttackKind): boolean {
  let level = target.threat;
  if (p.concentration === 'active') {
    // 003, "Concentración": "baja la AMENAZA 1 rango de nivel solo en esa siguiente acción".
    level = Math.max(1, level - 1);
    e.emit('ConcentrationUsed', { seat: p.seat });
  }
  const need = checkTarget(e.state, level);
  const roll = e.roll('check', 8, 'one');
  const success = roll.kept >= need;
  e.emit('CheckRolled', {
    actor: playerId(p.seat),
    against: target.id,
    kind,
    threat: level,
    target: need,
    roll,
    success,
  });
  return success;
}

function deliver(e: Emitter, p: PlayerState, target: AttackTarget, effort: number): void {
  if (target.kind === 'enemy') return damageEnemy(e, target.id, effort, p.seat);
  const o = e.state.objectives.find((x) => x.id === target.id)!;
  e.emit('EffortAdded', { objective: o.id, amount: effort, progress: Math.min(o.size, o.progress + effort) });
}

/**
 * 003, "Daño por fallo": a failed roll next to an enemy takes its automatic damage (1d6, or the
 * enemy's fixed value), unless that enemy was already damaged by this player this turn. With the
 * `target-only` option only the enemy attacked strikes back; with `each-adjacent`, every adjacent one.
 */
function retaliate(e: Emitter, seat: Seat, target: AttackTarget): void {
  if (!e.state.options.tactical) return;
  const all = e.state.options.table.missRetaliation === 'each-adjacent';
  for (const enemy of standingEnemies(e.state)) {
    const p = findPlayer(e.state, seat)!;
    if (!isStandingPlayer(p) || (!all && enemy.id !== target.id)) continue;
    if (!areAdjacent(p, enemy) || e.state.turn!.damaged.includes(enemy.id)) continue;
    const roll = enemy.missDamage === null ? e.roll('retaliation', 6, 'one') : null;
    damagePlayer(e, seat, roll?.kept ?? enemy.missDamage!, 'retaliation', enemy.id, roll);
  }
}

/** The roll, then Effort or the consequences of a miss, then the ability's draw under greed. */
function resolve(
  e: Emitter,
  p: PlayerState,
  target: AttackTarget,
  kind: AttackKind,
  base: number,
  greed: Greed | null,
): void {
  const adjacentBonus =
    target.kind === 'enemy' && areAdjacent(findPlayer(e.state, p.seat)!, target.enemy) ? ADJACENT_BONUS : 0;
  if (check(e, findPlayer(e.state, p.seat)!, target, kind)) deliver(e, p, target, base + adjacentBonus);
  else retaliate(e, p.seat, target);
  if (isStandingPlayer(findPlayer(e.state, p.seat)!)) drawCards(e, playerId(p.seat), 0, 'ability', greed);
}

/** RULES-NOTES.md, "Effort": the combo's highest card +1 for each other card, or (table option) their sum. */
export function comboEffort(rule: 'highest-plus' | 'sum', values: readonly number[]): number {
  if (values.length === 0) return 0;
  return rule === 'sum' ? values.reduce((a, b) => a + b, 0) : Math.max(...values) + values.length - 1;
}

const sum = (e: Emitter, played: readonly Played[]) =>
  comboEffort(
    e.state.options.table.comboEffort,
    played.map((x) => cardValue(x.card)),
  );

export function attack(c: CommandOf<'Attack'>, e: Emitter, p: PlayerState): RuleViolation | null {
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  const target = attackTargets(e.state, p).find((t) => t.id === c.data.target);
  if (target === undefined) return refuse('unknown-target', c);
  if (!target.kinds.includes(c.data.kind)) return refuse('wrong-kind', c);
  const played = comboCards(e.state, p, c.data.cards, target.id);
  if (played === null) return refuse('bad-combo', c);
  const greed = spend(e, 'attack', 1, { key: `attack:${c.data.kind}`, normal: e.state.options.table.abilityDraw });
  e.emit('CardsPlayed', { actor: playerId(p.seat), cards: played });
  resolve(e, p, target, c.data.kind, sum(e, played), greed);
  return null;
}

/** 003, "Ataque Embestida": straight line, stop next to the enemy, +1 per square (max +5). */
export function charge(c: CommandOf<'Charge'>, e: Emitter, p: PlayerState): RuleViolation | null {
  if (!e.state.options.tactical) return refuse('not-tactical', c);
  if (e.state.turn!.actionsLeft < 3) return refuse('no-actions', c);
  const target = attackTargets(e.state, p).find((t) => t.kind === 'enemy' && t.id === c.data.enemy);
  if (target?.kind !== 'enemy') return refuse('unknown-target', c);
  if (!target.kinds.includes('physical')) return refuse('wrong-kind', c);
  const path = chargePath(e.state, p, target.enemy);
  if (path === null) return refuse('no-charge-line', c);
  const played = comboCards(e.state, p, c.data.cards, target.id);
  if (played === null) return refuse('bad-combo', c);
  const greed = spend(e, 'charge', 3, { key: 'charge', normal: e.state.options.table.abilityDraw });
  e.emit('ChargeDeclared', { actor: playerId(p.seat), target: target.id, path });
  e.emit('Moved', { actor: playerId(p.seat), scene: p.scene, from: p.at, to: path[path.length - 1]! });
  e.emit('CardsPlayed', { actor: playerId(p.seat), cards: played });
  resolve(e, p, target, 'physical', sum(e, played) + Math.min(path.length, MAX_CHARGE_BONUS), greed);
  return null;
}

/** Who a skill may be used on: attack skills as attacks; heal and ward on a standing player of the scene. */
export function skillTargets(state: AccionState, p: PlayerState, skillId: string): string[] {
  const skill = state.options.skills.find((s) => s.id === skillId);
  if (skill === undefined) return [];
  const effect = skill.effect;
  if (effect.op === 'attack')
    return attackTargets(state, p)
      .filter((t) => t.kinds.includes(effect.kind))
      .map((t) => t.id);
  return standingPlayers(state)
    .filter((x) => x.scene === p.scene && (effect.op === 'heal' || !x.prepared))
    .map((x) => playerId(x.seat));
}

/** 003, "Usar una Habilidad Arcana: paga su costo en MP". */
export function useSkill(c: CommandOf<'UseSkill'>, e: Emitter, p: PlayerState): RuleViolation | null {
  const skill = e.state.options.skills.find((s) => s.id === c.data.skill);
  if (skill === undefined) return refuse('unknown-skill', c);
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  if (p.mp < skill.cost) return refuse('not-enough-mp', c);
  if (!skillTargets(e.state, p, skill.id).includes(c.data.target)) return refuse('unknown-target', c);
  const greed = spend(e, 'skill', 1, { key: `skill:${skill.id}`, normal: e.state.options.table.abilityDraw });
  if (skill.cost > 0) e.emit('MpSpent', { seat: p.seat, amount: skill.cost, mp: p.mp - skill.cost });
  const effect = skill.effect;
  if (effect.op === 'attack') {
    const target = attackTargets(e.state, p).find((t) => t.id === c.data.target)!;
    resolve(e, p, target, effect.kind, effect.power, greed);
    return null;
  }
  const seat = Number(c.data.target.slice(1));
  if (effect.op === 'heal') {
    const ally = findPlayer(e.state, seat)!;
    e.emit('HpRestored', {
      seat,
      by: p.seat,
      amount: effect.amount,
      hp: Math.min(ally.maxHp, ally.hp + effect.amount),
    });
  } else e.emit('Prepared', { seat, by: p.seat });
  drawCards(e, playerId(p.seat), 0, 'ability', greed);
  return null;
}
