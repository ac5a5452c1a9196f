import type { RuleViolation, Seat } from '@cronica/rules-kernel';
import { cardValue } from '../cards.js';
import { lineBetween, reachable, sameSquare } from '../grid.js';
import type { Square } from '../options.js';
import type { CommandOf } from './commands.js';
import { damagePlayer, spend } from './effects.js';
import type { Emitter } from './emitter.js';
import type { Roll } from './events.js';
import {
  areAdjacent,
  canArrive,
  figureAt,
  isStandingPlayer,
  occupiedSquares,
  sceneSize,
  standingPlayers,
} from './rules.js';
import {
  MAX_CHARGE_BONUS,
  MOVE_SQUARES,
  playerId,
  type AccionState,
  type EnemyState,
  type PlayerState,
} from './state.js';
import { findEnemy, findPlayer } from './update.js';
import { refuse } from './violations.js';

/**
 * The GM's enemies (RULES-NOTES.md, "Enemies"): attack, hex, scheme, move, change scene, charge.
 * Their rolls use the chaotic d12; an interrupted enemy rolls 2d12 and keeps the lower on its
 * next action (003, "Interrumpir, Distraer o intentar sujetar a un enemigo").
 */

export function chaosRoll(e: Emitter, enemy: EnemyState): Roll {
  return e.roll('chaos', 12, enemy.interrupted ? 'low' : 'one');
}

/** A standing player the enemy may act against: same scene; a melee enemy on squares must be adjacent. */
export function enemyTargets(state: AccionState, enemy: EnemyState, needsReach: boolean): PlayerState[] {
  return standingPlayers(state).filter(
    (p) =>
      p.scene === enemy.scene &&
      (!needsReach || !state.options.tactical || enemy.reach === 'ranged' || areAdjacent(p, enemy)),
  );
}

function targetPlayer(state: AccionState, enemy: EnemyState, seat: Seat, needsReach: boolean): PlayerState | undefined {
  return enemyTargets(state, enemy, needsReach).find((p) => p.seat === seat);
}

/** A hit when the chaotic die reaches the player's guard; the damage may be halved (Prepararte). */
export function enemyStrike(
  e: Emitter,
  enemy: EnemyState,
  seat: Seat,
  opts: { bonus: number; instant: boolean },
): void {
  const p = findPlayer(e.state, seat)!;
  const interrupted = !opts.instant && enemy.interrupted;
  const roll = opts.instant ? e.roll('chaos', 12, 'one') : chaosRoll(e, enemy);
  const hit = roll.kept >= p.guard;
  e.emit('EnemyAttacked', {
    enemy: enemy.id,
    target: seat,
    roll,
    interrupted,
    guard: p.guard,
    hit,
    bonus: opts.bonus,
    instant: opts.instant,
  });
  if (hit)
    damagePlayer(
      e,
      seat,
      enemy.damage + opts.bonus,
      opts.instant ? 'scene-exit' : opts.bonus > 0 ? 'charge' : 'enemy-attack',
      enemy.id,
      null,
    );
}

export function enemyAttack(c: CommandOf<'EnemyAttack'>, e: Emitter, enemy: EnemyState): RuleViolation | null {
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  if (targetPlayer(e.state, enemy, c.data.target, true) === undefined) return refuse('out-of-reach', c);
  spend(e, 'enemy-attack', 1);
  enemyStrike(e, enemy, c.data.target, { bonus: 0, instant: false });
  return null;
}

/**
 * A non-attack action against a player: the chaotic die against the player's d8; a prepared
 * player rolls 2d8 and keeps the higher (003, "Prepararte"). On success the player drops a card
 * at random (RULES-NOTES.md, "Enemies").
 */
