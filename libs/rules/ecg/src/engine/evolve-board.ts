import type { Seat } from '@cronica/rules-kernel';
import { byType, type ByType } from '@cronica/util';
import type { EventOf } from './events.js';
import { playerOf, type EcgState, type ItemSource, type StackItem } from './state.js';
import { findTroop, patch, removeCards, withPlayer, withTroop } from './update.js';

/** The board's events: resources, cards entering play, the stack, troops, morale, renown, madness. */
export type BoardEvent = EventOf<
  | 'ResourcesUsed'
  | 'ResourcesReadied'
  | 'CourtCardPlayed'
  | 'TroopTrained'
  | 'LegacyPlayed'
  | 'CardPlayed'
  | 'AbilityUsed'
  | 'ManeuverDeclared'
  | 'Passed'
  | 'ItemResolving'
  | 'ItemCancelled'
  | 'EffectsStopped'
  | 'ResolutionFinished'
  | 'TroopWounded'
  | 'TroopHealed'
  | 'TroopBoosted'
  | 'PreparationChanged'
  | 'TroopMoved'
  | 'TroopDestroyed'
  | 'ManeuverWon'
  | 'MoraleChanged'
  | 'RenownChanged'
  | 'MadnessChanged'
  | 'MadnessThresholdCrossed'
>;

export function evolveBoard(state: EcgState, event: BoardEvent): EcgState {
  switch (event.type) {
    case 'ResourcesUsed':
    case 'ResourcesReadied': {
      const used = event.type === 'ResourcesUsed';
      const chosen = new Set(event.data.instances);
      return withPlayer(state, event.data.seat, (p) => {
        p.court = p.court.map((c) => (chosen.has(c.instance) ? { ...c, used } : c));
      });
    }
    case 'CourtCardPlayed':
    case 'TroopTrained':
    case 'LegacyPlayed':
      return evolveEntering(state, event);
    case 'CardPlayed':
    case 'AbilityUsed':
    case 'ManeuverDeclared':
    case 'ItemResolving':
    case 'ItemCancelled':
    case 'ResolutionFinished':
      return byType(STACK_EVOLVERS, event, state);
    default:
      return evolveTroops(state, event);
  }
}

/** Cards entering play take the next instance number. */
function evolveEntering(
  state: EcgState,
  event: EventOf<'CourtCardPlayed' | 'TroopTrained' | 'LegacyPlayed'>,
): EcgState {
  const card = state.cardIndex[event.data.card]!;
  const next = withPlayer(state, event.data.seat, (p) => {
    p.hand = removeCards(p.hand, [card]);
    const instance = event.data.instance;
    if (event.type === 'CourtCardPlayed')
      p.court = p.court.concat([{ instance, card, used: !state.format.courtEntersReady }]);
    else if (event.type === 'LegacyPlayed') p.legacy = p.legacy.concat([{ instance, card }]);
    else
      p[event.data.line] = p[event.data.line].concat([
        { instance, card, wounds: 0, boost: 0, preparation: state.catalog[card]!.preparation },
      ]);
  });
  return patch(next, (s) => {
    s.nextInstance = event.data.instance + 1;
    if (event.type === 'CourtCardPlayed') s.flags = { ...s.flags, courtPlayed: true };
  });
}

type StackEvent = EventOf<
  'CardPlayed' | 'AbilityUsed' | 'ManeuverDeclared' | 'ItemResolving' | 'ItemCancelled' | 'ResolutionFinished'
>;

/** The stack's events: items going on it, resolving, cancelled, and a resolved card to its discard. */
const STACK_EVOLVERS: ByType<StackEvent, [EcgState], EcgState> = {
  CardPlayed: evolveCardPlayed,
  AbilityUsed: evolveAbilityUsed,
  ManeuverDeclared: evolveManeuverDeclared,
  ItemResolving: (event, state) =>
    patch(state, (s) => {
      s.stack = state.stack.filter((i) => i.id !== event.data.item);
    }),
  ItemCancelled: (event, state) => cancelItem(state, event.data.item),
  ResolutionFinished: (event, state) =>
    event.data.card === null
      ? state
      : withPlayer(state, event.data.seat, (p) => {
          p.discard = p.discard.concat([state.cardIndex[event.data.card!]!]);
        }),
};

/** A card played leaves the hand for the stack. */
function evolveCardPlayed(event: EventOf<'CardPlayed'>, state: EcgState): EcgState {
  const card = state.cardIndex[event.data.card]!;
  const next = withPlayer(state, event.data.seat, (p) => {
    p.hand = removeCards(p.hand, [card]);
  });
  return pushDeclared(next, event.data, { kind: 'card', card }, event.data.answers);
}

/** An ability goes on the stack; an [x1] one is marked used for the turn. */
function evolveAbilityUsed(event: EventOf<'AbilityUsed'>, state: EcgState): EcgState {
  const source: ItemSource = { kind: 'ability', instance: event.data.source, ability: event.data.ability };
  const next = pushDeclared(state, event.data, source, null);
  const key = abilityKey(state, event.data.seat, event.data.source, event.data.ability);
  return key === null
    ? next
    : patch(next, (s) => {
        s.flags = { ...s.flags, x1: s.flags.x1.concat([key]) };
      });
}

