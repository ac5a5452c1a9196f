import type { Seat } from '@cronica/rules-kernel';
import type { Activated } from '../cards/play-schema.js';
import type { Cost } from '../cards/vocabulary.js';
import type { WotCard } from '../catalog.js';
import { onLineOf } from './board.js';
import type { CommandOf } from './commands.js';
import { canUseFlip, reactionTroops, type Decision } from './decision.js';
import type { Emitter } from './emitter.js';
import { applyEffects } from './effects.js';
import { troopAbilities } from './stats.js';
import { targetOk } from './targets.js';
import type { WotViolationCode } from './violations.js';
import type { PlayerState, TargetRef, TroopState, WotState } from './state.js';
import { playerOf, troopAt, troopByUid } from './update.js';

/** Playing cards, abilities and hero powers (A.2, A.4, A.6, A.8.2, A.9.1 paso 2). */

export type CardCommand = CommandOf<
  'SummonTroop' | 'BuildPlace' | 'ForgeObject' | 'EquipObject' | 'CastSpell' | 'ActivateAbility' | 'UseHeroPower'
>;

export const canPay = (p: PlayerState, cost: Cost | undefined): boolean =>
  p.mana >= (cost?.mana ?? 0) && p.gold >= (cost?.gold ?? 0);

/** The card in the seat's hand, by id. */
export function handCard(state: WotState, seat: Seat, id: string): WotCard | undefined {
  const index = state.cardIndex[id];
  return index !== undefined && playerOf(state, seat).hand.includes(index) ? state.catalog[index] : undefined;
}

/** The troop or place an ability comes from, with the ability. */
export function abilitySource(
  state: WotState,
  seat: Seat,
  uid: number,
  id: string,
): { troop: TroopState | null; ability: Activated } | undefined {
  const troop = troopByUid(state, uid);
  if (troop !== undefined) {
    const ability = troop.seat === seat ? troopAbilities(state, troop).find((a) => a.id === id) : undefined;
    return ability === undefined ? undefined : { troop, ability };
  }
  const place = playerOf(state, seat).places.find((p) => p.uid === uid);
  const ability = place === undefined ? undefined : state.catalog[place.card]!.place?.ability;
  return ability !== undefined && ability.id === id ? { troop: null, ability } : undefined;
}

/** A.6.1: nobody answers their own entry trigger. */
function answerProblem(state: WotState, seat: Seat): WotViolationCode | null {
  const top = state.stack?.items[state.stack.items.length - 1];
  return top !== undefined && top.entry && top.seat === seat ? 'wot.own-trigger' : null;
}

export function checkCard(state: WotState, command: CardCommand, decision: Decision): WotViolationCode | null {
  const { seat } = command.data;
  const p = playerOf(state, seat);
  switch (command.type) {
    case 'SummonTroop':
    case 'BuildPlace':
    case 'ForgeObject': {
      const card = handCard(state, seat, command.data.card);
      if (card === undefined) return 'wot.not-in-hand';
      const type = command.type === 'SummonTroop' ? 'troop' : command.type === 'BuildPlace' ? 'place' : 'object';
      if (card.playType !== type) return 'wot.wrong-card-type';
      if (!canPay(p, card.cost)) return 'wot.cannot-pay';
      if (command.type !== 'SummonTroop') return null;
      return onLineOf(command.data.zone, seat) && troopAt(state, command.data.zone) === undefined
        ? null
        : 'wot.bad-zone';
    }
    case 'EquipObject':
      return equipProblem(state, seat, command.data.object, command.data.troop);
    case 'CastSpell': {
      const card = handCard(state, seat, command.data.card);
      if (card === undefined) return 'wot.not-in-hand';
      if (card.playType !== 'spell' && card.playType !== 'sudden' && card.playType !== 'shout')
        return 'wot.wrong-card-type';
      if (decision.kind === 'priority' && card.playType !== 'sudden') return 'wot.timing';
      if (!canPay(p, card.cost)) return 'wot.cannot-pay';
      if (!targetOk(state, seat, card.target, command.data.target, card.playType !== 'shout')) return 'wot.bad-target';
      return answerProblem(state, seat);
    }
    case 'ActivateAbility':
      return abilityProblem(state, command, decision);
    case 'UseHeroPower': {
      const power = state.catalog[p.hero]!.hero!.powers.find((x) => x.id === command.data.power);
      if (power === undefined || p.powersUsed.includes(power.id) || p.power < power.cost) return 'wot.power';
      return targetOk(state, seat, power.target, command.data.target, false) ? null : 'wot.bad-target';
    }
  }
}

/** A.4: an object of the armory goes to an own troop (one weapon, one armour, one accessory each). */
function equipProblem(state: WotState, seat: Seat, uid: number, troopUid: number): WotViolationCode | null {
  const object = playerOf(state, seat).armory.find((o) => o.uid === uid);
  if (object === undefined) return 'wot.no-such-object';
  const troop = troopByUid(state, troopUid);
  if (troop === undefined || troop.seat !== seat) return 'wot.no-such-troop';
  const data = state.catalog[object.card]!.object!;
  if (troop.objects.some((o) => state.catalog[o.card]!.object!.kind === data.kind)) return 'wot.equip-slot';
  return playerOf(state, seat).gold >= data.equipCost ? null : 'wot.cannot-pay';
}