export function enemyHex(c: CommandOf<'EnemyHex'>, e: Emitter, enemy: EnemyState): RuleViolation | null {
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  const target = targetPlayer(e.state, enemy, c.data.target, false);
  if (target === undefined) return refuse('out-of-reach', c);
  spend(e, 'hex', 1);
  const roll = chaosRoll(e, enemy);
  const resist = e.roll('resist', 8, target.prepared ? 'high' : 'one');
  const success = roll.kept > resist.kept;
  e.emit('EnemyHexed', { enemy: enemy.id, target: target.seat, roll, interrupted: enemy.interrupted, resist, success });
  if (target.prepared) e.emit('PreparationUsed', { seat: target.seat });
  const hand = findPlayer(e.state, target.seat)!.hand;
  if (success && hand.length > 0) {
    const lost = hand[e.random.int('dice:hex', hand.length)]!;
    e.emit('CardsDiscarded', { actor: playerId(target.seat), cards: [lost], reason: 'hex' });
  }
  return null;
}

/** Cards an enemy may add to a scheme: up to 2 from its hand, in hand order. */
export const MAX_SCHEME_CARDS = 2;

export function enemyScheme(c: CommandOf<'EnemyScheme'>, e: Emitter, enemy: EnemyState): RuleViolation | null {
  if (e.state.threat === null) return refuse('no-threat-clock', c);
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  if (!isOrderedSubset(c.data.cards, enemy.hand) || c.data.cards.length > MAX_SCHEME_CARDS)
    return refuse('bad-combo', c);
  spend(e, 'scheme', 1);
  const roll = chaosRoll(e, enemy);
  const amount = roll.kept + c.data.cards.reduce((sum, card) => sum + cardValue(card), 0);
  const progress = Math.min(e.state.threat.size, e.state.threat.progress + amount);
  e.emit('ThreatAdvanced', {
    enemy: enemy.id,
    roll,
    interrupted: enemy.interrupted,
    cards: c.data.cards,
    amount,
    progress,
  });
  return null;
}

/** Cards that appear in `from` in the same order, each once. */
export function isOrderedSubset(cards: readonly string[], from: readonly string[]): boolean {
  let last = -1;
  for (const card of cards) {
    const at = from.indexOf(card);
    if (at <= last) return false;
    last = at;
  }
  return true;
}

export function enemyMoveSquares(state: AccionState, enemy: EnemyState): Square[] {
  if (!state.options.tactical || enemy.at === null) return [];
  return reachable(enemy.at, enemy.speed, sceneSize(state, enemy.scene), occupiedSquares(state, enemy.scene));
}

export function enemyMove(c: CommandOf<'EnemyMove'>, e: Emitter, enemy: EnemyState): RuleViolation | null {
  if (!e.state.options.tactical) return refuse('not-tactical', c);
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  if (!enemyMoveSquares(e.state, enemy).some((s) => sameSquare(s, c.data.to))) return refuse('unreachable', c);
  spend(e, 'enemy-move', 1);
  e.emit('Moved', { actor: enemy.id, scene: enemy.scene, from: enemy.at, to: c.data.to });
  return null;
}

export function enemyChangeScene(
  c: CommandOf<'EnemyChangeScene'>,
  e: Emitter,
  enemy: EnemyState,
): RuleViolation | null {
  if (!canArrive(e.state, enemy.scene, c.data.scene, c.data.to)) return refuse('unknown-scene', c);
  if (e.state.turn!.actionsLeft < 1) return refuse('no-actions', c);
  spend(e, 'enemy-change-scene', 1);
  e.emit('Moved', { actor: enemy.id, scene: c.data.scene, from: enemy.at, to: c.data.to });
  return null;
}

/** The squares a charge crosses towards a player, or null without a clear straight line. */
export function chargePath(
  state: AccionState,
  from: { scene: string; at: Square | null },
  to: { scene: string; at: Square | null },
): Square[] | null {
  if (!state.options.tactical || from.at === null || to.at === null || from.scene !== to.scene) return null;
  const path = lineBetween(from.at, to.at);
  if (path === null || path.length === 0) return null;
  return path.every((s) => figureAt(state, from.scene, s) === null) ? path : null;
}

