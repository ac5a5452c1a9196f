import { refusal } from './refusal.js';

/** Refusals that guard registration: the players, and the deck lists they hand in (002 C.4). */
export const registrationRefusals = {
  registrationNotOpen: refusal(
    'tournament.registration.not-open',
    'La inscripción no está abierta.',
    'Registration is not open.',
  ),
  registrationOpen: refusal(
    'tournament.registration.still-open',
    'La inscripción sigue abierta.',
    'Registration is still open.',
  ),
  duplicatePlayer: refusal(
    'tournament.player.duplicate',
    'Ese jugador ya está inscrito.',
    'That player is already registered.',
  ),
  unknownPlayer: refusal(
    'tournament.player.unknown',
    'Ese jugador no está inscrito.',
    'That player is not registered.',
  ),
  playerDropped: refusal(
    'tournament.player.dropped',
    'Ese jugador ya abandonó el torneo.',
    'That player has already dropped.',
  ),
  playerName: refusal(
    'tournament.player.name',
    'El nombre del jugador debe tener de 1 a 120 caracteres.',
    "The player's name must have 1 to 120 characters.",
  ),
  removeTooLate: refusal(
    'tournament.player.remove-too-late',
    'Ya hay rondas emparejadas: en vez de quitar al jugador, registra su abandono.',
    'Rounds have been paired: drop the player instead of removing them.',
  ),
  registrationFull: refusal(
    'tournament.registration.full',
    'El torneo está completo: no quedan plazas. Si hay sitio en la sala, la organización puede inscribirte en la mesa.',
    'The event is full: no places left. If the room has space, the organizer can register you at the desk.',
  ),
  lateEntriesClosed: refusal(
    'tournament.late-entry.closed',
    'Este torneo no admite inscripciones tardías.',
    'This tournament takes no late entries.',
  ),
  notDropped: refusal(
    'tournament.player.not-dropped',
    'Ese jugador no ha abandonado el torneo.',
    'That player has not dropped.',
  ),
  disqualified: refusal(
    'tournament.player.disqualified',
    'Ese jugador está descalificado; no puede volver.',
    'That player is disqualified and cannot come back.',
  ),
  reinstateTooLate: refusal(
    'tournament.player.reinstate-too-late',
    'Ya se publicó una ronda sin ese jugador; no puede volver al torneo.',
    'A round was published without that player; they cannot come back.',
  ),
  decksLocked: refusal(
    'tournament.deck.locked',
    'Las listas quedaron cerradas al terminar la inscripción (002 C.4).',
    'Deck lists were locked when registration closed (002 C.4).',
  ),
  noValidator: refusal(
    'tournament.deck.no-validator',
    'No hay validador de mazos para este juego.',
    'There is no deck validator for this game.',
  ),
  invalidDeck: (errors: readonly { code: string }[]) =>
    refusal(
      'tournament.deck.invalid',
      `La lista no es válida: ${errors.map((e) => e.code).join(', ')}.`,
      `The deck list is invalid: ${errors.map((e) => e.code).join(', ')}.`,
    ),
  wrongGame: refusal('tournament.deck.wrong-game', 'La lista es de otro juego.', 'The deck list is for another game.'),
  missingDecks: (names: readonly string[]) =>
    refusal(
      'tournament.deck.missing',
      `Faltan listas de: ${names.join(', ')}.`,
      `Deck lists missing for: ${names.join(', ')}.`,
    ),
  listsMissingToPlay: (names: readonly string[]) =>
    refusal(
      'tournament.deck.missing-to-play',
      `Sin lista no se juega (002 C.4): ${names.join(', ')}. Que la entreguen (o escríbela en la mesa de organización), o retíralos, y publica.`,
      `No list, no play (002 C.4): ${names.join(', ')}. Have them hand one in (or type it at the desk), or drop them, then publish.`,
    ),
};
