import type { Seat } from '@cronica/rules-kernel';
import type { Condition, Effect } from '../cards/effects.js';
import { COUNTERS, removesCounter } from '../cards/vocabulary.js';
import type { CommandOf } from '../engine/commands.js';
import { findAbility } from '../engine/heroes.js';
import { activeOf, conditionHolds, seatFor, selectHeroes } from '../engine/targets.js';
import { playerOf, type BladesState, type StackItem } from '../engine/state.js';
import { CARD, COUNTER, counterSign, DIE, EQUIPMENT, LIFE, STAT } from './score.js';

/**
 * The greedy bot's static estimate of an action that cannot knock anyone out (its order:
 * lethal, then damage, then value). Only damage and life loss decide lethal and damage, so the
 * bot simulates those with the engine; any other action on an empty stack is valued here from its
 * effects, on the same scale as `scoreFor` (the change in score it would make).
 */

type Quiet = CommandOf<'PlayCard'> | CommandOf<'ActivateAbility'> | CommandOf<'DrawCard'>;

/** Whether effects can deal damage or take life (then only a simulation can tell lethal). */
export function hurts(effects: readonly Effect[]): boolean {
  for (const e of effects) {
    if (e.op === 'damage' || e.op === 'loseLife') return true;
    if (e.op === 'if' && (hurts(e.then) || hurts(e.else ?? []))) return true;
    if (e.op === 'trigger' && hurts(e.effects)) return true;
  }
  return false;
}

/** The effects a quiet command would put on the stack, or null when it needs a simulation. */
export function quietEffects(state: BladesState, command: Quiet): readonly Effect[] | null {
  if (command.type === 'DrawCard') return [];
  const seat = command.data.seat;
  const effects =
    command.type === 'PlayCard'
      ? state.catalog[state.cardIndex[command.data.card]!]?.effects
      : findAbility(state, state.heroes[activeOf(state, seat)]!, command.data.ability)?.effects;
  return effects === undefined || hurts(effects) ? null : effects;
}

/** The action's item as it resolves, and how the cost already changed the board. */
interface Resolving {
  readonly item: StackItem;
  /** Dice the cost spent (the acting player's). */
  readonly paid: number;
  /** Cards that left the acting player's hand to be played (1 for a card). */
  readonly played: number;
}

/** The change in `scoreFor(…, seat)` the command would make: its cost, then its effects. */
export function estimateQuiet(state: BladesState, seat: Seat, command: Quiet, effects: readonly Effect[]): number {
  const paid = command.data.dice.length;
  let value = -paid * DIE;
  if (command.type === 'DrawCard') return value + keptCards(state, seat, 1, 0) * CARD;
  const played = command.type === 'PlayCard' ? 1 : 0;
  value -= lostCards(state, seat, played, 0) * CARD;
  const item: StackItem = {
    id: 0,
    seat,
    source: { kind: 'trigger', on: 'clashStart' },
    effects,
    performer: activeOf(state, seat),
    target: command.data.target ?? null,
    eventSource: null,
  };
  return value + effectsValue(state, { item, paid, played }, effects);
}

function effectsValue(state: BladesState, r: Resolving, effects: readonly Effect[]): number {
  let value = 0;
  for (const e of effects) value += effectValue(state, r, e);
  return value;
}

function effectValue(state: BladesState, r: Resolving, e: Effect): number {
  const item = r.item;
  switch (e.op) {
    case 'heal':
      return onHeroes(
        state,
        item,
        e.to,
        (h) => Math.max(0, Math.min(e.amount, state.heroes[h]!.def.life - state.heroes[h]!.life)) * LIFE,
      );
    case 'addCounter':
      return onHeroes(state, item, e.to, () => counterSign(e.counter) * e.amount * COUNTER);
    case 'removeCounter':
      return onHeroes(state, item, e.to, (h) => removedValue(state, h, e.counter, e.amount));
    case 'modifyStat':
      return onHeroes(state, item, e.to, () => e.amount * STAT);
    case 'equip':
      return onHeroes(state, item, e.to, () => EQUIPMENT, true);
    case 'draw':
    case 'discardRandom':
    case 'spendDice':
      return handAndDiceValue(state, r, e);
    case 'gainDie':
      return DIE;
    case 'if':
      return effectsValue(state, r, holds(state, r, e.condition) ? e.then : (e.else ?? []));
    case 'damage':
    case 'loseLife':
    case 'trigger':
    case 'cancel':
    case 'rerollDice':
    case 'setDieFace':
      return 0;
  }
}

