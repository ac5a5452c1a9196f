import { isRuleViolation } from '@cronica/rules-kernel';
import type { TournamentDecideContext, CommandOf } from './commands.js';
import { MAX_CALL_REASON, MAX_RULING } from './decide-judging.js';
import type { Decision } from './decide-registration.js';
import { decideOverride } from './decide-results.js';
import type { TournamentEvent } from './events.js';
import { APPEAL_OUTCOMES, callIsOpen, type JudgeCall } from './judging-types.js';
import { refuse } from './refusals.js';
import type { Actor, Instant, TournamentState } from './types.js';

/**
 * The head judge who rules on appeals now: the one the organizer named, while they still judge the
 * event (`ctx.judges`). Removing the head judge as a judge ends their head-judge role with it: the
 * judges are kept on their own stream, so the name stays on record, but until the organizer names
 * another, new appeals are refused ("no head judge") and appeals already made wait undecided. A
 * registered player never judges, so no race between the two streams makes one head judge.
 */
export function headJudgeOf(state: TournamentState, judges: ReadonlySet<string> | undefined): string | null {
  const named = state.judging.headJudge ?? null;
  if (named === null || judges?.has(named) !== true || state.players[named] !== undefined) return null;
  return named;
}

/**
 * The organizer names the head judge among those who judge the event (an appointed judge, or the
 * organizer themself); naming another replaces the first.
 */
export function decideNameHeadJudge(
  command: CommandOf<'NameHeadJudge'>,
  state: TournamentState,
  ctx: TournamentDecideContext,
): Decision {
  const accountId = command.data.accountId.trim();
  if (accountId.length === 0 || accountId.length > 100) return refuse.textLength('accountId', 100)(command);
  if (ctx.judges?.has(accountId) !== true || state.players[accountId] !== undefined)
    return refuse.headJudgeNotJudge(command);
  if (headJudgeOf(state, ctx.judges) === accountId) return refuse.alreadyHeadJudge(command);
  return [{ type: 'HeadJudgeNamed', data: { accountId, by: command.data.by, at: command.data.at } }];
}

/**
 * A player of a ruled dispute appeals to the head judge, once (as at other card games' events,
 * only after the floor judge's full ruling; the head judge's word is final).
 */
export function decideAppealRuling(
  command: CommandOf<'AppealRuling'>,
  state: TournamentState,
  ctx: TournamentDecideContext,
): Decision {
  const { by, at, disputeId } = command.data;
  const reason = command.data.reason.trim();
  const dispute = state.judging.disputes.find((d) => d.disputeId === disputeId);
  if (!dispute) return refuse.unknownDispute(command);
  if (!dispute.players.includes(by.id)) return refuse.notAtTable(command);
  if (dispute.ruling === null) return refuse.notRuledYet(command);
  if (dispute.appeal) return refuse.alreadyAppealed(command);
  if (headJudgeOf(state, ctx.judges) === null) return refuse.noHeadJudge(command);
  if (reason.length === 0 || reason.length > MAX_CALL_REASON) return refuse.judgeReason(command);
  return [{ type: 'RulingAppealed', data: { disputeId, players: dispute.players, playerId: by.id, reason, at } }];
}

/**
 * The head judge's ruling on an appeal, recorded beside the first; overturning with a result
 * overrides the table. Nobody rules on the appeal of their own ruling (a head judge who made the
 * first ruling, the organizer included): the organizer names another head judge for it.
 */
export function decideRuleAppeal(
  command: CommandOf<'RuleAppeal'>,
  state: TournamentState,
  ctx: TournamentDecideContext,
): Decision {
  const { by, at, disputeId, outcome, result } = command.data;
  const ruling = command.data.ruling.trim();
  const dispute = state.judging.disputes.find((d) => d.disputeId === disputeId);
  if (!dispute) return refuse.unknownDispute(command);
  if (by.id !== headJudgeOf(state, ctx.judges)) return refuse.notHeadJudge(command);
  if (!dispute.appeal) return refuse.notAppealed(command);
  if (dispute.appeal.ruling !== null) return refuse.alreadyRuled(command);
  if (dispute.ruling?.by.id === by.id) return refuse.ownRuling(command);
  if (ruling.length === 0 || ruling.length > MAX_RULING) return refuse.textLength('ruling', MAX_RULING)(command);
  if (!APPEAL_OUTCOMES.includes(outcome)) return refuse.badPenalty(command);
  const ruled = {
    type: 'AppealRuled' as const,
    data: { disputeId, players: dispute.players, ruling, outcome, by, at },
  };
  if (outcome === 'upheld' || result === undefined) return [ruled];
  const override = decideOverride(
    { type: 'OverrideResult', data: { round: dispute.round, table: dispute.table, result, reason: ruling, by, at } },
    state,
    true,
  );
  return isRuleViolation(override) ? override : [ruled, ...override];
}

