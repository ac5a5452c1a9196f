import { assertNever } from '@cronica/util';
import type { TournamentCommand, TournamentDecideContext } from './commands.js';
import {
  decideCloseRegistration, decideCreate, decideDrop, decideLateEntry, decideOpenRegistration, decideRegister, decideSubmitDeck, type Decision,
} from './decide-registration.js';
import { decideCallJudge, decideCheckDeck, decideOpenDispute, decideRuleDispute } from './decide-judging.js';
import { decideIssuePenalty } from './decide-penalties.js';
import { decideConfirm, decideOverride, decideReport } from './decide-results.js';
import {
  decideCallTime, decideEndRound, decideEndTournament, decidePairNext, decidePublish, decideRepair, decideStartClock, decideStartTopCut,
} from './decide-rounds.js';
import { refuse } from './refusals.js';
import type { TournamentState } from './types.js';

/** Commands only the organizer sends (a judge may also run the clock, end rounds and judge). */
const ORGANIZER_ONLY = new Set<TournamentCommand['type']>([
  'CreateTournament', 'OpenRegistration', 'CloseRegistration', 'PairNextRound', 'RepairRound', 'PublishPairings', 'AddLateEntry', 'StartTopCut', 'EndTournament',
]);
const STAFF = new Set<TournamentCommand['type']>(['StartRoundClock', 'CallTime', 'EndRound', 'OpenDispute', 'RuleDispute', 'IssuePenalty', 'CheckDeck']);
/** Players call a judge; staff answer the call with a dispute. */
const PLAYER_ONLY = new Set<TournamentCommand['type']>(['CallJudge']);

function permitted(command: TournamentCommand): boolean {
  const role = command.data.by.role;
  if (ORGANIZER_ONLY.has(command.type)) return role === 'organizer';
  if (STAFF.has(command.type)) return role !== 'player';
  if (PLAYER_ONLY.has(command.type)) return role === 'player';
  return true;
}

/** Decides a tournament command: the events it causes, or a refusal that changes nothing. */
export function decide(command: TournamentCommand, state: TournamentState, ctx: TournamentDecideContext = {}): Decision {
  if (!permitted(command)) return refuse.notAllowed(command);
  if (state.status === 'ended') return refuse.ended(command);
  if (state.status === 'none' && command.type !== 'CreateTournament') return refuse.notCreated(command);
  switch (command.type) {
    case 'CreateTournament': return decideCreate(command, state);
    case 'OpenRegistration': return decideOpenRegistration(command, state);
    case 'RegisterPlayer': return decideRegister(command, state);
    case 'SubmitDeckList': return decideSubmitDeck(command, state, ctx);
    case 'CloseRegistration': return decideCloseRegistration(command, state);
    case 'AddLateEntry': return decideLateEntry(command, state);
    case 'DropPlayer': return decideDrop(command, state);
    case 'PairNextRound': return decidePairNext(command, state);
    case 'RepairRound': return decideRepair(command, state);
    case 'PublishPairings': return decidePublish(command, state);
    case 'StartRoundClock': return decideStartClock(command, state);
    case 'CallTime': return decideCallTime(command, state);
    case 'ReportResult': return decideReport(command, state);
    case 'ConfirmResult': return decideConfirm(command, state);
    case 'OverrideResult': return decideOverride(command, state);
    case 'EndRound': return decideEndRound(command, state);
    case 'StartTopCut': return decideStartTopCut(command, state);
    case 'EndTournament': return decideEndTournament(command, state);
    case 'CallJudge': return decideCallJudge(command, state);
    case 'OpenDispute': return decideOpenDispute(command, state);
    case 'RuleDispute': return decideRuleDispute(command, state);
    case 'IssuePenalty': return decideIssuePenalty(command, state);
    case 'CheckDeck': return decideCheckDeck(command, state);
    default: return assertNever(command, 'tournament command');
  }
}