/**
 * Flip abilities (A.8.2, A.9.1 paso 1): in the tactical phase by a troop on guard that did not
 * move on the turn it entered, or by a defending troop as its reaction to a combat. Sudden
 * abilities: whenever sudden spells may be cast, once per turn each.
 */
function abilityProblem(
  state: WotState,
  command: CommandOf<'ActivateAbility'>,
  decision: Decision,
): WotViolationCode | null {
  const { seat, source, ability: id, target } = command.data;
  const found = abilitySource(state, seat, source, id);
  if (found === undefined) return 'wot.ability';
  const { troop, ability } = found;
  if (ability.timing === 'flip') {
    if (troop === null || decision.kind === 'priority') return 'wot.timing';
    const ready =
      decision.kind === 'reaction' ? reactionTroops(state).some((t) => t.uid === troop.uid) : canUseFlip(state, troop);
    if (!ready) return 'wot.ability';
  } else {
    if (decision.kind === 'reaction') return 'wot.timing';
    if (playerOf(state, seat).abilitiesUsed.includes(`${source}:${id}`)) return 'wot.ability';
  }
  if (!canPay(playerOf(state, seat), ability.cost)) return 'wot.cannot-pay';
  if (!targetOk(state, seat, ability.target, target, false)) return 'wot.bad-target';
  return ability.timing === 'sudden' ? answerProblem(state, seat) : null;
}

export function applyCard(em: Emitter, command: CardCommand): void {
  const { seat } = command.data;
  switch (command.type) {
    case 'SummonTroop': {
      const card = pay(em, seat, command.data.card);
      return em.emit('TroopEntered', {
        seat,
        uid: em.state.nextUid,
        zone: command.data.zone,
        card: card.id,
        token: null,
        how: 'summoned',
      });
    }
    case 'BuildPlace':
      return em.emit('PlaceBuilt', { seat, uid: em.state.nextUid, card: pay(em, seat, command.data.card).id });
    case 'ForgeObject':
      return em.emit('ObjectForged', { seat, uid: em.state.nextUid, card: pay(em, seat, command.data.card).id });
    case 'EquipObject': {
      const object = em.player(seat).armory.find((o) => o.uid === command.data.object)!;
      return em.emit('ObjectEquipped', {
        seat,
        uid: object.uid,
        troop: command.data.troop,
        gold: em.state.catalog[object.card]!.object!.equipCost,
      });
    }
    case 'CastSpell':
      return castSpell(em, command);
    case 'ActivateAbility':
      return activate(em, command);
    case 'UseHeroPower':
      return useHeroPower(em, command);
  }
}

/** A spell, a sudden or a shout is paid and goes on the stack, where it waits for answers. */
function castSpell(em: Emitter, command: CommandOf<'CastSpell'>): void {
  const { seat } = command.data;
  const card = pay(em, seat, command.data.card);
  const kind = card.playType as 'spell' | 'sudden' | 'shout';
  em.emit('ItemStacked', {
    id: em.state.nextItem,
    seat,
    kind,
    card: card.id,
    source: null,
    ability: null,
    effects: card.effects!,
    target: command.data.target ?? null,
    entry: false,
  });
}

/** A hero power is paid and its effects resolve at once. */
function useHeroPower(em: Emitter, command: CommandOf<'UseHeroPower'>): void {
  const { seat } = command.data;
  const power = em.state.catalog[em.player(seat).hero]!.hero!.powers.find((x) => x.id === command.data.power)!;
  const target: TargetRef | null = command.data.target ?? null;
  em.emit('HeroPowerUsed', { seat, power: power.id, cost: power.cost, target });
  applyEffects(em, power.effects, { seat, source: null, target, bySpell: false });
}

function pay(em: Emitter, seat: Seat, id: string): WotCard {
  const card = handCard(em.state, seat, id)!;
  em.emit('CardPaid', { seat, card: card.id, mana: card.cost?.mana ?? 0, gold: card.cost?.gold ?? 0 });
  return card;
}

/** A flip ability resolves at once (no answer in A.9.1 paso 1); a sudden one goes on the stack. */
function activate(em: Emitter, command: CommandOf<'ActivateAbility'>): void {
  const { seat, source, target } = command.data;
  const { troop, ability } = abilitySource(em.state, seat, source, command.data.ability)!;
  const flip = ability.timing === 'flip';
  em.emit('AbilityUsed', {
    seat,
    source,
    ability: ability.id,
    flip,
    mana: ability.cost.mana,
    gold: ability.cost.gold,
    target: target ?? null,
  });
  if (flip) return applyEffects(em, ability.effects, { seat, source, target: target ?? null, bySpell: false });
  const card = troop === null ? em.player(seat).places.find((p) => p.uid === source)!.card : troop.card;
  em.emit('ItemStacked', {
    id: em.state.nextItem,
    seat,
    kind: 'ability',
    card: card === null ? null : em.state.catalog[card]!.id,
    source: troop === null ? null : troop.uid,
    ability: ability.id,
    effects: ability.effects,
    target: target ?? null,
    entry: false,
  });
}
