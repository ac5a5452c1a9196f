import { refusalTable } from '@cronica/rules-kernel';
import { localized, type Localized } from '@cronica/util';

/** Refusals: stable codes (`accion.<code>`) with a message in Spanish and English. */
const MESSAGES = {
  malformed: localized('La orden no tiene la forma esperada.', 'The command does not have the expected shape.'),
  'encounter-over': localized('El encuentro ha terminado.', 'The encounter is over.'),
  'not-started': localized('El encuentro aún no ha empezado.', 'The encounter has not started yet.'),
  'already-started': localized('El encuentro ya ha empezado.', 'The encounter has already started.'),
  'not-your-turn': localized('No es tu momento de actuar.', 'It is not your moment to act.'),
  'gm-only': localized('Solo el director de juego puede hacerlo.', 'Only the game master can do that.'),
  'players-only': localized('Solo un jugador puede hacerlo.', 'Only a player can do that.'),
  'discard-first': localized('Primero descarta hasta tu límite de mano.', 'Discard down to your hand limit first.'),
  'waiting-for-answer': localized(
    'La mesa espera la respuesta de otro jugador.',
    'The table is waiting for another player’s answer.',
  ),
  'not-over-limit': localized('Tu mano no supera el límite.', 'Your hand is not above the limit.'),
  'no-actions': localized(
    'No te quedan acciones suficientes este turno.',
    'You do not have enough actions left this turn.',
  ),
  'not-tactical': localized(
    'Esa acción táctica solo existe en encuentros con casillas.',
    'That tactical action only exists in encounters played on squares.',
  ),
  'unknown-target': localized(
    'Ese objetivo no está en tu escena o ya no cuenta.',
    'That target is not in your scene or no longer counts.',
  ),
  'wrong-kind': localized(
    'Ese objetivo no se ve afectado por ese tipo de ataque.',
    'That target is not affected by that kind of attack.',
  ),
  'bad-combo': localized(
    'Esas cartas no forman un combo válido para ti.',
    'Those cards do not make a valid combo for you.',
  ),
  'card-not-in-hand': localized('Esa carta no está en tu mano.', 'That card is not in your hand.'),
  'card-not-in-discard': localized('Esa carta no está en tu descarte.', 'That card is not in your discard pile.'),
  'unknown-skill': localized(
    'Esa habilidad no existe en este encuentro.',
    'That skill does not exist in this encounter.',
  ),
  'not-enough-mp': localized('No tienes MP suficientes.', 'You do not have enough MP.'),
  unreachable: localized('No puedes llegar a esa casilla.', 'You cannot reach that square.'),
  'unknown-scene': localized('No puedes ir a esa escena.', 'You cannot go to that scene.'),
  'bad-count': localized('Esa cantidad no es válida.', 'That amount is not valid.'),
  'table-full': localized('Ya hay 3 cartas donadas en la mesa.', 'There are already 3 donated cards on the table.'),
  'no-team': localized(
    'Asistir y pedir ayuda solo existen en juego en equipo.',
    'Assisting and asking for help only exist in team play.',
  ),
  'unknown-ally': localized('Ese aliado no puede ayudarte ahora.', 'That ally cannot help you now.'),
  'already-prepared': localized('Ya estás preparado.', 'You are already prepared.'),
  'already-interrupted': localized('Ese enemigo ya está interrumpido.', 'That enemy is already interrupted.'),
  'empty-hand': localized('No tienes cartas en la mano.', 'You have no cards in hand.'),
  'empty-deck': localized('Tu mazo está vacío.', 'Your deck is empty.'),
  'no-charge-line': localized(
    'No hay una línea recta libre hasta ese objetivo.',
    'There is no clear straight line to that target.',
  ),
  'mana-once': localized('Ya cargaste mana este turno.', 'You already charged mana this turn.'),
  'bad-mana': localized(
    'Carga 2 cartas, un Rey o un As, o tu carta identidad.',
    'Charge 2 cards, a King or an Ace, or your identity card.',
  ),
  'no-flank': localized('No flanqueáis a ese enemigo juntos.', 'You are not flanking that enemy together.'),
  'flank-once': localized('Ya pediste un flanqueo este turno.', 'You already asked for a flank this turn.'),
  'not-eligible': localized('No puedes interceptar esa embestida.', 'You cannot intercept that charge.'),
  'not-tied': localized(
    'Solo quienes empataron eligen, y entre ellos.',
    'Only those tied choose, and among themselves.',
  ),
  'bad-next': localized('Ese no puede actuar ahora.', 'That one cannot act now.'),
  'cannot-break': localized(
    'El flujo no puede romperse hacia ese enemigo ahora.',
    'The flow cannot break to that enemy now.',
  ),
  'no-threat-clock': localized('Este encuentro no tiene barra de amenaza.', 'This encounter has no threat bar.'),
  'out-of-reach': localized(
    'Ese jugador está fuera del alcance de ese enemigo.',
    'That player is out of that enemy’s reach.',
  ),
  'already-out': localized('Ya no estás en el encuentro.', 'You are no longer in the encounter.'),
  'cannot-cede': localized(
    'Solo quien reveló la carta más baja cede la iniciativa, en su primer turno de una escena sin combate.',
    'Only the lowest card cedes the initiative, on its first turn of a scene without combat.',
  ),
  'system-only': localized('Solo la plataforma puede cantar el tiempo.', 'Only the platform can call time.'),
} as const satisfies Record<string, Localized>;

export type AccionViolationCode = keyof typeof MESSAGES;

export const { refuse, message: violationMessage, codes: VIOLATION_CODES } = refusalTable(MESSAGES, 'accion.');