/** Cards drawn or lost and dice spent, counted as they will be once the cost is paid (for the caster, a gain; for a rival, a loss). */
function handAndDiceValue(
  state: BladesState,
  r: Resolving,
  e: Extract<Effect, { op: 'draw' | 'discardRandom' | 'spendDice' }>,
): number {
  const item = r.item;
  const who = seatFor(item, e.who);
  switch (e.op) {
    case 'draw':
      return sign(item.seat, who) * keptCards(state, who, e.amount, who === item.seat ? r.played : 0) * CARD;
    case 'discardRandom':
      return -sign(item.seat, who) * lostCards(state, who, e.amount, who === item.seat ? r.played : 0) * CARD;
    case 'spendDice': {
      const prepared = playerOf(state, who).dice.filter((d) => !d.spent).length - (who === item.seat ? r.paid : 0);
      return -sign(item.seat, who) * Math.min(e.count, prepared) * DIE;
    }
  }
}

/** A condition as it will read once the cost is paid (dice spent, the card out of hand). */
function holds(state: BladesState, r: Resolving, condition: Condition): boolean {
  const player = playerOf(state, r.item.seat);
  switch (condition.check) {
    case 'spentDiceAtLeast':
      return player.dice.filter((d) => d.spent).length + r.paid >= condition.amount;
    case 'handAtMost':
      return player.hand.length - r.played <= condition.amount;
    default:
      return conditionHolds(state, r.item, condition);
  }
}
/** Summed over the heroes the selector reaches, positive for the player's own heroes. */
function onHeroes(
  state: BladesState,
  item: StackItem,
  to: Parameters<typeof selectHeroes>[2],
  each: (hero: number) => number,
  first = false,
): number {
  const heroes = selectHeroes(state, item, to);
  let value = 0;
  for (const hero of first ? heroes.slice(0, 1) : heroes)
    value += sign(item.seat, state.heroes[hero]!.seat) * each(hero);
  return value;
}

function removedValue(
  state: BladesState,
  hero: number,
  counter: Extract<Effect, { op: 'removeCounter' }>['counter'],
  amount: number,
): number {
  let value = 0;
  COUNTERS.forEach((c, i) => {
    if (removesCounter(counter, c))
      value -= counterSign(c) * Math.min(amount, state.heroes[hero]!.counters[i]!) * COUNTER;
  });
  return value;
}

/**
 * Cards of a draw that the hand keeps: no more than the deck holds, and none above the hand
 * limit, since those are discarded at the clash's end ("Robo de Mano Inicial"). `played` cards
 * leave the hand to pay for the action.
 */
function keptCards(state: BladesState, seat: Seat, amount: number, played: number): number {
  const player = playerOf(state, seat);
  const room = Math.max(0, state.format.handLimit - (player.hand.length - played));
  return Math.min(amount, player.deck.length, room);
}

/** Counted cards (those within the hand limit) a hand loses when `amount` leave it, after `played`. */
function lostCards(state: BladesState, seat: Seat, amount: number, played: number): number {
  const limit = state.format.handLimit;
  const hand = playerOf(state, seat).hand.length - played;
  return Math.min(hand, limit) - Math.min(Math.max(0, hand - amount), limit);
}

const sign = (seat: Seat, owner: Seat): number => (owner === seat ? 1 : -1);
