import { COMMON_REFUSALS, refusalTable } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';

/** Stable refusal codes with their es/en messages ("Refusals are data"). */
const MESSAGES = {
  'blades.bad-command': COMMON_REFUSALS.badCommand,
  'blades.game-over': { es: 'La escaramuza ya ha terminado.', en: 'The skirmish is over.' },
  'blades.wrong-phase': {
    es: 'Esa orden no corresponde a esta fase de la partida.',
    en: 'That command does not belong to this phase.',
  },
  'blades.not-your-turn': COMMON_REFUSALS.notYourTurn,
  'blades.already-done': COMMON_REFUSALS.alreadyChosen,
  'blades.bad-pick': {
    es: 'Debes quedarte exactamente 3 héroes distintos de tu lista, en orden.',
    en: 'Keep exactly 3 distinct heroes of your list, in order.',
  },
  'blades.not-in-hand': COMMON_REFUSALS.notInHand,
  'blades.not-sorted': {
    es: 'Indica las cartas o los dados en orden ascendente.',
    en: 'List the cards or dice in ascending order.',
  },
  'blades.bad-pairing': { es: 'Ese emparejamiento no es válido.', en: 'That pairing is not valid.' },
  'blades.bad-dice': {
    es: 'Esos dados no existen o ya están gastados.',
    en: 'Those dice do not exist or are already spent.',
  },
  'blades.non-canonical-dice': {
    es: 'Entre dados iguales (mismo color y número) usa primero los de menor posición.',
    en: 'Among equal dice (same colour and number) use the lowest positions first.',
  },
  'blades.too-many-rerolls': {
    es: 'Debes guardar al menos un dado más que en la repetición anterior, y no te quedan repeticiones.',
    en: 'You must keep at least one more die than in the previous reroll, and have rerolls left.',
  },
  'blades.cost-not-paid': {
    es: 'Los dados no igualan el coste en número y color.',
    en: 'The dice do not match the cost in number and colour.',
  },
  'blades.hero-out': { es: 'Tu héroe activo está fuera de combate.', en: 'Your active hero is knocked out.' },
  'blades.not-playable-now': {
    es: 'Solo puedes jugar Reacciones o cartas con una ventana de uso que encaje fuera de tu activación.',
    en: 'Outside your activation you may only play Reactions or cards whose timing window applies.',
  },
  'blades.wrong-class': {
    es: 'Tu héroe activo no es de una clase que pueda jugar esta carta.',
    en: 'Your active hero is not of a class that can play this card.',
  },
  'blades.bad-target': COMMON_REFUSALS.badTarget,
  'blades.paired-rival-out': {
    es: 'El héroe rival emparejado está fuera de combate: no puedes jugar acciones que lo tengan como objetivo directo.',
    en: 'The paired rival hero is knocked out: you cannot play actions that target it directly.',
  },
  'blades.unknown-ability': {
    es: 'Tu héroe activo no tiene esa habilidad.',
    en: 'Your active hero does not have that ability.',
  },
  'blades.ability-limit': {
    es: 'Ya has usado esa habilidad las veces permitidas en este Choque.',
    en: 'That ability has reached its uses for this clash.',
  },
  'blades.deck-empty': { es: 'Tu mazo de acción está vacío.', en: 'Your action deck is empty.' },
  'blades.triggers-pending': {
    es: 'Primero hay que ordenar las acciones disparadas pendientes.',
    en: 'Pending triggered actions must be ordered first.',
  },
  'blades.bad-trigger': {
    es: 'No hay esa acción disparada pendiente.',
    en: 'There is no such pending triggered action.',
  },
  'blades.hand-within-limit': { es: 'Tu mano no supera el límite.', en: 'Your hand is within the limit.' },
} as const satisfies Record<string, Localized>;

export type BladesViolationCode = keyof typeof MESSAGES;

export const { refuse, codes: VIOLATION_CODES } = refusalTable(MESSAGES);