/**
 * A player at the match's table appeals a judge's ruling made in the match (a judge event on its
 * stream; the API checks that `rulingSeq` is one and that the match is this table's) to the head
 * judge, once per ruling.
 */
export function decideAppealMatchRuling(
  command: CommandOf<'AppealMatchRuling'>,
  state: TournamentState,
  ctx: TournamentDecideContext,
): Decision {
  const { by, at, matchId, rulingSeq, round, table } = command.data;
  const reason = command.data.reason.trim();
  const seated = state.rounds.find((r) => r.number === round)?.tables.find((t) => t.table === table);
  const players = seated ? (seated.b === null ? [seated.a] : [seated.a, seated.b]) : [];
  if (!players.includes(by.id)) return refuse.notAtTable(command);
  if ((state.judging.matchAppeals ?? []).some((a) => a.matchId === matchId && a.rulingSeq === rulingSeq))
    return refuse.alreadyAppealed(command);
  if (headJudgeOf(state, ctx.judges) === null) return refuse.noHeadJudge(command);
  if (reason.length === 0 || reason.length > MAX_CALL_REASON) return refuse.judgeReason(command);
  return [
    { type: 'MatchRulingAppealed', data: { matchId, rulingSeq, round, table, players, playerId: by.id, reason, at } },
  ];
}

/** Staff answered a call with a ruling in the match: the call leaves the queue (a call with a dispute is answered already). */
export function decideAnswerCall(command: CommandOf<'AnswerCall'>, state: TournamentState): Decision {
  const { by, at, callId, matchId, rulingSeq } = command.data;
  const call = state.judging.calls.find((c) => c.callId === callId);
  if (!call) return refuse.unknownCall(command);
  if (!callIsOpen(call)) return refuse.callAnswered(command);
  return [{ type: 'CallAnswered', data: { callId, players: [call.playerId], matchId, rulingSeq, by, at } }];
}

/** Staff mark a call handled at the table: it leaves the queue, recorded with who closed it. Also after the event ends (a call left open). */
export function decideHandleCall(command: CommandOf<'HandleCall'>, state: TournamentState): Decision {
  const { by, at, callId } = command.data;
  const call = state.judging.calls.find((c) => c.callId === callId);
  if (!call) return refuse.unknownCall(command);
  if (!callIsOpen(call)) return refuse.callAnswered(command);
  return [handledEvent(state, call, by, at)];
}

function handledEvent(state: TournamentState, call: JudgeCall, by: Actor, at: Instant): TournamentEvent {
  const seated = state.rounds.find((r) => r.number === call.round)?.tables.find((t) => t.table === call.table);
  const players = seated ? (seated.b === null ? [seated.a] : [seated.a, seated.b]) : [call.playerId];
  return {
    type: 'JudgeCallHandled',
    data: { callId: call.callId, round: call.round, table: call.table, players, by, at },
  };
}

/** A result correction that closes the table's open calls (`closeCalls`): its events, then one JudgeCallHandled per call. */
export function withClosedCalls(
  command: CommandOf<'OverrideResult'>,
  state: TournamentState,
  decided: Decision,
): Decision {
  if (isRuleViolation(decided) || command.data.closeCalls !== true) return decided;
  const { round, table, by, at } = command.data;
  const open = state.judging.calls.filter((c) => c.round === round && c.table === table && callIsOpen(c));
  return [...decided, ...open.map((call) => handledEvent(state, call, by, at))];
}
