import type { ByType } from '@cronica/util';
import type { BoardEvent } from './board-events.js';
import type { EventOf } from './events.js';
import { NO_BONUS, other, type CombatState, type StackState, type TroopState, type WotState } from './state.js';
import { addBonus, playerOf, removeCards, removeLast, withPlayer, withTroop } from './update.js';

/** Battlefield, stack and combat events. */
export const BOARD_EVOLVE: ByType<BoardEvent, [WotState], WotState> = {
  CardPaid: (event, state) => {
    const card = state.cardIndex[event.data.card]!;
    return withPlayer(state, event.data.seat, (p) => ({
      hand: removeCards(p.hand, [card]),
      mana: p.mana - event.data.mana,
      gold: p.gold - event.data.gold,
    }));
  },
  TroopEntered: (event, state) => troopEntered(state, event),
  PlaceBuilt: (event, state) =>
    withPlayer({ ...state, nextUid: event.data.uid + 1 }, event.data.seat, (p) => ({
      places: p.places.concat([{ uid: event.data.uid, card: state.cardIndex[event.data.card]! }]),
    })),
  ObjectForged: (event, state) => objectForged(state, event),
  ObjectEquipped: (event, state) => objectEquipped(state, event),
  ObjectDestroyed: (event, state) => objectDestroyed(state, event.data.seat, event.data.uid),
  FieldObjectPlaced: (event, state) => {
    const { seat, uid, zone, object } = event.data;
    return {
      ...state,
      nextUid: uid + 1,
      fieldObjects: state.fieldObjects.concat([{ uid, seat, zone, def: object, durability: object.durability }]),
    };
  },
  FieldObjectDestroyed: (event, state) => ({
    ...state,
    fieldObjects: state.fieldObjects.filter((f) => f.uid !== event.data.uid),
  }),
  PlaceDestroyed: (event, state) => placeDestroyed(state, event.data.seat, event.data.uid),
  ItemStacked: (event, state) => itemStacked(state, event),
  PriorityPassed: (event, state) =>
    withStack(state, (s) =>
      s.mode === 'entry' ? { resolving: true } : { passes: s.passes + 1, priority: other(event.data.seat) },
    ),
  ItemResolved: (event, state) => itemResolved(state, event.data.id),
  StackClosed: (event, state) => ({ ...state, stack: null }),
  HeroPowerUsed: (event, state) =>
    withPlayer(state, event.data.seat, (p) => ({
      power: p.power - event.data.cost,
      powersUsed: p.powersUsed.concat([event.data.power]),
    })),
  AbilityUsed: (event, state) => abilityUsed(state, event),
  TroopMoved: (event, state) => withTroop(state, event.data.uid, (t) => ({ zone: event.data.to, moved: t.moved + 1 })),
  TroopFlipped: (event, state) => withTroop(state, event.data.uid, () => ({ flipped: event.data.flipped })),
  TroopLeft: (event, state) => troopLeft(state, event),
  TroopDamaged: (event, state) => withTroop(state, event.data.uid, (t) => ({ damage: t.damage + event.data.amount })),
  TroopHealed: (event, state) => withTroop(state, event.data.uid, (t) => ({ damage: t.damage - event.data.amount })),
  TroopModified: (event, state) => troopModified(state, event),
  KeywordGranted: (event, state) =>
    withTroop(state, event.data.uid, (t) =>
      event.data.until === 'turn'
        ? { turnKeywords: t.turnKeywords.concat([event.data.keyword]) }
        : { keywords: t.keywords.concat([event.data.keyword]) },
    ),
  FieldObjectDamaged: (event, state) => ({
    ...state,
    fieldObjects: state.fieldObjects.map((f) =>
      f.uid === event.data.uid ? { ...f, durability: f.durability - event.data.amount } : f,
    ),
  }),
  DurabilityLost: (event, state) =>
    withTroop(state, event.data.troop, (t) => ({
      objects: t.objects.map((o) => (o.uid === event.data.uid ? { ...o, durability: event.data.left } : o)),
    })),
  LifeChanged: (event, state) => withPlayer(state, event.data.seat, () => ({ life: event.data.life })),
  ResourcesGained: (event, state) =>
    withPlayer(state, event.data.seat, (p) => ({
      mana: p.mana + event.data.mana,
      gold: p.gold + event.data.gold,
    })),
  CombatDeclared: (event, state) =>
    withTroop({ ...state, combat: event.data.combat }, event.data.combat.attacker, () => ({
      flipped: true,
      fought: true,
    })),
  DefenderReacted: (event, state) =>
    state.combat === null ? state : { ...state, combat: { ...state.combat, reacted: true } },
  CombatStepBegan: (event, state) => (event.data.step === 'sudden' ? suddenWindow(state) : state),
  TriggerFired: (event, state) => state,
  Struck: (event, state) => state,
  CombatEnded: (event, state) => ({ ...state, combat: null, stack: null }),
};

