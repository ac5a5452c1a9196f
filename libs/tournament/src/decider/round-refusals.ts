import type { Localized } from '@cronica/util';
import { refusal } from './refusal.js';

/** Refusals that guard the Swiss rounds: pairing, the draft, publishing and results. */
export const roundRefusals = {
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
};
