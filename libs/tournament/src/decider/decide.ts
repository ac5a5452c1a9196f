import { assertNever } from '@cronica/util';
import type { TournamentCommand, TournamentDecideContext } from './commands.js';
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
import { decideConfirm, decideNoShow, decideOverride, decideReport } from './decide-results.js';
import { decideDiscardDraft, decideEndRound, decidePairNext, decidePublish, decideRepair } from './decide-rounds.js';
import type { Decision } from './decision.js';
import { refuse } from './refusals.js';
import type { TournamentState } from './types.js';

/** Commands only the organizer sends. */
const ORGANIZER_ONLY = new Set<TournamentCommand['type']>([
  'CreateTournament',
  'OpenRegistration',
  'CloseRegistration',
  'PairNextRound',
  'RepairRound',
  'DiscardDraft',
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

function decideRegistration(
  command: TournamentCommand,
  state: TournamentState,
  ctx: TournamentDecideContext,
): Decision | null {
  switch (command.type) {
    case 'CreateTournament':
      return decideCreate(command, state, ctx);
    case 'OpenRegistration':
      return decideOpenRegistration(command, state);
    case 'RegisterPlayer':
      return decideRegister(command, state);
    case 'RemovePlayer':
      return decideRemove(command, state);
    case 'SubmitDeckList':
      return decideSubmitDeck(command, state, ctx);
    case 'CloseRegistration':
      return decideCloseRegistration(command, state);
    case 'AddLateEntry':
      return decideLateEntry(command, state, ctx);
    case 'DropPlayer':
      return decideDrop(command, state);
    case 'ReinstatePlayer':
      return decideReinstate(command, state);
    default:
      return null;
  }
}

function decideRound(command: TournamentCommand, state: TournamentState): Decision | null {
  switch (command.type) {
    case 'PairNextRound':
      return decidePairNext(command, state);
    case 'RepairRound':
      return decideRepair(command, state);
    case 'DiscardDraft':
      return decideDiscardDraft(command, state);
    case 'SwapPlayers':
      return decideSwap(command, state);
    case 'PairTable':
      return decidePairTable(command, state);
    case 'PublishPairings':
      return decidePublish(command, state);
    case 'StartRoundClock':
      return decideStartClock(command, state);
    case 'PauseRoundClock':
      return decidePauseClock(command, state);
    case 'ResumeRoundClock':
      return decideResumeClock(command, state);
    case 'ExtendRoundClock':
      return decideExtendClock(command, state);
    case 'CallTime':
      return decideCallTime(command, state);
    case 'EndRoundClock':
      return decideEndClock(command, state);
    case 'EndRound':
      return decideEndRound(command, state);
    case 'PairTiebreakRound':
      return decidePairTiebreak(command, state);
    case 'StartTopCut':
      return decideStartTopCut(command, state);
    case 'EndTournament':
      return decideEndTournament(command, state);
    default:
      return null;
  }
}

function decideResultsAndJudging(
  command: TournamentCommand,
  state: TournamentState,
  ctx: TournamentDecideContext,
): Decision {
  switch (command.type) {
    case 'ReportResult':
      return decideReport(command, state);
    case 'ConfirmResult':
      return decideConfirm(command, state);
    case 'OverrideResult':
      return withClosedCalls(command, state, decideOverride(command, state));
    case 'ResolveNoShow':
      return decideNoShow(command, state);
    case 'CallJudge':
      return decideCallJudge(command, state);
    case 'OpenDispute':
      return decideOpenDispute(command, state);
    case 'RuleDispute':
      return decideRuleDispute(command, state);
    case 'IssuePenalty':
      return decideIssuePenalty(command, state);
    case 'CheckDeck':
      return decideCheckDeck(command, state);
    case 'NameHeadJudge':
      return decideNameHeadJudge(command, state, ctx);
    case 'AppealRuling':
      return decideAppealRuling(command, state, ctx);
    case 'RuleAppeal':
      return decideRuleAppeal(command, state, ctx);
    case 'AppealMatchRuling':
      return decideAppealMatchRuling(command, state, ctx);
    case 'AnswerCall':
      return decideAnswerCall(command, state);
    case 'HandleCall':
      return decideHandleCall(command, state);
    case 'CreateTournament':
    case 'OpenRegistration':
    case 'RegisterPlayer':
    case 'RemovePlayer':
    case 'SubmitDeckList':
    case 'CloseRegistration':
    case 'AddLateEntry':
    case 'DropPlayer':
    case 'ReinstatePlayer':
    case 'PairNextRound':
    case 'RepairRound':
    case 'DiscardDraft':
    case 'SwapPlayers':
    case 'PairTable':
    case 'PublishPairings':
    case 'StartRoundClock':
    case 'PauseRoundClock':
    case 'ResumeRoundClock':
    case 'ExtendRoundClock':
    case 'CallTime':
    case 'EndRoundClock':
    case 'EndRound':
    case 'PairTiebreakRound':
    case 'StartTopCut':
    case 'EndTournament':
      throw new Error(`${command.type} is decided elsewhere`);
    default:
      return assertNever(command, 'tournament command');
  }
}

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
  return (
    decideRegistration(command, state, ctx) ??
    decideRound(command, state) ??
    decideResultsAndJudging(command, state, ctx)
  );
}
