import type { Message } from '@cronica/rules-kernel';
import { byType, type ByType } from '@cronica/util';
import type {
  AppealOutcome,
  DeckCheckRecord,
  Dispute,
  DisputeRuling,
  JudgeCall,
  JudgingState,
  MatchRulingAppeal,
  Penalty,
} from './judging-types.js';
import type { Actor, Instant } from './types.js';

/** Events of the judge's side; past tense like every tournament event. */
export type JudgingEvent =
  // The call as it is made: no dispute, ruling in the match or handling yet.
  | Message<'JudgeCalled', Pick<JudgeCall, 'callId' | 'round' | 'table' | 'playerId' | 'reason' | 'at' | 'matchEvent'>>
  // The dispute as it is opened (its opener is `by`), and its ruling with the table's players who may read it.
  | Message<
      'DisputeOpened',
      Pick<Dispute, 'disputeId' | 'round' | 'table' | 'players' | 'callId' | 'summary' | 'at'> & { readonly by: Actor }
    >
  | Message<'DisputeRuled', DisputeRuling & Pick<Dispute, 'disputeId' | 'players'>>
  | Message<'PenaltyIssued', Penalty>
  | Message<'HeadJudgeNamed', { readonly accountId: string; readonly by: Actor; readonly at: Instant }>
  | Message<
      'RulingAppealed',
      {
        readonly disputeId: string;
        readonly players: readonly string[];
        readonly playerId: string;
        readonly reason: string;
        readonly at: Instant;
      }
    >
  | Message<
      'AppealRuled',
      {
        readonly disputeId: string;
        readonly players: readonly string[];
        readonly ruling: string;
        readonly outcome: AppealOutcome;
        readonly by: Actor;
        readonly at: Instant;
      }
    >
  | Message<'MatchRulingAppealed', MatchRulingAppeal>
  | Message<
      'CallAnswered',
      {
        readonly callId: string;
        readonly players: readonly string[];
        readonly matchId: string;
        readonly rulingSeq: number;
        readonly by: Actor;
        readonly at: Instant;
      }
    >
  | Message<
      'JudgeCallHandled',
      {
        readonly callId: string;
        readonly round: number;
        readonly table: number;
        readonly players: readonly string[];
        readonly by: Actor;
        readonly at: Instant;
      }
    >
  | Message<'DeckChecked', DeckCheckRecord>;

export type JudgingEventType = JudgingEvent['type'];

function ruled(dispute: Dispute, data: Extract<JudgingEvent, { type: 'DisputeRuled' }>['data']): Dispute {
  return {
    ...dispute,
    ruling: { ruling: data.ruling, outcome: data.outcome, by: data.by, at: data.at, penaltyId: data.penaltyId },
  };
}

/** Folds a judging event into the judging records; never fails. */
export function evolveJudging(state: JudgingState, event: JudgingEvent): JudgingState {
  return byType(JUDGING_EVOLVERS, event, state);
}

const JUDGING_EVOLVERS: ByType<JudgingEvent, [JudgingState], JudgingState> = {
  JudgeCalled: (event, state) => ({ ...state, calls: [...state.calls, { ...event.data, disputeId: null }] }),
  DisputeOpened: (event, state) => {
    const { by, ...data } = event.data;
    const dispute: Dispute = { ...data, openedBy: by, ruling: null };
    const calls = state.calls.map((c) => (c.callId === data.callId ? { ...c, disputeId: data.disputeId } : c));
    return { ...state, calls, disputes: [...state.disputes, dispute] };
  },
  DisputeRuled: (event, state) => ({
    ...state,
    disputes: state.disputes.map((d) => (d.disputeId === event.data.disputeId ? ruled(d, event.data) : d)),
  }),
  PenaltyIssued: (event, state) => ({ ...state, penalties: [...state.penalties, event.data] }),
  DeckChecked: (event, state) => ({ ...state, deckChecks: [...state.deckChecks, event.data] }),
  HeadJudgeNamed: (event, state) => ({ ...state, headJudge: event.data.accountId }),
  RulingAppealed: (event, state) => {
    const { playerId, reason, at } = event.data;
    return {
      ...state,
      disputes: state.disputes.map((d) =>
        d.disputeId === event.data.disputeId ? { ...d, appeal: { playerId, reason, at, ruling: null } } : d,
      ),
    };
  },
  AppealRuled: (event, state) => {
    const { ruling, outcome, by, at } = event.data;
    const rule = (d: Dispute): Dispute =>
      d.appeal ? { ...d, appeal: { ...d.appeal, ruling: { ruling, outcome, by, at } } } : d;
    return { ...state, disputes: state.disputes.map((d) => (d.disputeId === event.data.disputeId ? rule(d) : d)) };
  },
  MatchRulingAppealed: (event, state) => ({ ...state, matchAppeals: [...(state.matchAppeals ?? []), event.data] }),
  CallAnswered: (event, state) => {
    const answeredBy = { matchId: event.data.matchId, seq: event.data.rulingSeq };
    return { ...state, calls: state.calls.map((c) => (c.callId === event.data.callId ? { ...c, answeredBy } : c)) };
  },
  JudgeCallHandled: (event, state) => {
    const handled = { by: event.data.by, at: event.data.at };
    return { ...state, calls: state.calls.map((c) => (c.callId === event.data.callId ? { ...c, handled } : c)) };
  },
};