/** A maneuver goes on the stack, and its troop has maneuvered this turn. */
function evolveManeuverDeclared(event: EventOf<'ManeuverDeclared'>, state: EcgState): EcgState {
  const source: ItemSource = { kind: 'maneuver', troop: event.data.troop, maneuver: event.data.maneuver };
  const next = pushDeclared(state, event.data, source, null);
  return patch(next, (s) => {
    s.flags = { ...s.flags, maneuvered: s.flags.maneuvered.concat([event.data.troop]) };
  });
}

type TroopEvent = Exclude<
  BoardEvent,
  StackEvent | EventOf<'ResourcesUsed' | 'ResourcesReadied' | 'CourtCardPlayed' | 'TroopTrained' | 'LegacyPlayed'>
>;
type TroopChange = EventOf<
  'TroopWounded' | 'TroopHealed' | 'TroopBoosted' | 'PreparationChanged' | 'TroopMoved' | 'TroopDestroyed'
>;
type TrackChange = EventOf<'MoraleChanged' | 'RenownChanged' | 'MadnessChanged' | 'MadnessThresholdCrossed'>;

function evolveTroops(state: EcgState, event: TroopEvent): EcgState {
  switch (event.type) {
    case 'TroopWounded':
    case 'TroopHealed':
    case 'TroopBoosted':
    case 'PreparationChanged':
    case 'TroopMoved':
    case 'TroopDestroyed':
      return evolveTroop(state, event);
    case 'MoraleChanged':
    case 'RenownChanged':
    case 'MadnessChanged':
    case 'MadnessThresholdCrossed':
      return evolveTrack(state, event);
    case 'Passed':
    case 'EffectsStopped':
    case 'ManeuverWon':
      return state;
  }
}

/** A troop's wounds, boost and preparation, its line, or its end in the discard. */
function evolveTroop(state: EcgState, event: TroopChange): EcgState {
  switch (event.type) {
    case 'TroopWounded':
      return withTroop(state, event.data.instance, (t) => {
        t.wounds += event.data.amount;
      });
    case 'TroopHealed':
      return withTroop(state, event.data.instance, (t) => {
        t.wounds -= event.data.amount;
      });
    case 'TroopBoosted':
      return withTroop(state, event.data.instance, (t) => {
        t.boost += event.data.amount;
      });
    case 'PreparationChanged':
      return withTroop(state, event.data.instance, (t) => {
        t.preparation = Math.max(0, t.preparation + event.data.amount);
      });
    case 'TroopMoved':
    case 'TroopDestroyed':
      return evolveTroopLeaving(state, event);
  }
}

/** A troop leaves its line: for the other line, or for the discard. */
function evolveTroopLeaving(state: EcgState, event: EventOf<'TroopMoved' | 'TroopDestroyed'>): EcgState {
  const place = findTroop(state, event.data.instance)!;
  return withPlayer(state, place.seat, (p) => {
    p[place.line] = p[place.line].filter((t) => t.instance !== event.data.instance);
    if (event.type === 'TroopMoved') p[event.data.line] = p[event.data.line].concat([place.troop]);
    else p.discard = p.discard.concat([place.troop.card]);
  });
}

/** A player's morale, renown and madness (crossing the threshold resets madness and costs morale). */
function evolveTrack(state: EcgState, event: TrackChange): EcgState {
  return withPlayer(state, event.data.seat, (p) => {
    switch (event.type) {
      case 'MoraleChanged':
        p.morale += event.data.amount;
        return;
      case 'RenownChanged':
        p.renown += event.data.amount;
        return;
      case 'MadnessChanged':
        p.madness += event.data.amount;
        return;
      case 'MadnessThresholdCrossed':
        p.madness = 0;
        p.crossings += 1;
        p.morale -= event.data.loss;
    }
  });
}

/** What a seat declares (a card, an ability, a maneuver) goes on the stack with its target. */
function pushDeclared(
  state: EcgState,
  declared: { readonly item: number; readonly seat: Seat; readonly target: StackItem['target'] },
  source: ItemSource,
  answers: StackItem['answers'],
): EcgState {
  const item: StackItem = { id: declared.item, seat: declared.seat, source, target: declared.target, answers };
  return patch(state, (s) => {
    s.stack = state.stack.concat([item]);
    s.nextItem = item.id + 1;
  });
}

/** A cancelled card goes to its player's discard ("Toda carta jugada … va a la zona de descarte"). */
function cancelItem(state: EcgState, id: number): EcgState {
  const item = state.stack.find((i) => i.id === id)!;
  const next = patch(state, (s) => {
    s.stack = state.stack.filter((i) => i.id !== id);
  });
  return item.source.kind === 'card'
    ? withPlayer(next, item.seat, (p) => {
        p.discard = p.discard.concat([(item.source as { card: number }).card]);
      })
    : next;
}

/** `cardId#ability` for an [x1] ability of a card the seat has in play, else null. */
export function abilityKey(state: EcgState, seat: Seat, instance: number, ability: number): string | null {
  const card = cardOfInstance(state, seat, instance);
  if (card === null) return null;
  const def = state.catalog[card]!;
  return def.abilities[ability]?.x1 === true ? `${def.id}#${ability}` : null;
}

/** The card of one of the seat's instances in play (hero, court, legacy, battle), or null. */
export function cardOfInstance(state: EcgState, seat: Seat, instance: number): number | null {
  const p = playerOf(state, seat);
  if (p.heroInstance === instance) return p.hero;
  for (const list of [p.court, p.legacy, p.infantry, p.support]) {
    for (const entry of list) if (entry.instance === instance) return entry.card;
  }
  return null;
}
