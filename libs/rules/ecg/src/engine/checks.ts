import { SYSTEM_SEAT, type Seat } from '@cronica/rules-kernel';
import { byType, type ByType } from '@cronica/util';
import { NO_COST, type Cost } from '../cards/effects.js';
import { heroOf, targetChoices } from './board.js';
import type { CardDef } from './cards.js';
import { canManeuver, canRegroup, maneuverTargets, needsTarget } from './combat.js';
import type { CommandOf, EcgCommand } from './commands.js';
import { cardsReached, discardsNeeded } from './draw.js';
import { cardOfInstance } from './evolve-board.js';
import { prayersOf, reinforceLimit, reshuffleOffered } from './flow.js';
import { canPay, cardNeed, resourceFor, type ResourceNeed } from './payment.js';
import { responder, topOf } from './stack.js';
import { playerOf, type EcgState } from './state.js';
import { findTroop } from './update.js';
import type { EcgViolationCode } from './violations.js';

/**
 * Why a command cannot be played now, or null: every rule is checked here before anything is
 * emitted, and `legalCommands` lists exactly the candidates this accepts.
 */
export function problem(state: EcgState, command: EcgCommand): EcgViolationCode | null {
  if (command.type !== 'CallTime' && command.data.seat === SYSTEM_SEAT) return 'ecg.not-your-turn';
  return byType(PROBLEMS, command, state);
}

const PROBLEMS: ByType<EcgCommand, [EcgState], EcgViolationCode | null> = {
  CallTime: ({ data: { seat } }, state) =>
    seat !== SYSTEM_SEAT ? 'ecg.system-only' : state.lastTurn !== null ? 'ecg.time-already-called' : null,
  Concede: () => null,
  DrawOpeningHand: ({ data: { seat } }, state) =>
    state.phase !== 'opening' ? 'ecg.wrong-phase' : playerOf(state, seat).opened ? 'ecg.already-done' : null,
  ChooseTurnOrder: ({ data: { seat } }, state) =>
    state.phase !== 'order' ? 'ecg.wrong-phase' : state.chooser !== seat ? 'ecg.not-your-turn' : null,
  Reinforce: reinforceProblem,
  Reshuffle: ({ data: { seat } }, state) => reshuffleProblem(state, seat),
  Discard: ({ data: { seat, cards } }, state) => discardProblem(state, seat, cards),
  Pass: ({ data: { seat } }, state) => passProblem(state, seat),
  EndTurn: ({ data: { seat } }, state) => mainTiming(state, seat),
  PlayToCourt: courtProblem,
  Train: trainProblem,
  PlayCard: playCardProblem,
  UseAbility: abilityProblem,
  Maneuver: maneuverProblem,
};

function reshuffleProblem(state: EcgState, seat: Seat): EcgViolationCode | null {
  if (state.phase !== 'reinforce') return 'ecg.wrong-phase';
  if (state.active !== seat) return 'ecg.not-your-turn';
  return reshuffleOffered(state) ? null : 'ecg.no-reshuffle-offered';
}

function discardProblem(state: EcgState, seat: Seat, cards: readonly string[]): EcgViolationCode | null {
  if (state.pending === null) return 'ecg.no-discard-pending';
  if (state.pending.seat !== seat) return 'ecg.not-your-turn';
  return discardListProblem(state, seat, cards, state.pending.count);
}

/** Passing answers the stack: only the seat whose answer is awaited, with no discard waiting. */
function passProblem(state: EcgState, seat: Seat): EcgViolationCode | null {
  if (state.pending !== null) return 'ecg.discard-pending';
  const answering = responder(state);
  return answering === null ? 'ecg.nothing-to-pass' : answering !== seat ? 'ecg.not-your-turn' : null;
}

/** Own action phase, nothing on the stack, no discard waiting ("Fase de Acción"). */
export function mainTiming(state: EcgState, seat: Seat): EcgViolationCode | null {
  if (state.pending !== null) return 'ecg.discard-pending';
  if (state.phase !== 'action') return 'ecg.wrong-phase';
  if (state.active !== seat) return 'ecg.not-your-turn';
  return state.stack.length > 0 ? 'ecg.stack-waiting' : null;
}