/** Players who could step onto the charge's path: 5 squares, not the target, not owing a turn already. */
export function interceptors(state: AccionState, target: Seat, path: readonly Square[], scene: string): PlayerState[] {
  return standingPlayers(state).filter(
    (p) =>
      p.seat !== target &&
      p.scene === scene &&
      p.at !== null &&
      p.nextTurnActions === 3 &&
      interceptSquares(state, p, path).length > 0,
  );
}

export function interceptSquares(state: AccionState, p: PlayerState, path: readonly Square[]): Square[] {
  if (p.at === null) return [];
  const reach = reachable(p.at, MOVE_SQUARES, sceneSize(state, p.scene), occupiedSquares(state, p.scene));
  return path.filter((s) => reach.some((r) => sameSquare(r, s)));
}

/**
 * 003, "Ataque Embestida" for an enemy: declared against a player, it opens the interception
 * window (003, "Intercepción") when an ally can reach the path; it resolves when the window closes.
 */
export function enemyCharge(c: CommandOf<'EnemyCharge'>, e: Emitter, enemy: EnemyState): RuleViolation | null {
  if (!e.state.options.tactical) return refuse('not-tactical', c);
  if (e.state.turn!.actionsLeft < 3) return refuse('no-actions', c);
  const target = findPlayer(e.state, c.data.target);
  const path = target === undefined || !isStandingPlayer(target) ? null : chargePath(e.state, enemy, target);
  if (path === null) return refuse('no-charge-line', c);
  spend(e, 'enemy-charge', 3);
  e.emit('ChargeDeclared', { actor: enemy.id, target: playerId(c.data.target), path });
  const eligible = interceptors(e.state, c.data.target, path, enemy.scene).map((p) => p.seat);
  if (eligible.length === 0) resolveEnemyCharge(e, enemy.id, c.data.target);
  else e.emit('InterceptionOffered', { enemy: enemy.id, target: c.data.target, path, eligible });
  return null;
}

/** The charge hits the first figure on its line: the target, or whoever intercepted it. */
export function resolveEnemyCharge(e: Emitter, enemyId: string, victim: Seat): void {
  const enemy = findEnemy(e.state, enemyId)!;
  const p = findPlayer(e.state, victim);
  if (p === undefined || !isStandingPlayer(p) || enemy.at === null || p.at === null) return;
  const path = lineBetween(enemy.at, p.at) ?? [];
  const stop = path[path.length - 1];
  if (stop !== undefined) e.emit('Moved', { actor: enemy.id, scene: enemy.scene, from: enemy.at, to: stop });
  enemyStrike(e, findEnemy(e.state, enemyId)!, victim, {
    bonus: Math.min(path.length, MAX_CHARGE_BONUS),
    instant: false,
  });
}

export function intercept(c: CommandOf<'Intercept'>, e: Emitter): RuleViolation | null {
  const pending = e.state.pending;
  if (pending?.kind !== 'interception') return refuse('not-eligible', c);
  const p = findPlayer(e.state, c.data.seat)!;
  if (!interceptSquares(e.state, p, pending.path).some((s) => sameSquare(s, c.data.to)))
    return refuse('unreachable', c);
  e.emit('Intercepted', { seat: p.seat, to: c.data.to });
  e.emit('Moved', { actor: playerId(p.seat), scene: p.scene, from: p.at, to: c.data.to });
  resolveEnemyCharge(e, pending.enemy, p.seat);
  return null;
}

export function letPass(c: CommandOf<'LetPass'>, e: Emitter): RuleViolation | null {
  const pending = e.state.pending;
  if (pending?.kind !== 'interception') return refuse('not-eligible', c);
  e.emit('InterceptionDeclined', { seat: c.data.seat });
  if (e.state.pending === null) resolveEnemyCharge(e, pending.enemy, pending.target);
  return null;
}
