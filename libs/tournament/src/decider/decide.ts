import { isRuleViolation } from '@cronica/rules-kernel';
import { byType, type ByType } from '@cronica/util';
import { REGISTRATION_TO_DRAFT_STEPS, type TournamentCommand, type TournamentDecideContext } from './commands.js';
import { decidePairTiebreak, decideEndTournament, decideStartTopCut } from './decide-bracket.js';
import {
  decideCallTime,
  decideEndClock,
  decideExtendClock,
  decidePauseClock,
  decideResumeClock,
  decideStartClock,
} from './decide-clock.js';
import { decidePairTable, decideSwap } from './decide-draft.js';
import { decideCallJudge, decideCheckDeck, decideOpenDispute, decideRuleDispute } from './decide-judging.js';
import { decideIssuePenalty } from './decide-penalties.js';
import {
  decideAnswerCall,
  decideHandleCall,
  withClosedCalls,
  decideAppealMatchRuling,
  decideAppealRuling,
  decideNameHeadJudge,
  decideRuleAppeal,
} from './decide-appeals.js';
import {
  decideChangeDetails,
  decideCloseRegistration,
  decideCreate,
  decideDrop,
  decideLateEntry,
  decideOpenRegistration,
  decideRegister,
  decideReinstate,
  decideRemove,
  decideSubmitDeck,
} from './decide-registration.js';
import {
  decideCheckIn,
  decideOpenCheckIn,
  decideRemoveAbsent,
  decideUndoCheckIn,
  withDeskCheckIn,
} from './decide-check-in.js';
import { decideConfirm, decideNoShow, decideOverride, decideReport } from './decide-results.js';
import { decideDiscardDraft, decideEndRound, decidePairNext, decidePublish, decideRepair } from './decide-rounds.js';
import type { Decision } from './decision.js';
import { refuse } from './refusals.js';
import { decideClearAnnouncement, decidePostAnnouncement } from './announcement.js';
import { decideChangeCapacity } from './capacity.js';
import { decideRegisterEntrants } from './bulk-registration.js';
import { evolve } from './events.js';
import { decideMarkFeePaid, decideUndoFeePaid, withDeskPayment } from './entry-fee.js';
import { decideJoinWaitlist, decideLeaveWaitlist, decideSeatFromWaitlist, promotionsAfter } from './waitlist.js';
import type { TournamentState } from './types.js';

/** Commands only the organizer sends. */
const ORGANIZER_ONLY = new Set<TournamentCommand['type']>([
  'CreateTournament',
  'ChangeEventDetails',
  'ChangeCapacity',
  'SeatFromWaitlist',
  'RegisterEntrants',
  ...REGISTRATION_TO_DRAFT_STEPS,
  'SwapPlayers',
  'PairTable',
  'PublishPairings',
  'AddLateEntry',
  'ReinstatePlayer',
  'PairTiebreakRound',
  'StartTopCut',
  'EndTournament',
  'EndRoundClock',
  'NameHeadJudge',
]);
/** The organizer and the tournament's judges: the clock, ending rounds, no-shows and judging. */
const STAFF = new Set<TournamentCommand['type']>([
  'PostAnnouncement',
  'ClearAnnouncement',
  'StartRoundClock',
  'PauseRoundClock',
  'ResumeRoundClock',
  'ExtendRoundClock',
  'CallTime',
  'EndRound',
  'ResolveNoShow',
  'OpenDispute',
  'RuleDispute',
  'IssuePenalty',
  'CheckDeck',
  'RuleAppeal',
  'AnswerCall',
  'HandleCall',
  'MarkFeePaid',
  'UndoFeePaid',
]);
/** Players call a judge; staff answer the call with a dispute. */
const PLAYER_ONLY = new Set<TournamentCommand['type']>(['CallJudge', 'AppealRuling', 'AppealMatchRuling']);

function permitted(command: TournamentCommand): boolean {
  const role = command.data.by.role;
  if (ORGANIZER_ONLY.has(command.type)) return role === 'organizer';
  if (STAFF.has(command.type)) return role !== 'player';
  if (PLAYER_ONLY.has(command.type)) return role === 'player';
  return true;
}

