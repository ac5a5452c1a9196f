import { isRuleViolation } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';
import type { CommandOf } from './commands.js';
import { checkPresentedDeck } from './deck-check.js';
import type { Decision } from './decide-registration.js';
import { decideOverride } from './decide-results.js';
import { MAX_NOTE, nextPenaltyId, penaltyEvents } from './decide-penalties.js';
import type { TournamentEvent } from './events.js';
import { DISPUTE_OUTCOMES, INFRACTIONS, callIsOpen, type Dispute, type PenaltyKind } from './judging-types.js';
import { openRound, tableOf } from './projection.js';
import { refuse } from './refusals.js';
import type { TableState, TournamentState } from './types.js';

export const MAX_CALL_REASON = 200;
export const MAX_RULING = 1000;

const seats = (table: TableState): string[] => (table.b === null ? [table.a] : [table.a, table.b]);

/**
 * A player calls a judge to their own table of the round being played. One
 * call at a time per player and table: a second waits until a judge opens a dispute from the first.
 */
export function decideCallJudge(command: CommandOf<'CallJudge'>, state: TournamentState): Decision {
  const { by, at } = command.data;
  const reason = command.data.reason.trim();
  if (reason.length === 0 || reason.length > MAX_CALL_REASON) return refuse.judgeReason(command);
  const round = openRound(state);
  if (!round || !round.published) return refuse.noOpenRound(command);
  const table =
    command.data.table === undefined ? tableOf(round, by.id) : round.tables.find((t) => t.table === command.data.table);
  if (!table) return command.data.table === undefined ? refuse.notAtTable(command) : refuse.unknownTable(command);
  if (!seats(table).includes(by.id)) return refuse.notAtTable(command);
  const pending = state.judging.calls.some(
    (c) => c.playerId === by.id && c.round === round.number && c.table === table.table && callIsOpen(c),
  );
  if (pending) return refuse.callPending(command);
  const matchEvent = command.data.matchEvent;
  if (matchEvent !== undefined && (!Number.isSafeInteger(matchEvent) || matchEvent < 0))
    return refuse.badMatchEvent(command);
  const callId = `call-${state.judging.calls.length + 1}`;
  return [
    {
      type: 'JudgeCalled',
      data: {
        callId,
        round: round.number,
        table: table.table,
        playerId: by.id,
        reason,
        at,
        ...(matchEvent === undefined ? {} : { matchEvent }),
      },
    },
  ];
}

/** Staff open a dispute: answering a call (its round and table), or on their own initiative. */
export function decideOpenDispute(command: CommandOf<'OpenDispute'>, state: TournamentState): Decision {
  const { by, at, callId } = command.data;
  const summary = command.data.summary.trim();
  if (summary.length === 0 || summary.length > MAX_NOTE) return refuse.textLength('summary', MAX_NOTE)(command);
  const call = callId === undefined ? undefined : state.judging.calls.find((c) => c.callId === callId);
  if (callId !== undefined && !call) return refuse.unknownCall(command);
  if (call && !callIsOpen(call)) return refuse.callAnswered(command);
  const roundNumber = call?.round ?? command.data.round;
  const tableNumber = call?.table ?? command.data.table;
  if (roundNumber === undefined || tableNumber === undefined) return refuse.disputeTableRequired(command);
  const table = state.rounds.find((r) => r.number === roundNumber)?.tables.find((t) => t.table === tableNumber);
  if (!table) return refuse.unknownTable(command);
  const disputeId = `dispute-${state.judging.disputes.length + 1}`;
  return [
    {
      type: 'DisputeOpened',
      data: {
        disputeId,
        round: roundNumber,
        table: tableNumber,
        players: seats(table),
        callId: callId ?? null,
        summary,
        by,
        at,
      },
    },
  ];
}

/**
 * Staff rule on an open dispute. "result-overridden" goes through the ResultOverridden rules with
 * the ruling as its reason; a penalty outcome penalises one of the table's players (see
 * `penaltyEvents`), the ruling being the penalty's note.
 */
export function decideRuleDispute(command: CommandOf<'RuleDispute'>, state: TournamentState): Decision {
  const { by, at, outcome, disputeId } = command.data;
  const ruling = command.data.ruling.trim();
  const dispute = state.judging.disputes.find((d) => d.disputeId === disputeId);
  if (!dispute) return refuse.unknownDispute(command);
  if (dispute.ruling !== null) return refuse.alreadyRuled(command);
  if (ruling.length === 0 || ruling.length > MAX_RULING) return refuse.textLength('ruling', MAX_RULING)(command);
  if (!DISPUTE_OUTCOMES.includes(outcome)) return refuse.badPenalty(command);
  const ruled = (penaltyId: string | null): TournamentEvent => ({
    type: 'DisputeRuled',
    data: { disputeId, players: dispute.players, ruling, outcome, penaltyId, by, at },
  });
  switch (outcome) {
    case 'result-stands':
      return [ruled(null)];
    case 'result-overridden': {
      if (command.data.result === undefined) return refuse.overrideResultRequired(command);
      const override = decideOverride(
        {
          type: 'OverrideResult',
          data: { round: dispute.round, table: dispute.table, result: command.data.result, reason: ruling, by, at },
        },
        state,
        true,
      );
      return isRuleViolation(override) ? override : [ruled(null), ...override];
    }
    case 'warning':
    case 'game-loss':
    case 'match-loss':
    case 'disqualification':
      return penaltyRuling(command, state, dispute, outcome, ruled);
    default:
      return assertNever(outcome, 'dispute outcome');
  }
}

function penaltyRuling(
  command: CommandOf<'RuleDispute'>,
  state: TournamentState,
  dispute: Dispute,
  penalty: PenaltyKind,
  ruled: (id: string | null) => TournamentEvent,
): Decision {
  const { playerId, by, at } = command.data;
  const infraction = command.data.infraction ?? 'procedural-error';
  if (playerId === undefined || !dispute.players.includes(playerId)) return refuse.penalisedNotAtTable(command);
  if (!INFRACTIONS.includes(infraction)) return refuse.badPenalty(command);
  const note = command.data.ruling.trim().slice(0, MAX_NOTE);
  const request = {
    playerId,
    infraction,
    penalty,
    note,
    round: dispute.round,
    table: dispute.table,
    disputeId: dispute.disputeId,
    deckCheckId: null,
    by,
    at,
  };
  const events = penaltyEvents(state, request, command);
  return isRuleViolation(events) ? events : [ruled(nextPenaltyId(state)), ...events];
}

/**
 * A judge's deck check (002 C.3 "PREBANQUILLO": the list "susceptible de una revisión por
 * cualquier juez"; C.4 "PRESENTACIÓN DE LISTADOS"): the presented list's hash against the one
 * locked at registration. A mismatch is recorded; the judge may then issue a penalty citing it.
 */
export function decideCheckDeck(command: CommandOf<'CheckDeck'>, state: TournamentState): Decision {
  const { playerId, presented, by, at } = command.data;
  const player = state.players[playerId];
  if (!player) return refuse.unknownPlayer(command);
  if (!player.deck) return refuse.noRegisteredDeck(command);
  const check = checkPresentedDeck(state, playerId, presented);
  const checkId = `deck-check-${state.judging.deckChecks.length + 1}`;
  return [
    {
      type: 'DeckChecked',
      data: {
        checkId,
        playerId,
        round: openRound(state)?.number ?? null,
        registeredHash: check.registeredHash!,
        presentedHash: check.presentedHash,
        matches: check.matches,
        presented,
        by,
        at,
      },
    },
  ];
}