function objectForged(state: WotState, event: EventOf<'ObjectForged'>): WotState {
  const card = state.cardIndex[event.data.card]!;
  const object = {
    uid: event.data.uid,
    seat: event.data.seat,
    card,
    durability: state.catalog[card]!.object?.durability ?? null,
  };
  return withPlayer({ ...state, nextUid: event.data.uid + 1 }, event.data.seat, (p) => ({
    armory: p.armory.concat([object]),
  }));
}

function objectEquipped(state: WotState, event: EventOf<'ObjectEquipped'>): WotState {
  const { seat, uid, troop, gold } = event.data;
  const object = playerOf(state, seat).armory.find((o) => o.uid === uid)!;
  const next = withPlayer(state, seat, (p) => ({ armory: p.armory.filter((o) => o.uid !== uid), gold: p.gold - gold }));
  return withTroop(next, troop, (t) => ({ objects: t.objects.concat([object]) }));
}

function placeDestroyed(state: WotState, seat: number, uid: number): WotState {
  const place = playerOf(state, seat).places.find((p) => p.uid === uid)!;
  return withPlayer(state, seat, (p) => ({
    places: p.places.filter((x) => x.uid !== place.uid),
    discard: p.discard.concat([place.card]),
  }));
}

/** A sudden ability is marked used for the turn; a flip ability flips its troop. */
function abilityUsed(state: WotState, event: EventOf<'AbilityUsed'>): WotState {
  const { seat, source, ability, flip, mana, gold } = event.data;
  const paid = withPlayer(state, seat, (p) => ({
    mana: p.mana - mana,
    gold: p.gold - gold,
    abilitiesUsed: flip ? p.abilitiesUsed : p.abilitiesUsed.concat([`${source}:${ability}`]),
  }));
  return flip ? withTroop(paid, source, () => ({ flipped: true })) : paid;
}

function troopModified(state: WotState, event: EventOf<'TroopModified'>): WotState {
  const { atk, life, speed, until } = event.data;
  return withTroop(state, event.data.uid, (t) =>
    until === 'turn'
      ? { turnBonus: addBonus(t.turnBonus, { atk, life, speed }) }
      : { bonus: addBonus(t.bonus, { atk, life, speed }) },
  );
}

/** A.9.1 paso 2: the combat's sudden window opens, the active player first. */
function suddenWindow(state: WotState): WotState {
  if (state.combat === null) return state;
  const stack: StackState = {
    items: [],
    priority: state.combat.seat,
    passes: 0,
    mode: 'open',
    answers: 0,
    resolving: false,
  };
  return { ...flipDefenders(state, state.combat), stack, combat: { ...state.combat, step: 'sudden' } };
}

/**
 * A.9.3.4: paso 1 is "el momento de voltear las tropas del combate"; the defending troops of a
 * melee combat flip as paso 1 ends (after a flip ability of theirs), so a troop that takes their
 * place in the sudden window fights on guard. A ranged shot's target does not fight (RULES-NOTES.md).
 */
function flipDefenders(state: WotState, combat: CombatState): WotState {
  if (!state.options.defendersFlip || combat.kind === 'ranged') return state;
  const zones = new Set(combat.defenders.map((d) => d.zone));
  const flips = (t: TroopState) => zones.has(t.zone) && t.seat !== combat.seat && !t.flipped;
  if (!state.troops.some(flips)) return state;
  return { ...state, troops: state.troops.map((t) => (flips(t) ? { ...t, flipped: true } : t)) };
}