/** Each command to its decider: registration, the round's pairings and clock, the bracket, results and judging. */
const DECIDERS: ByType<TournamentCommand, [TournamentState, TournamentDecideContext], Decision> = {
  CreateTournament: decideCreate,
  ChangeEventDetails: decideChangeDetails,
  OpenRegistration: decideOpenRegistration,
  RegisterPlayer: (command, state) =>
    withDeskPayment(command, state, withDeskCheckIn(command, state, decideRegister(command, state))),
  RegisterEntrants: decideRegisterEntrants,
  RemovePlayer: decideRemove,
  SubmitDeckList: decideSubmitDeck,
  CloseRegistration: decideCloseRegistration,
  AddLateEntry: (command, state, ctx) =>
    withDeskPayment(command, state, withDeskCheckIn(command, state, decideLateEntry(command, state, ctx))),
  PostAnnouncement: decidePostAnnouncement,
  ClearAnnouncement: decideClearAnnouncement,
  ChangeCapacity: decideChangeCapacity,
  JoinWaitlist: decideJoinWaitlist,
  LeaveWaitlist: decideLeaveWaitlist,
  SeatFromWaitlist: (command, state) => withDeskCheckIn(command, state, decideSeatFromWaitlist(command, state)),
  OpenCheckIn: decideOpenCheckIn,
  CheckInPlayer: decideCheckIn,
  UndoCheckIn: decideUndoCheckIn,
  RemoveAbsentPlayers: decideRemoveAbsent,
  MarkFeePaid: decideMarkFeePaid,
  UndoFeePaid: decideUndoFeePaid,
  DropPlayer: decideDrop,
  ReinstatePlayer: decideReinstate,
  PairNextRound: decidePairNext,
  RepairRound: decideRepair,
  DiscardDraft: decideDiscardDraft,
  SwapPlayers: decideSwap,
  PairTable: decidePairTable,
  PublishPairings: decidePublish,
  StartRoundClock: decideStartClock,
  PauseRoundClock: decidePauseClock,
  ResumeRoundClock: decideResumeClock,
  ExtendRoundClock: decideExtendClock,
  CallTime: decideCallTime,
  EndRoundClock: decideEndClock,
  EndRound: decideEndRound,
  PairTiebreakRound: decidePairTiebreak,
  StartTopCut: decideStartTopCut,
  EndTournament: decideEndTournament,
  ReportResult: decideReport,
  ConfirmResult: decideConfirm,
  OverrideResult: (command, state) => withClosedCalls(command, state, decideOverride(command, state)),
  ResolveNoShow: decideNoShow,
  CallJudge: decideCallJudge,
  OpenDispute: decideOpenDispute,
  RuleDispute: decideRuleDispute,
  IssuePenalty: decideIssuePenalty,
  CheckDeck: decideCheckDeck,
  NameHeadJudge: decideNameHeadJudge,
  AppealRuling: decideAppealRuling,
  RuleAppeal: decideRuleAppeal,
  AppealMatchRuling: decideAppealMatchRuling,
  AnswerCall: decideAnswerCall,
  HandleCall: decideHandleCall,
};

/** Decides a tournament command: the events it causes, or a refusal that changes nothing. */
export function decide(
  command: TournamentCommand,
  state: TournamentState,
  ctx: TournamentDecideContext = {},
): Decision {
  if (!permitted(command)) return refuse.notAllowed(command);
  // A call left open when the event ends may still be marked handled (nothing else changes then).
  if (state.status === 'ended' && command.type !== 'HandleCall') return refuse.ended(command);
  if (state.status === 'none' && command.type !== 'CreateTournament') return refuse.notCreated(command);
  return withPromotions(state, command.data.at, byType(DECIDERS, command, state, ctx));
}

/** Places a decision frees go to the waiting list in the same decision (`waitlist.ts`). */
function withPromotions(state: TournamentState, at: number, decision: Decision): Decision {
  // Only an open registration calls the line (it never reopens, and nobody waits before it opens).
  if (isRuleViolation(decision) || decision.length === 0 || state.status !== 'registration-open') return decision;
  if (!state.waitlist?.length) return decision;
  return [...decision, ...promotionsAfter(decision.reduce(evolve, state), at)];
}
