import { violation, type RuleViolation } from '@cronica/rules-kernel';
import { localized, type Localized } from '@cronica/util';
import type { TournamentProblem } from '../violations.js';
import type { TournamentState } from './types.js';

/** Refusals of the tournament decider: stable codes, Spanish and English (state unchanged). */

/** Players as a refusal names them: by the name they registered with, never by an internal id. */
export const playerNames = (state: Pick<TournamentState, 'players'>, ids: readonly string[]): string[] =>
  ids.map((id) => state.players[id]?.name ?? id);

type Refuse = (command: unknown) => RuleViolation;

export const refusal =
  (code: string, es: string, en: string): Refuse =>
  (command) =>
    violation(code, command, localized(es, en));

export const refuse = {
  notAllowed: refusal(
    'tournament.actor.not-allowed',
    'No tienes permiso para esta acción.',
    'You are not allowed to do this.',
  ),
  alreadyCreated: refusal('tournament.created.already', 'El torneo ya existe.', 'The tournament already exists.'),
  notCreated: refusal('tournament.created.not-yet', 'El torneo aún no existe.', 'The tournament does not exist yet.'),
  badConfig: (detail: Localized) =>
    refusal(
      'tournament.config.invalid',
      `Configuración no válida. ${detail.es}`,
      `Invalid configuration. ${detail.en}`,
    ),
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
  roundOpen: refusal(
    'tournament.round.still-open',
    'La ronda actual no ha terminado.',
    'The current round has not ended.',
  ),
  noOpenRound: refusal('tournament.round.none-open', 'No hay ninguna ronda en juego.', 'No round is being played.'),
  allRoundsPlayed: refusal(
    'tournament.round.all-played',
    'Ya se jugaron todas las rondas suizas.',
    'Every Swiss round has been played.',
  ),
  alreadyPublished: refusal(
    'tournament.round.published',
    'Los emparejamientos ya están publicados.',
    'Pairings are already published.',
  ),
  notPublished: refusal(
    'tournament.round.not-published',
    'Los emparejamientos no están publicados.',
    'Pairings are not published yet.',
  ),
  droppedPaired: refusal(
    'tournament.round.dropped-player-paired',
    'Un jugador emparejado abandonó: vuelve a emparejar antes de publicar.',
    'A paired player dropped: pair again before publishing.',
  ),
  badTables: (detail: string) =>
    refusal('tournament.round.bad-tables', `Mesas no válidas: ${detail}.`, `Invalid tables: ${detail}.`),
  unseatedPlayers: refusal(
    'tournament.round.unseated-players',
    'Hay jugadores que pueden jugar y no tienen mesa (volvieron al torneo): vuelve a emparejar antes de publicar.',
    'Some players who can play have no table (they came back): pair again before publishing.',
  ),
  noOtherPairing: refusal(
    'tournament.round.no-other-pairing',
    'No existe otro emparejamiento válido para esta ronda.',
    'There is no other valid pairing for this round.',
  ),
  notInDraft: refusal(
    'tournament.draft.not-seated',
    'Los dos jugadores deben estar sentados en el borrador de la ronda.',
    "Both players must be seated in the round's draft.",
  ),
  sameTable: refusal(
    'tournament.draft.same-table',
    'Esos dos jugadores ya están en la misma mesa.',
    'Those two players are already at the same table.',
  ),
  resultsMissing: (tables: readonly number[]) =>
    refusal(
      'tournament.round.results-missing',
      `Faltan resultados en las mesas ${tables.join(', ')}.`,
      `Results missing at tables ${tables.join(', ')}.`,
    ),
  unknownTable: refusal(
    'tournament.result.unknown-table',
    'Esa mesa no existe en esa ronda.',
    'That table does not exist in that round.',
  ),
  notAtTable: refusal(
    'tournament.result.not-at-table',
    'Solo los jugadores de la mesa pueden hacer esto.',
    'Only the players at the table can do this.',
  ),
  alreadyFinal: refusal(
    'tournament.result.final',
    'El resultado ya es definitivo; un juez puede corregirlo.',
    'The result is final; a judge can correct it.',
  ),
  nothingReported: refusal(
    'tournament.result.not-reported',
    'No hay resultado que confirmar.',
    'There is no result to confirm.',
  ),
  ownReport: refusal(
    'tournament.result.own-report',
    'El resultado lo debe confirmar tu rival.',
    'Your opponent must confirm the result.',
  ),
  badResult: (detail: Localized) =>
    refusal('tournament.result.invalid', `Resultado no válido: ${detail.es}.`, `Invalid result: ${detail.en}.`),
  reasonRequired: refusal(
    'tournament.result.reason-required',
    'Esta mesa ya tiene un resultado: corregirlo necesita un motivo.',
    'This table already has a result: correcting it needs a reason.',
  ),
  clockStarted: refusal(
    'tournament.clock.started',
    'El reloj de la ronda ya está en marcha.',
    'The round clock is already running.',
  ),
  clockNotStarted: refusal(
    'tournament.clock.not-started',
    'El reloj de la ronda no está en marcha.',
    'The round clock is not running.',
  ),
  timeRemaining: refusal('tournament.clock.time-remaining', 'Aún queda tiempo de ronda.', 'There is round time left.'),
  extraTurnsStarted: refusal(
    'tournament.clock.extra-turns-started',
    'Los turnos extra ya empezaron.',
    'Extra turns have already started.',
  ),
  untimedFinal: refusal(
    'tournament.clock.untimed-final',
    'La final al mejor de 3 se juega sin tiempo (002 C.1).',
    'A best-of-3 final is untimed (002 C.1).',
  ),
  untimedTiebreak: refusal(
    'tournament.clock.untimed-tiebreak',
    'La ronda de desempate no tiene tiempo (002 C.2.4.2).',
    'A tiebreak round is untimed (002 C.2.4.2).',
  ),
  clockPaused: refusal('tournament.clock.paused', 'El reloj de la ronda está en pausa.', 'The round clock is paused.'),
  clockNotPaused: refusal(
    'tournament.clock.not-paused',
    'El reloj de la ronda no está en pausa.',
    'The round clock is not paused.',
  ),
  timeUp: refusal('tournament.clock.time-up', 'El tiempo de la ronda ya terminó.', 'The round time is already up.'),
  extensionMinutes: refusal('tournament.clock.extension-minutes', 'Añade de 1 a 60 minutos.', 'Add 1 to 60 minutes.'),
  noTopCut: refusal('tournament.top-cut.none', 'Este torneo no tiene corte.', 'This tournament has no top cut.'),
  swissUnfinished: refusal('tournament.top-cut.swiss-unfinished', 'Aún quedan rondas suizas.', 'Swiss rounds remain.'),
  tooFewForCut: refusal(
    'tournament.top-cut.too-few',
    'No quedan suficientes jugadores en el torneo para el corte.',
    'Not enough players remain in the event for the top cut.',
  ),
  topCutStarted: refusal('tournament.top-cut.started', 'El corte ya empezó.', 'The top cut has already started.'),
  /** `groups`: the players' names, as people read them. */
  tiebreakNeeded: (groups: readonly (readonly string[])[]) =>
    refusal(
      'tournament.top-cut.tiebreak-match-needed',
      `Un puesto del corte o con premio depende del azar: jugad la ronda de desempate (002 C.2.4.2) entre ${groups.map((g) => g.join(' / ')).join('; ')}.`,
      `A cut or prize place depends on chance: play the tiebreak match (002 C.2.4.2) between ${groups.map((g) => g.join(' / ')).join('; ')}.`,
    ),
  noTiebreakNeeded: refusal(
    'tournament.tiebreak.none-needed',
    'Ningún puesto del corte ni con premio depende del azar.',
    'No cut or prize place depends on chance.',
  ),
  notRuledYet: refusal(
    'tournament.appeal.not-ruled',
    'Solo se puede apelar una resolución ya dictada.',
    'Only a ruling already made can be appealed.',
  ),
  alreadyAppealed: refusal(
    'tournament.appeal.already-appealed',
    'Esta resolución ya se apeló.',
    'This ruling has already been appealed.',
  ),
  noHeadJudge: refusal(
    'tournament.appeal.no-head-judge',
    'La organización no ha nombrado juez principal.',
    'The organizer has not named a head judge.',
  ),
  notHeadJudge: refusal(
    'tournament.appeal.not-head-judge',
    'Solo el juez principal resuelve apelaciones.',
    'Only the head judge rules on appeals.',
  ),
  ownRuling: refusal(
    'tournament.appeal.own-ruling',
    'Nadie resuelve la apelación de su propio fallo: la organización debe nombrar otro juez principal.',
    'Nobody rules on the appeal of their own ruling: the organizer must name another head judge.',
  ),
  headJudgeNotJudge: refusal(
    'tournament.head-judge.not-a-judge',
    'Solo un juez del torneo (o su organizador) puede ser juez principal: nombra antes juez a esa cuenta.',
    'Only a judge of the tournament (or its organizer) can be its head judge: appoint that account as a judge first.',
  ),
  alreadyHeadJudge: refusal(
    'tournament.head-judge.already',
    'Esa cuenta ya es el juez principal.',
    'That account is already the head judge.',
  ),
  notAppealed: refusal(
    'tournament.appeal.not-appealed',
    'Esta resolución no está apelada.',
    'This ruling has not been appealed.',
  ),
  badMatchEvent: refusal(
    'tournament.judge.match-event',
    'El evento señalado no es un índice del registro de la partida.',
    'The event pointed at is not an index of the match log.',
  ),
  judgeReason: refusal(
    'tournament.judge.reason-length',
    'Explica el motivo en 1 a 200 caracteres.',
    'Give the reason in 1 to 200 characters.',
  ),
  callPending: refusal(
    'tournament.judge.call-pending',
    'Ya pediste un juez en esta mesa; espera a que llegue.',
    'You already called a judge to this table; wait for them.',
  ),
  unknownCall: refusal(
    'tournament.judge.unknown-call',
    'No existe esa llamada a juez.',
    'That judge call does not exist.',
  ),
  callAnswered: refusal(
    'tournament.judge.call-answered',
    'Esa llamada ya está atendida.',
    'That call has already been answered.',
  ),
  textLength: (field: string, max: number) =>
    refusal(
      'tournament.judge.text-length',
      `El campo «${field}» debe tener entre 1 y ${max} caracteres.`,
      `The field "${field}" must have 1 to ${max} characters.`,
    ),
  disputeTableRequired: refusal(
    'tournament.dispute.table-required',
    'Indica la ronda y la mesa, o la llamada a juez.',
    'Give the round and table, or the judge call.',
  ),
  unknownDispute: refusal('tournament.dispute.unknown', 'No existe esa disputa.', 'That dispute does not exist.'),
  alreadyRuled: refusal(
    'tournament.dispute.already-ruled',
    'Esa disputa ya tiene resolución.',
    'That dispute has already been ruled on.',
  ),
  overrideResultRequired: refusal(
    'tournament.dispute.result-required',
    'Para corregir el resultado indica el nuevo.',
    'To override the result, give the new one.',
  ),
  penalisedNotAtTable: refusal(
    'tournament.penalty.player-not-at-table',
    'El jugador sancionado no está en esa mesa.',
    'The penalised player is not at that table.',
  ),
  badPenalty: refusal(
    'tournament.penalty.invalid',
    'Infracción o sanción desconocida.',
    'Unknown infraction or penalty.',
  ),
  penaltyTableRequired: refusal(
    'tournament.penalty.table-required',
    'Una derrota por sanción necesita la ronda y la mesa.',
    'A loss by penalty needs the round and table.',
  ),
  unknownDeckCheck: refusal(
    'tournament.penalty.unknown-deck-check',
    'No existe esa revisión de mazo para ese jugador.',
    'That deck check does not exist for that player.',
  ),
  deckCheckPassed: refusal(
    'tournament.penalty.deck-check-passed',
    'Esa revisión de mazo coincidió con la lista registrada.',
    'That deck check matched the registered list.',
  ),
  noRegisteredDeck: refusal(
    'tournament.deck.none-registered',
    'Ese jugador no tiene lista registrada.',
    'That player has no registered deck list.',
  ),
  ended: refusal('tournament.ended', 'El torneo ha terminado.', 'The tournament has ended.'),
  fromProblem:
    (p: TournamentProblem): Refuse =>
    (command) =>
      violation(p.code, command, p.message),
};