function troopEntered(state: WotState, event: EventOf<'TroopEntered'>): WotState {
  const { seat, uid, zone, card, token, how } = event.data;
  const index = card === null ? null : state.cardIndex[card]!;
  const troop: TroopState = {
    uid,
    seat,
    card: index,
    token,
    zone,
    damage: 0,
    flipped: false,
    enteredTurn: state.turn,
    moved: 0,
    fought: false,
    objects: [],
    bonus: NO_BONUS,
    turnBonus: NO_BONUS,
    keywords: [],
    turnKeywords: [],
  };
  // A.6: enter triggers fire on every entry; "al ser invocada" ones only when summoned from hand (A.6.2).
  const fired =
    index === null
      ? []
      : (state.catalog[index]!.triggers ?? []).filter(
          (t) => t.on === 'enter' || (t.on === 'summoned' && how === 'summoned'),
        );
  const pending = state.pending.concat(
    fired.map((t) => ({ source: uid, seat, card: index, on: t.on, effects: t.effects })),
  );
  const next = { ...state, nextUid: uid + 1, troops: state.troops.concat([troop]), pending };
  return how === 'resurrected' && index !== null
    ? withPlayer(next, seat, (p) => ({ discard: removeLast(p.discard, index) }))
    : next;
}

/** A.5: a token goes back to "la nada"; a card to its owner's discard pile or hand. Objects it carried go back to the armory (A.4.2). */
function troopLeft(state: WotState, event: EventOf<'TroopLeft'>): WotState {
  const troop = state.troops.find((t) => t.uid === event.data.uid)!;
  const next = { ...state, troops: state.troops.filter((t) => t.uid !== troop.uid) };
  return withPlayer(next, troop.seat, (p) => ({
    armory: p.armory.concat(troop.objects),
    ...(troop.card === null || event.data.to === 'void'
      ? {}
      : event.data.to === 'hand'
        ? { hand: p.hand.concat([troop.card]) }
        : { discard: p.discard.concat([troop.card]) }),
  }));
}

function objectDestroyed(state: WotState, seat: number, uid: number): WotState {
  const inArmory = playerOf(state, seat).armory.find((o) => o.uid === uid);
  const carrier = state.troops.find((t) => t.objects.some((o) => o.uid === uid));
  const object = inArmory ?? carrier?.objects.find((o) => o.uid === uid);
  if (object === undefined) return state;
  const next =
    carrier === undefined
      ? state
      : withTroop(state, carrier.uid, (t) => ({ objects: t.objects.filter((o) => o.uid !== uid) }));
  return withPlayer(next, object.seat, (p) => ({
    armory: p.armory.filter((o) => o.uid !== uid),
    discard: p.discard.concat([object.card]),
  }));
}

function withStack(state: WotState, change: (s: StackState) => Partial<StackState>): WotState {
  return state.stack === null ? state : { ...state, stack: { ...state.stack, ...change(state.stack) } };
}

function itemStacked(state: WotState, event: EventOf<'ItemStacked'>): WotState {
  const { id, seat, kind, card, source, ability, effects, target, entry } = event.data;
  const item = {
    id,
    seat,
    kind,
    card: card === null ? null : state.cardIndex[card]!,
    source,
    ability,
    effects,
    target,
    entry,
  };
  const stack = state.stack;
  const next: StackState =
    stack === null
      ? {
          items: [item],
          priority: other(seat),
          passes: 0,
          mode: entry ? 'entry' : 'open',
          answers: 0,
          resolving: false,
        }
      : {
          ...stack,
          items: stack.items.concat([item]),
          priority: other(seat),
          passes: 0,
          answers: stack.mode === 'entry' ? stack.answers + 1 : stack.answers,
          resolving: stack.mode === 'entry' && stack.answers + 1 >= 2,
        };
  // Entry triggers come from the pending queue, oldest first.
  return { ...state, nextItem: id + 1, stack: next, pending: entry ? state.pending.slice(1) : state.pending };
}

/** A resolved or countered spell goes to its caster's discard pile; priority returns to the active player. */
function itemResolved(state: WotState, id: number): WotState {
  const stack = state.stack!;
  const item = stack.items.find((i) => i.id === id)!;
  const rest = stack.items.filter((i) => i.id !== id);
  const next = { ...state, stack: { ...stack, items: rest, priority: state.active, passes: 0 } };
  const isCard = item.card !== null && (item.kind === 'spell' || item.kind === 'sudden' || item.kind === 'shout');
  return isCard ? withPlayer(next, item.seat, (p) => ({ discard: p.discard.concat([item.card!]) })) : next;
}
