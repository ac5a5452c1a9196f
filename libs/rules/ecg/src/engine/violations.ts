import { COMMON_REFUSALS, refusalTable } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';

/** Stable refusal codes with their es/en messages ("Refusals are data"). */
const MESSAGES = {
  'ecg.bad-command': COMMON_REFUSALS.badCommand,
  'ecg.game-over': { es: 'La partida ya ha terminado.', en: 'The game is over.' },
  'ecg.system-only': { es: 'Solo la plataforma puede cantar el tiempo.', en: 'Only the platform may call time.' },
  'ecg.time-already-called': { es: 'El tiempo ya se ha cantado.', en: 'Time has already been called.' },
  'ecg.wrong-phase': { es: 'Esa orden no corresponde a esta fase.', en: 'That command does not belong to this phase.' },
  'ecg.not-your-turn': COMMON_REFUSALS.notYourTurn,
  'ecg.already-done': { es: 'Ya lo has hecho.', en: 'You have already done that.' },
  'ecg.stack-waiting': {
    es: 'Primero hay que responder a lo que está en la pila.',
    en: 'What is on the stack must be answered first.',
  },
  'ecg.discard-pending': {
    es: 'Primero hay que descartar antes de robar.',
    en: 'Cards must be discarded before drawing first.',
  },
  'ecg.reshuffle-first': {
    es: 'Tu mazo está vacío: primero decide si barajas el descarte como mazo nuevo.',
    en: 'Your deck is empty: first decide whether to shuffle the discard into a new deck.',
  },
  'ecg.no-reshuffle-offered': { es: 'Ahora no puedes barajar el descarte.', en: 'You cannot shuffle the discard now.' },
  'ecg.bad-draw': {
    es: 'Puedes robar entre 0 y las cartas permitidas, si el mazo alcanza.',
    en: 'Draw between 0 and the allowed cards, as far as the deck allows.',
  },
  'ecg.bad-discard': {
    es: 'Descarta exactamente las cartas necesarias para no pasar del límite de mano, de tu mano y en orden.',
    en: 'Discard exactly the cards needed to stay within the hand limit, from your hand, in order.',
  },
  'ecg.not-in-hand': COMMON_REFUSALS.notInHand,
  'ecg.wrong-card-type': { es: 'Esa carta no se juega así.', en: 'That card is not played that way.' },
  'ecg.court-played': {
    es: 'Ya has jugado una carta en corte este turno.',
    en: 'You have already played a card to the court this turn.',
  },
  'ecg.court-full': { es: 'Tu corte está completa.', en: 'Your court is full.' },
  'ecg.line-full': { es: 'Esa línea de formación está completa.', en: 'That formation line is full.' },
  'ecg.wrong-line': {
    es: 'La tropa no se entrena en esa línea de formación.',
    en: 'The troop is not trained in that formation line.',
  },
  'ecg.cannot-pay': { es: 'No puedes pagar el coste.', en: 'You cannot pay the cost.' },
  'ecg.not-for-realm': {
    es: 'Tu reino no puede jugar esta carta (coste «-»).',
    en: 'Your realm cannot play this card (cost "-").',
  },
  'ecg.no-sorcery': { es: 'Tu héroe no posee esa hechicería.', en: 'Your hero does not wield that sorcery.' },
  'ecg.general-in-play': {
    es: 'Ya tienes un general en la zona de héroe.',
    en: 'You already have a general in the hero zone.',
  },
  'ecg.not-now': { es: 'Esa carta no se puede jugar ahora.', en: 'That card cannot be played now.' },
  'ecg.cannot-answer': {
    es: 'Esa reacción no puede responder a lo que está en la pila.',
    en: 'That reaction cannot answer what is on the stack.',
  },
  'ecg.bad-target': COMMON_REFUSALS.badTarget,
  'ecg.unknown-ability': { es: 'No hay esa habilidad en juego.', en: 'There is no such ability in play.' },
  'ecg.wrong-zone': {
    es: 'Esa habilidad no se usa en la zona donde está la carta.',
    en: 'That ability is not used in the zone the card is in.',
  },
  'ecg.ability-used': {
    es: 'Ya se ha usado esa habilidad [x1] este turno.',
    en: 'That [x1] ability has already been used this turn.',
  },
  'ecg.not-a-troop': { es: 'No tienes esa tropa en batalla.', en: 'You have no such troop in battle.' },
  'ecg.troop-not-ready': {
    es: 'Esa tropa tiene preparación o ya maniobró este turno.',
    en: 'That troop has preparation or has already maneuvered this turn.',
  },
  'ecg.bad-maneuver': {
    es: 'Esa maniobra no cumple sus requisitos.',
    en: 'That maneuver does not meet its requirements.',
  },
  'ecg.nothing-to-pass': { es: 'No hay nada en la pila.', en: 'There is nothing on the stack.' },
  'ecg.no-discard-pending': { es: 'No tienes que descartar.', en: 'You do not have to discard.' },
} as const satisfies Record<string, Localized>;

export type EcgViolationCode = keyof typeof MESSAGES;

export const { refuse, codes: VIOLATION_CODES } = refusalTable(MESSAGES);
