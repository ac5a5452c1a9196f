import type { Seat } from '@cronica/rules-kernel';
import type { Emitter } from './emitter.js';
import type { ActionName, DamageSource, DrawReason, Roll } from './events.js';
import { greedAllows } from './rules.js';
import { playerId, type ActorId } from './state.js';
import { actorCards, findEnemy, findPlayer } from './update.js';

/** Building blocks the handlers share: spending actions, drawing, damage. */

export interface Greed {
  readonly key: string;
  readonly repeat: number;
  readonly allowed: number;
  readonly normal: number;
}

/**
 * Spends an action (003, "La Regla de Acción"). For an action that draws, its repeat key and the
 * draw the greed rule allows are read before the action is recorded (003, "Regla de la Avaricia").
 */
export function spend(
  e: Emitter,
  action: ActionName,
  cost: number,
  draws?: { key: string; normal: number },
): Greed | null {
  const actor = e.state.turn!.actor;
  const greed =
    draws === undefined
      ? null
      : { key: draws.key, normal: draws.normal, ...greedAllows(e.state, draws.key, draws.normal) };
  e.emit('ActionTaken', draws === undefined ? { actor, action, cost } : { actor, action, cost, repeat: draws.key });
  return greed;
}

/** Draws up to `count` from the top of the actor's deck (an empty deck gives what is left). */
export function drawCards(e: Emitter, actor: ActorId, count: number, reason: DrawReason, greed?: Greed | null): void {
  const cards = actorCards(e.state, actor);
  if (cards === undefined) return;
  const wanted = greed ? greed.allowed : count;
  const n = Math.min(wanted, cards.deck.length);
  if (n === 0 && !(greed && greed.normal > 0 && greed.repeat > 1)) return;
  const drawn = cards.deck.slice(0, n);
  e.emit(
    'CardsDrawn',
    greed && greed.repeat > 1
      ? { actor, count: n, cards: drawn, reason, greed: { repeat: greed.repeat, normal: greed.normal } }
      : { actor, count: n, cards: drawn, reason },
  );
}

/**
 * Damage to a player from an enemy or a rule. 003, "Prepararte": "si es un ataque contra ti, el
 * próximo daño recibido se reduce a la mitad" — any damage an enemy deals (rounded down); the
 * social-encounter penalty is the player's own doing and is not halved (RULES-NOTES.md).
 */
export function damagePlayer(
  e: Emitter,
  seat: Seat,
  amount: number,
  source: DamageSource,
  enemy: string | null,
  roll: Roll | null,
): void {
  const p = findPlayer(e.state, seat);
  if (p === undefined || p.fallen || p.withdrawn) return;
  const halved = p.prepared && source !== 'social-penalty';
  const dealt = halved ? Math.floor(amount / 2) : amount;
  const hp = Math.max(0, p.hp - dealt);
  e.emit('PlayerDamaged', { seat, amount: dealt, hp, source, enemy, halved, roll });
  if (halved) e.emit('PreparationUsed', { seat });
  if (hp === 0) e.emit('PlayerFell', { seat });
}

export function damageEnemy(e: Emitter, id: string, amount: number, by: Seat): void {
  const enemy = findEnemy(e.state, id);
  if (enemy === undefined || enemy.defeated) return;
  const hp = Math.max(0, enemy.hp - amount);
  e.emit('EnemyDamaged', { enemy: id, by: playerId(by), amount, hp });
  if (hp === 0) e.emit('EnemyDefeated', { enemy: id });
}
