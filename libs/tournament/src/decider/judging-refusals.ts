import { refusal } from './refusal.js';

/** Refusals that guard judging: calls, disputes, penalties, deck checks and appeals to the head judge. */
export const judgingRefusals = {
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
};