const isSorted = (ids: readonly string[]): boolean => ids.every((id, i) => i === 0 || ids[i - 1]! <= id);

/** A discard list: sorted card ids, from the hand, exactly `count` of them. */
function discardListProblem(
  state: EcgState,
  seat: Seat,
  cards: readonly string[],
  count: number,
): EcgViolationCode | null {
  if (cards.length !== count || !isSorted(cards)) return 'ecg.bad-discard';
  const hand = playerOf(state, seat).hand.map((c) => state.catalog[c]!.id);
  for (const id of cards) {
    const at = hand.indexOf(id);
    if (at < 0) return 'ecg.bad-discard';
    hand.splice(at, 1);
  }
  return null;
}

function reinforceProblem(command: CommandOf<'Reinforce'>, state: EcgState): EcgViolationCode | null {
  const { seat, draw, discard } = command.data;
  if (state.pending !== null) return 'ecg.discard-pending';
  if (state.phase !== 'reinforce') return 'ecg.wrong-phase';
  if (state.active !== seat) return 'ecg.not-your-turn';
  if (reshuffleOffered(state)) return 'ecg.reshuffle-first';
  // "El jugador puede robar hasta 2 cartas de su mazo", as far as the deck (and its one reshuffle) reaches.
  if (draw > reinforceLimit(state) || cardsReached(state, seat, draw) !== draw) return 'ecg.bad-draw';
  return discardListProblem(state, seat, discard, discardsNeeded(state, seat, draw));
}

/** The catalog index of a card id in the seat's hand, or null. */
export function handCard(state: EcgState, seat: Seat, id: string): number | null {
  const index = state.cardIndex[id];
  return index !== undefined && playerOf(state, seat).hand.includes(index) ? index : null;
}

function courtProblem(command: CommandOf<'PlayToCourt'>, state: EcgState): EcgViolationCode | null {
  const { seat, card } = command.data;
  const timing = mainTiming(state, seat);
  if (timing !== null) return timing;
  const index = handCard(state, seat, card);
  if (index === null) return 'ecg.not-in-hand';
  const type = state.catalog[index]!.type;
  if (type !== 'troop' && type !== 'general') return 'ecg.wrong-card-type';
  if (state.flags.courtPlayed) return 'ecg.court-played';
  return playerOf(state, seat).court.length >= state.format.courtLimit ? 'ecg.court-full' : null;
}

function trainProblem(command: CommandOf<'Train'>, state: EcgState): EcgViolationCode | null {
  const { seat, card, line } = command.data;
  const timing = mainTiming(state, seat);
  if (timing !== null) return timing;
  const index = handCard(state, seat, card);
  if (index === null) return 'ecg.not-in-hand';
  const def = state.catalog[index]!;
  if (def.type !== 'troop') return 'ecg.wrong-card-type';
  // "…en la línea que la carta especifica, o en caso de formación doble, se puede escoger".
  if (def.formation !== 'double' && def.formation !== line) return 'ecg.wrong-line';
  if (playerOf(state, seat)[line].length >= state.format.lineLimit) return 'ecg.line-full';
  return canPay(state, seat, { amount: def.cost, resource: resourceFor(state, seat, def) }, NO_COST, null);
}

/** The requirement the next Oración asks for ("al tener 1, al tener 2, 3 o 4"). */
export function prayerRequirement(state: EcgState, seat: Seat, def: CardDef): Cost {
  const n = prayersOf(state, seat) + 1;
  return def.requirements[Math.min(n, def.requirements.length) - 1] ?? NO_COST;
}

/** The whole cost of playing a card from hand: resources, and Oración's requirement. */
export function playCost(state: EcgState, seat: Seat, def: CardDef): { need: ResourceNeed; cost: Cost } | null {
  const cost = def.type === 'blessing' ? prayerRequirement(state, seat, def) : NO_COST;
  const need = cardNeed(state, seat, def, cost.pay);
  return need === null ? null : { need, cost };
}

