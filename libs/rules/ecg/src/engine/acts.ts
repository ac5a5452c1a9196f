import { byType, type ByType } from '@cronica/util';
import { NO_COST } from '../cards/effects.js';
import { heroOf } from './board.js';
import { playCost } from './checks.js';
import type { CommandOf, EcgCommand } from './commands.js';
import { drawCards, shuffleDeck } from './draw.js';
import { resumeAfterDiscard, runResolution } from './effects.js';
import type { Emitter } from './emitter.js';
import { resolutionPhase, startTurn } from './flow.js';
import { payCost, resourceFor } from './payment.js';
import { resolveTop, topOf } from './stack.js';
import { cardOfInstance } from './evolve-board.js';
import { playerOf, other } from './state.js';

/** What an accepted command does (its checks passed in checks.ts). */
export function act(em: Emitter, command: EcgCommand): void {
  byType(ACTS, command, em);
}

const ACTS: ByType<EcgCommand, [Emitter], void> = {
  DrawOpeningHand: drawOpeningHand,
  ChooseTurnOrder: chooseTurnOrder,
  Reinforce: reinforce,
  Reshuffle: ({ data: { seat, shuffle } }, em) =>
    shuffle ? shuffleDeck(em, seat, 'discard') : em.emit('ReshuffleDeclined', { seat }),
  Discard: discardToHandLimit,
  PlayToCourt: playToCourt,
  Train: train,
  PlayCard: playCard,
  UseAbility: useAbility,
  Maneuver: ({ data: { seat, troop, maneuver, target } }, em) =>
    em.emit('ManeuverDeclared', { seat, troop, maneuver, item: em.state.nextItem, target: target ?? null }),
  Pass: ({ data: { seat } }, em) => {
    em.emit('Passed', { seat });
    resolveTop(em);
  },
  EndTurn: (_command, em) => resolutionPhase(em),
  Concede: concede,
  CallTime: (_command, em) => em.emit('TimeCalled', { lastTurn: em.state.turn + em.state.format.turnsAfterTime }),
};

/** "Al comenzar el juego, cada jugador roba tantas cartas como indique su héroe respectivo." */
function drawOpeningHand({ data: { seat } }: CommandOf<'DrawOpeningHand'>, em: Emitter): void {
  shuffleDeck(em, seat, 'deck');
  const count = Math.min(heroOf(em.state, seat).hand, em.state.format.handLimit, playerOf(em.state, seat).deck.length);
  if (count === 0) em.emit('CardsDrawn', { seat, count: 0, cards: [], reason: 'opening' });
  else drawCards(em, seat, count, 'opening');
}

/** The player who chose goes first or second; the first turn starts. */
function chooseTurnOrder(command: CommandOf<'ChooseTurnOrder'>, em: Emitter): void {
  const { seat, go } = command.data;
  const first = go === 'first' ? seat : other(seat);
  em.emit('TurnOrderChosen', { seat, first });
  startTurn(em, 1, first);
}

/** Down to the hand limit, then on with what was waiting for the discard. */
function discardToHandLimit(command: CommandOf<'Discard'>, em: Emitter): void {
  const resume = em.state.pending!.resume;
  em.emit('CardsDiscarded', { seat: command.data.seat, cards: command.data.cards, reason: 'handLimit' });
  resumeAfterDiscard(em, resume);
}

/** "Fase de Reforzar", then "Fase de Preparación" (ready resources, troops −1 preparation). */
function reinforce(command: CommandOf<'Reinforce'>, em: Emitter): void {
  const { seat, draw, discard } = command.data;
  em.emit('Reinforced', { seat, count: draw });
  if (discard.length > 0) em.emit('CardsDiscarded', { seat, cards: discard, reason: 'handLimit' });
  if (draw > 0) drawCards(em, seat, draw, 'reinforce');
  em.emit('Prepared', { seat });
}

/**
 * "Las tropas jugadas en corte ignoran su coste"; no madness ("Jugar una tropa o general locura en
 * corte no aumenta tu locura"); renown only with `courtRenown` (RULES-NOTES.md, "Court").
 */
function playToCourt(command: CommandOf<'PlayToCourt'>, em: Emitter): void {
  const { seat, card } = command.data;
  em.emit('CourtCardPlayed', { seat, card, instance: em.state.nextInstance });
  const def = em.state.catalog[em.state.cardIndex[card]!]!;
  if (em.state.format.courtRenown && def.type === 'troop' && givesRenown(def))
    em.emit('RenownChanged', { seat, amount: 1 });
}

const givesRenown = (def: { wild: boolean; devout: boolean; mercenary: boolean }): boolean =>
  !def.wild && !def.devout && !def.mercenary;

/**
 * "Entrenar una tropa en batalla": pay its cost, +1 renown unless wild, devout or mercenary, its
 * madness, then its on-train effects, during which it is not yet under its player's control.
 */
function train(command: CommandOf<'Train'>, em: Emitter): void {
  const { seat, card, line } = command.data;
  const def = em.state.catalog[em.state.cardIndex[card]!]!;
  payCost(em, seat, { amount: def.cost, resource: resourceFor(em.state, seat, def) }, NO_COST, null);
  const instance = em.state.nextInstance;
  em.emit('TroopTrained', { seat, card, instance, line });
  if (givesRenown(def)) em.emit('RenownChanged', { seat, amount: 1 });
  if (def.madness > 0) em.emit('MadnessChanged', { seat, amount: def.madness });
  if (def.onTrain.length > 0) {
    runResolution(em, {
      seat,
      source: instance,
      target: null,
      itemTarget: null,
      entering: instance,
      answers: null,
      effects: def.onTrain,
      next: 0,
      drawLeft: 0,
      card: null,
    });
  }
}

/** Actions, spells and reactions go on the stack; generals, legacies and Oración to the legacy zone. */
function playCard(command: CommandOf<'PlayCard'>, em: Emitter): void {
  const { seat, card, target } = command.data;
  const def = em.state.catalog[em.state.cardIndex[card]!]!;
  const price = playCost(em.state, seat, def)!;
  payCost(em, seat, price.need, price.cost, null);
  // "Cada vez que juegas una carta con el título locura obtienes tanta locura como se especifique."
  if (def.madness > 0) em.emit('MadnessChanged', { seat, amount: def.madness });
  if (def.type === 'general' || def.type === 'legacy' || def.type === 'blessing') {
    em.emit('LegacyPlayed', { seat, card, instance: em.state.nextInstance });
    return;
  }
  const answers = def.type === 'reaction' ? topOf(em.state)!.id : null;
  em.emit('CardPlayed', { seat, card, item: em.state.nextItem, target: target ?? null, answers });
}

/** "Habilidades": the cost (everything before ":") is paid now; the effects wait on the stack. */
function useAbility(command: CommandOf<'UseAbility'>, em: Emitter): void {
  const { seat, source, ability, target } = command.data;
  const def = em.state.catalog[cardOfInstance(em.state, seat, source)!]!;
  const used = def.abilities[ability]!;
  payCost(em, seat, { amount: used.cost.pay, resource: resourceFor(em.state, seat, def) }, used.cost, source);
  em.emit('AbilityUsed', { seat, source, ability, item: em.state.nextItem, target: target ?? null });
}

function concede({ data: { seat } }: CommandOf<'Concede'>, em: Emitter): void {
  em.emit('Conceded', { seat });
  em.emit('GameEnded', { result: { outcome: 'win', winner: other(seat), reason: 'concede' } });
}
