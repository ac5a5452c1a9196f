import type { Localized } from '@cronica/util';
import type { GameResult, Message, RuleViolation, Seat } from './decider.js';
import type { PlatformEndReason } from './end-reasons.js';
import { violation } from './violation.js';

/**
 * A tournament match closed by its tournament, not by play: the table's result was settled
 * outside the match (reported and confirmed on a paper slip, entered at the desk, ruled on), or
 * its round or the whole event ended while the match was still open. It is appended to the match
 * stream like a ruling (a signed line of the replay, nothing before it changes) and ends the
 * match with the result the tournament recorded for the table. The platform's, never a game's.
 */
export const MATCH_CLOSED = 'MatchClosed';

export type MatchClosureReason = 'table-settled' | 'round-ended' | 'event-ended';
export const MATCH_CLOSURE_REASONS: readonly MatchClosureReason[] = ['table-settled', 'round-ended', 'event-ended'];

export interface MatchClosure {
  readonly reason: MatchClosureReason;
  /** The account whose tournament command closed the table (a player confirming, staff at the desk). */
  readonly by: string;
  /** The table's result as the tournament recorded it: the winning seat, a draw, or null (no result). */
  readonly winner: Seat | 'draw' | null;
  /** Games won by each seat, as the tournament recorded them (drawn games are in neither). */
  readonly games: readonly number[];
  /** The match result that follows from `winner` and `reason` (`closureResult`). */
  readonly result: GameResult | null;
}

export type MatchClosedEvent = Message<typeof MATCH_CLOSED, MatchClosure>;

export function isMatchClosed(event: { readonly type: string }): event is MatchClosedEvent {
  return event.type === MATCH_CLOSED;
}

/** The match result a closure gives: the tournament's winner wins, a draw is a draw, no result is none. */
export function closureResult(reason: MatchClosureReason, winner: Seat | 'draw' | null): GameResult | null {
  if (winner === null) return null;
  const why: PlatformEndReason = `tournament.${reason}`;
  return winner === 'draw' ? { outcome: 'draw', reason: why } : { outcome: 'win', winner, reason: why };
}

/**
 * The closure of a match of `seats` seats, or a refusal when it cannot be one: a winner that is
 * not a seat, or games that are not one count per seat.
 */
export function matchClosure(seats: number, input: Omit<MatchClosure, 'result'>): MatchClosedEvent | RuleViolation {
  const seatOk =
    input.winner === null ||
    input.winner === 'draw' ||
    (Number.isInteger(input.winner) && input.winner >= 0 && input.winner < seats);
  const gamesOk = input.games.length === seats && input.games.every((won) => Number.isInteger(won) && won >= 0);
  if (!seatOk || !gamesOk || !MATCH_CLOSURE_REASONS.includes(input.reason)) {
    return violation('match.closure-invalid', input, {
      es: 'El cierre no corresponde a esta partida: el ganador o las partidas no son de sus asientos.',
      en: "The closure does not fit this match: the winner or the games are not its seats'.",
    });
  }
  return { type: MATCH_CLOSED, data: { ...input, result: closureResult(input.reason, input.winner) } };
}

const WHY: Record<MatchClosureReason, Localized> = {
  'table-settled': {
    es: 'Partida cerrada: el resultado de la mesa se fijó fuera de esta partida (en papel o en la mesa de organización).',
    en: "Match closed: the table's result was settled outside this match (on paper or at the desk).",
  },
  'round-ended': { es: 'Partida cerrada: la ronda terminó.', en: 'Match closed: the round ended.' },
  'event-ended': { es: 'Partida cerrada: el torneo terminó.', en: 'Match closed: the event ended.' },
};

/** The closure in words for the log: why, and the table's result (players named by `{seat:N}`). */
export function describeMatchClosed(event: MatchClosedEvent): Localized {
  const { reason, winner, games } = event.data;
  // The score only when games were recorded (a paper slip may give only the winner).
  const score = games.some((won) => won > 0) ? ` (${games.join('–')})` : '';
  const result: Localized =
    winner === null
      ? { es: 'La mesa no tiene resultado.', en: 'The table has no result.' }
      : winner === 'draw'
        ? { es: `Resultado del torneo: empate${score}.`, en: `Tournament result: a draw${score}.` }
        : {
            es: `Resultado del torneo: gana {seat:${winner}}${score}.`,
            en: `Tournament result: {seat:${winner}} wins${score}.`,
          };
  return { es: `${WHY[reason].es} ${result.es}`, en: `${WHY[reason].en} ${result.en}` };
}
