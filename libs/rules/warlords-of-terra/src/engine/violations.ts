import { COMMON_REFUSALS, refusalTable } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';

/** Stable refusal codes with their es/en messages ("Refusals are data"). */
const MESSAGES = {
  'wot.bad-command': COMMON_REFUSALS.badCommand,
  'wot.match-over': { es: 'La partida ya ha terminado.', en: 'The match is over.' },
  'wot.not-your-decision': { es: 'Ahora no te toca decidir.', en: 'It is not your decision now.' },
  'wot.wrong-phase': {
    es: 'Esa orden no corresponde a este momento de la partida.',
    en: 'That command does not belong to this moment of the game.',
  },
  'wot.system-only': {
    es: 'Solo la plataforma (el reloj de la ronda o un juez) puede enviar esa orden.',
    en: 'Only the platform (the round clock or a judge) may send that command.',
  },
  'wot.already-done': COMMON_REFUSALS.alreadyChosen,
  'wot.swap.not-in-deck': { es: 'Esa carta no está en tu mazo principal.', en: 'That card is not in your main deck.' },
  'wot.swap.not-in-sideboard': {
    es: 'Esa carta no está en tu prebanquillo.',
    en: 'That card is not in your pre-sideboard.',
  },
  'wot.swap.deck-type': {
    es: 'Solo se cambia una carta por otra del mismo mazo (batalla o construcción): 40 y 15 son inamovibles (A.1).',
    en: 'A card is only swapped for one of the same deck (battle or construction): 40 and 15 are fixed (A.1).',
  },
  'wot.swap.same-card': {
    es: 'Cambiar una carta por sí misma no cambia nada.',
    en: 'Swapping a card for itself changes nothing.',
  },
  'wot.swap.limit': {
    es: 'El cambio rompería un límite del mazo (copias o cartas únicas; C.3).',
    en: 'The swap would break a deck limit (copies or unique cards; C.3).',
  },
  'wot.swap.legendary-limit': {
    es: 'El mazo principal pasaría del tope de cartas legendarias de este torneo: también al cambiar desde el prebanquillo hay que respetarlo (C.5).',
    en: "The main deck would go over this tournament's legendary card cap: a pre-sideboard swap must keep it too (C.5).",
  },
  'wot.hero-point': {
    es: 'El punto de poder del héroe se añade una vez por turno, en el paso de su recurso (A.3).',
    en: "The hero's power point is added once per turn, in its resource's step (A.3).",
  },
  'wot.cannot-hire': {
    es: 'Contratar refuerzos cuesta 5 de oro y solo se decide en un turno con paso de robo (A.3).',
    en: 'Hiring reinforcements costs 5 gold and is only chosen on a turn with a draw step (A.3).',
  },
  'wot.deck-empty': { es: 'Ese mazo está vacío.', en: 'That deck is empty.' },
  'wot.not-in-hand': COMMON_REFUSALS.notInHand,
  'wot.wrong-card-type': { es: 'Esa carta no se juega de esa forma.', en: 'That card is not played that way.' },
  'wot.cannot-pay': { es: 'No tienes maná u oro suficientes.', en: 'You do not have enough mana or gold.' },
  'wot.bad-zone': {
    es: 'Esa zona no es válida: se invoca en una zona libre de tu línea de invocación.',
    en: 'That zone is not valid: troops are summoned into a free zone of your summoning line.',
  },
  'wot.bad-target': COMMON_REFUSALS.badTarget,
  'wot.no-such-troop': { es: 'No controlas esa tropa.', en: 'You do not control that troop.' },
  'wot.no-such-object': { es: 'No tienes ese objeto.', en: 'You do not have that object.' },
  'wot.equip-slot': {
    es: 'Esa tropa ya lleva un objeto de ese tipo.',
    en: 'That troop already carries an object of that kind.',
  },
  'wot.cannot-move': {
    es: 'Esa tropa no puede mover a esa zona (volteada, sin velocidad, no adyacente u ocupada).',
    en: 'That troop cannot move there (flipped, out of speed, not adjacent or occupied).',
  },
  'wot.bad-strike': { es: 'Ese golpe no es posible desde ahí.', en: 'That strike is not possible from there.' },
  'wot.cannot-attack': { es: 'Esa tropa no puede declarar un ataque.', en: 'That troop cannot declare an attack.' },
  'wot.tension': {
    es: 'Antes de pasar al final del turno, cada tropa en tensión debe combatir (A.9.2).',
    en: 'Before the end phase, every troop in tension must fight (A.9.2).',
  },
  'wot.ability': { es: 'Esa habilidad no se puede usar ahora.', en: 'That ability cannot be used now.' },
  'wot.power': {
    es: 'Ese poder no se puede usar ahora (puntos de poder, una vez por turno).',
    en: 'That power cannot be used now (power points, once per turn).',
  },
  'wot.timing': {
    es: 'Ahora solo se pueden jugar súbitos (hechizos o habilidades súbitas).',
    en: 'Only sudden spells or sudden abilities can be played now.',
  },
  'wot.own-trigger': {
    es: 'No puedes responder a tu propio efecto de entrada en el campo de batalla (A.6.1).',
    en: 'You cannot answer your own enter-the-battlefield effect (A.6.1).',
  },
  'wot.chain-closed': {
    es: 'La cadena de respuestas está cerrada: quien invocó tuvo la última palabra (A.6.1).',
    en: 'The chain of answers is closed: the summoner had the last word (A.6.1).',
  },
  'wot.hand-within-limit': {
    es: 'Tu mano no supera 8 cartas: no se descarta a voluntad (A.1).',
    en: 'Your hand is within 8 cards: no voluntary discards (A.1).',
  },
  'wot.armory-full': {
    es: 'Primero hay que destruir objetos hasta dejar la armería en 3 (A.4.2).',
    en: 'First destroy objects until the armory holds 3 (A.4.2).',
  },
  'wot.time.already-called': {
    es: 'El tiempo de la ronda ya se ha cantado.',
    en: "The round's time has already been called.",
  },
  'wot.time.untimed': {
    es: 'Esta partida se juega sin tiempo (final al mejor de 3, C.1).',
    en: 'This match is untimed (best-of-3 final, C.1).',
  },
} as const satisfies Record<string, Localized>;

export type WotViolationCode = keyof typeof MESSAGES;

export const { refuse, message: violationMessage, codes: VIOLATION_CODES } = refusalTable(MESSAGES);
