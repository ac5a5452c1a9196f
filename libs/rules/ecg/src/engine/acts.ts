import type { Seat } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';
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
  const seat = command.data.seat;
  switch (command.type) {
    case 'DrawOpeningHand':
      return drawOpeningHand(em, seat);
    case 'ChooseTurnOrder':
      return chooseTurnOrder(em, command);
    case 'Reinforce':
      return reinforce(em, command);
    case 'Reshuffle':
      return command.data.shuffle ? shuffleDeck(em, seat, 'discard') : em.emit('ReshuffleDeclined', { seat });
    case 'Discard':
      return discardToHandLimit(em, command);
    case 'PlayToCourt':
      return playToCourt(em, command);
    case 'Train':
      return train(em, command);
    case 'PlayCard':
      return playCard(em, command);
    case 'UseAbility':
      return useAbility(em, command);
    case 'Maneuver': {
      const { troop, maneuver, target } = command.data;
      return em.emit('ManeuverDeclared', { seat, troop, maneuver, item: em.state.nextItem, target: target ?? null });
    }
    case 'Pass':
      em.emit('Passed', { seat });
      return resolveTop(em);
    case 'EndTurn':
      return resolutionPhase(em);
    case 'Concede':
      return concede(em, seat);
    case 'CallTime':
      return em.emit('TimeCalled', { lastTurn: em.state.turn + em.state.format.turnsAfterTime });
    default:
      return assertNever(command, 'command');
  }
}

/** "Al comenzar el juego, cada jugador roba tantas cartas como indique su héroe respectivo." */
function drawOpeningHand(em: Emitter, seat: Seat): void {
  shuffleDeck(em, seat, 'deck');
  const count = Math.min(heroOf(em.state, seat).hand, em.state.format.handLimit, playerOf(em.state, seat).deck.length);
  if (count === 0) em.emit('CardsDrawn', { seat, count: 0, cards: [], reason: 'opening' });
  else drawCards(em, seat, count, 'opening');
}

/** The player who chose goes first or second; the first turn starts. */
function chooseTurnOrder(em: Emitter, command: CommandOf<'ChooseTurnOrder'>): void {
  const { seat, go } = command.data;
  const first = go === 'first' ? seat : other(seat);
  em.emit('TurnOrderChosen', { seat, first });
  startTurn(em, 1, first);
}

/** Down to the hand limit, then on with what was waiting for the discard. */
function discardToHandLimit(em: Emitter, command: CommandOf<'Discard'>): void {
  const resume = em.state.pending!.resume;
  em.emit('CardsDiscarded', { seat: command.data.seat, cards: command.data.cards, reason: 'handLimit' });
  resumeAfterDiscard(em, resume);
}

/** "Fase de Reforzar", then "Fase de Preparación" (ready resources, troops −1 preparation). */
function reinforce(em: Emitter, command: CommandOf<'Reinforce'>): void {
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
function playToCourt(em: Emitter, command: CommandOf<'PlayToCourt'>): void {
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
function train(em: Emitter, command: CommandOf<'Train'>): void {
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
function playCard(em: Emitter, command: CommandOf<'PlayCard'>): void {
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
function useAbility(em: Emitter, command: CommandOf<'UseAbility'>): void {
  const { seat, source, ability, target } = command.data;
  const def = em.state.catalog[cardOfInstance(em.state, seat, source)!]!;
  const used = def.abilities[ability]!;
  payCost(em, seat, { amount: used.cost.pay, resource: resourceFor(em.state, seat, def) }, used.cost, source);
  em.emit('AbilityUsed', { seat, source, ability, item: em.state.nextItem, target: target ?? null });
}

function concede(em: Emitter, seat: Seat): void {
  em.emit('Conceded', { seat });
  em.emit('GameEnded', { result: { outcome: 'win', winner: other(seat), reason: 'concede' } });
}