function targetProblem(
  state: EcgState,
  seat: Seat,
  pool: CardDef['target'],
  target: number | undefined,
): EcgViolationCode | null {
  if (pool === null) return target === undefined ? null : 'ecg.bad-target';
  return target !== undefined && targetChoices(state, seat, pool).includes(target) ? null : 'ecg.bad-target';
}

function playCardProblem(command: CommandOf<'PlayCard'>, state: EcgState): EcgViolationCode | null {
  const { seat, card, target } = command.data;
  const index = state.cardIndex[card];
  const def = index === undefined ? undefined : state.catalog[index];
  if (def === undefined || ['troop', 'hero', 'resource'].includes(def.type))
    return handCard(state, seat, card) === null ? 'ecg.not-in-hand' : 'ecg.wrong-card-type';
  const timing = def.type === 'reaction' ? reactionTiming(state, seat, def) : mainTiming(state, seat);
  if (timing !== null) return timing;
  if (handCard(state, seat, card) === null) return 'ecg.not-in-hand';
  if (def.type === 'spell' && (def.sorcery === null || !heroOf(state, seat).sorceries.includes(def.sorcery)))
    return 'ecg.no-sorcery';
  if (def.type === 'general' && playerOf(state, seat).legacy.some((c) => state.catalog[c.card]!.type === 'general'))
    return 'ecg.general-in-play';
  const targeting = targetProblem(state, seat, def.type === 'reaction' ? null : def.target, target);
  if (targeting !== null) return targeting;
  const price = playCost(state, seat, def);
  return price === null ? 'ecg.not-for-realm' : canPay(state, seat, price.need, price.cost, null);
}

/** A reaction answers the top of the stack, played by its rival, when it says it may. */
function reactionTiming(state: EcgState, seat: Seat, def: CardDef): EcgViolationCode | null {
  if (state.pending !== null) return 'ecg.discard-pending';
  const top = topOf(state);
  if (top === undefined || responder(state) !== seat) return 'ecg.not-now';
  return def.answers.includes(top.source.kind) ? null : 'ecg.cannot-answer';
}

/** Where an instance of `seat` is: the zone its abilities need ("Tropas y sus habilidades"). */
export function zoneOf(state: EcgState, seat: Seat, instance: number): 'hero' | 'court' | 'legacy' | 'battle' | null {
  const p = playerOf(state, seat);
  if (p.heroInstance === instance) return 'hero';
  if (p.court.some((c) => c.instance === instance)) return 'court';
  if (p.legacy.some((c) => c.instance === instance)) return 'legacy';
  return findTroop(state, instance)?.seat === seat ? 'battle' : null;
}

function abilityProblem(command: CommandOf<'UseAbility'>, state: EcgState): EcgViolationCode | null {
  const { seat, source, ability: at, target } = command.data;
  const timing = mainTiming(state, seat);
  if (timing !== null) return timing;
  const card = cardOfInstance(state, seat, source);
  const def = card === null ? undefined : state.catalog[card];
  const ability = def?.abilities[at];
  if (def === undefined || ability === undefined) return 'ecg.unknown-ability';
  if (zoneOf(state, seat, source) !== ability.zone) return 'ecg.wrong-zone';
  if (ability.x1 && state.flags.x1.includes(`${def.id}#${at}`)) return 'ecg.ability-used';
  const targeting = targetProblem(state, seat, ability.target ?? null, target);
  if (targeting !== null) return targeting;
  return canPay(
    state,
    seat,
    { amount: ability.cost.pay, resource: resourceFor(state, seat, def) },
    ability.cost,
    source,
  );
}

function maneuverProblem(command: CommandOf<'Maneuver'>, state: EcgState): EcgViolationCode | null {
  const { seat, troop, maneuver, target } = command.data;
  const timing = mainTiming(state, seat);
  if (timing !== null) return timing;
  if (findTroop(state, troop)?.seat !== seat) return 'ecg.not-a-troop';
  if (!canManeuver(state, seat, troop)) return 'ecg.troop-not-ready';
  if (!needsTarget(maneuver)) return target === undefined && canRegroup(state, seat, troop) ? null : 'ecg.bad-maneuver';
  return target !== undefined && maneuverTargets(state, seat, troop, maneuver).includes(target)
    ? null
    : 'ecg.bad-maneuver';
}
