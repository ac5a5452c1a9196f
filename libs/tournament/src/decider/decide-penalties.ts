import { isRuleViolation } from '@cronica/rules-kernel';
import type { CommandOf } from './commands.js';
import type { Decision } from './decide-registration.js';
import { dropEvents } from './decide-registration.js';
import { decideOverride, gamesAllowed } from './decide-results.js';
import type { TournamentEvent } from './events.js';
import { INFRACTIONS, PENALTIES, type Penalty } from './judging-types.js';
import { guidedPenalty } from './penalty-guide.js';
import { openRound, tableOf } from './projection.js';
import { refuse } from './refusals.js';
import type { TournamentState } from './types.js';
import { assertNever } from '@cronica/util';

export const MAX_NOTE = 500;

/** A penalty about to be issued: the record before its id is assigned. */
export type PenaltyRequest = Omit<Penalty, 'penaltyId'>;

export const nextPenaltyId = (state: TournamentState) => `penalty-${state.judging.penalties.length + 1}`;

/**
 * A penalty and what it does to the event (002 7.4: a loss by sanction), as the penalty guide
 * gives it (`PENALTY_GUIDE`: a repeated warning escalates). A warning is recorded
 * only. A match loss gives the table to the rival through the ResultOverridden rules; so does a
 * game loss in a best-of-1 match (the game is the match) — in a longer match the game counts in
 * the result the table reports. A disqualification drops the player (a published, unfinished
 * match is conceded, as any drop).
 */
export function penaltyEvents(state: TournamentState, asked: PenaltyRequest, command: unknown): Decision {
  const guided = guidedPenalty(asked.penalty, asked.infraction, asked.playerId, state.judging.penalties);
  const request: PenaltyRequest =
    guided.escalatedFrom === null
      ? asked
      : { ...asked, penalty: guided.penalty, escalatedFrom: guided.escalatedFrom, prior: guided.prior };
  const issued: TournamentEvent = { type: 'PenaltyIssued', data: { ...request, penaltyId: nextPenaltyId(state) } };
  const consequence = consequenceOf(state, request, command);
  return isRuleViolation(consequence) ? consequence : [issued, ...consequence];
}

function consequenceOf(state: TournamentState, request: PenaltyRequest, command: unknown): Decision {
  switch (request.penalty) {
    case 'warning':
      return [];
    case 'game-loss':
      return singleGameMatch(state, request) ? lossAtTable(state, request, command) : [];
    case 'match-loss':
      return lossAtTable(state, request, command);
    case 'disqualification':
      // A ruling, with its infraction and note on the record: the judge who disqualifies drops the player.
      if (state.players[request.playerId]!.droppedAfterRound !== undefined) return [];
      return dropEvents(state, request.playerId, request.by, request.at, 'disqualified');
    default:
      return assertNever(request.penalty, 'penalty');
  }
}

function singleGameMatch(state: TournamentState, request: PenaltyRequest): boolean {
  const round = state.rounds.find((r) => r.number === request.round);
  return round !== undefined && gamesAllowed(state, round) === 1;
}

function lossAtTable(state: TournamentState, request: PenaltyRequest, command: unknown): Decision {
  if (request.round === null || request.table === null) return refuse.penaltyTableRequired(command);
  const table = state.rounds.find((r) => r.number === request.round)?.tables.find((t) => t.table === request.table);
  if (!table || table.b === null) return refuse.penaltyTableRequired(command);
  const winner = table.a === request.playerId ? 'b' : 'a';
  const reason = `${request.penalty} (${request.infraction}): ${request.note}`;
  return decideOverride(
    {
      type: 'OverrideResult',
      data: {
        round: request.round,
        table: request.table,
        result: { winner, games: [] },
        reason,
        by: request.by,
        at: request.at,
      },
    },
    state,
    true,
  );
}

/** Where the penalty happened: the given table (the player must sit there), else the player's table now. */
export function penaltyPlace(
  state: TournamentState,
  playerId: string,
  round?: number,
  table?: number,
): { round: number | null; table: number | null } | 'not-at-table' {
  if (round !== undefined && table !== undefined) {
    const found = state.rounds.find((r) => r.number === round)?.tables.find((t) => t.table === table);
    return found && (found.a === playerId || found.b === playerId) ? { round, table } : 'not-at-table';
  }
  const current = openRound(state);
  const seat = current ? tableOf(current, playerId) : undefined;
  return current && seat ? { round: current.number, table: seat.table } : { round: null, table: null };
}

export function decideIssuePenalty(command: CommandOf<'IssuePenalty'>, state: TournamentState): Decision {
  const { playerId, infraction, penalty, by, at, deckCheckId } = command.data;
  const note = command.data.note.trim();
  if (!state.players[playerId]) return refuse.unknownPlayer(command);
  if (!INFRACTIONS.includes(infraction) || !PENALTIES.includes(penalty)) return refuse.badPenalty(command);
  if (note.length === 0 || note.length > MAX_NOTE) return refuse.textLength('note', MAX_NOTE)(command);
  if (deckCheckId !== undefined) {
    const check = state.judging.deckChecks.find((c) => c.checkId === deckCheckId && c.playerId === playerId);
    if (!check) return refuse.unknownDeckCheck(command);
    if (check.matches) return refuse.deckCheckPassed(command);
  }
  const place = penaltyPlace(state, playerId, command.data.round, command.data.table);
  if (place === 'not-at-table') return refuse.penalisedNotAtTable(command);
  return penaltyEvents(
    state,
    { playerId, infraction, penalty, note, ...place, disputeId: null, deckCheckId: deckCheckId ?? null, by, at },
    command,
  );
}
