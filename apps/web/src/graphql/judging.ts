import { gql, type TypedDocumentNode } from '@apollo/client';

export interface JudgeCall {
  readonly callId: string;
  readonly calledAt: string;
  readonly playerId: string;
  readonly reason: string;
  readonly round: number;
  readonly table: number;
  /** The dispute a judge opened from this call; null while unanswered. */
  readonly disputeId: string | null;
}

export interface Dispute {
  readonly disputeId: string;
  readonly callId: string | null;
  readonly round: number;
  readonly table: number;
  readonly players: readonly string[];
  readonly summary: string;
  /** open or ruled. */
  readonly status: string;
  readonly openedAt: string;
  readonly openedBy: string;
  readonly outcome: string | null;
  readonly ruling: string | null;
  readonly ruledAt: string | null;
  readonly ruledBy: string | null;
  readonly penaltyId: string | null;
}

export interface Penalty {
  readonly penaltyId: string;
  readonly playerId: string;
  readonly penalty: string;
  readonly infraction: string;
  readonly note: string;
  readonly round: number | null;
  readonly table: number | null;
  readonly issuedAt: string;
  readonly issuedBy: string;
  readonly disputeId: string | null;
  readonly deckCheckId: string | null;
}

export interface DeckCheck {
  readonly checkId: string;
  readonly playerId: string;
  readonly round: number | null;
  readonly matches: boolean;
  readonly presentedHash: string;
  readonly registeredHash: string;
  readonly checkedAt: string;
  readonly checkedBy: string;
}

export interface JudgeDeskData {
  readonly judgeCalls: JudgeCall[];
  readonly disputes: Dispute[];
  readonly penalties: Penalty[];
  readonly deckChecks: DeckCheck[];
}

const JUDGE_CALL_FIELDS = gql`
  fragment JudgeCallFields on JudgeCall {
    callId
    calledAt
    playerId
    reason
    round
    table
    disputeId
  }
`;

/** Staff only: the API refuses it to anyone else, and the web asks only for staff. */
export const JUDGE_DESK: TypedDocumentNode<JudgeDeskData, { tournamentId: string }> = gql`
  query JudgeDesk($tournamentId: ID!) {
    judgeCalls(tournamentId: $tournamentId, openOnly: true) {
      ...JudgeCallFields
    }
    disputes(tournamentId: $tournamentId) {
      disputeId
      callId
      round
      table
      players
      summary
      status
      openedAt
      openedBy
      outcome
      ruling
      ruledAt
      ruledBy
      penaltyId
    }
    penalties(tournamentId: $tournamentId) {
      penaltyId
      playerId
      penalty
      infraction
      note
      round
      table
      issuedAt
      issuedBy
      disputeId
      deckCheckId
    }
    deckChecks(tournamentId: $tournamentId) {
      checkId
      playerId
      round
      matches
      presentedHash
      registeredHash
      checkedAt
      checkedBy
    }
  }
  ${JUDGE_CALL_FIELDS}
`;

export const JUDGE_CALLS_UPDATED: TypedDocumentNode<{ judgeCallsUpdated: JudgeCall[] }, { tournamentId: string }> = gql`
  subscription JudgeCallsUpdated($tournamentId: ID!) {
    judgeCallsUpdated(tournamentId: $tournamentId) {
      ...JudgeCallFields
    }
  }
  ${JUDGE_CALL_FIELDS}
`;

type Judged<K extends string> = { [key in K]: { recordId: string | null } };

export const CALL_JUDGE: TypedDocumentNode<Judged<'callJudge'>, { tournamentId: string; reason: string; commandId: string }> = gql`
  mutation CallJudge($tournamentId: ID!, $reason: String!, $commandId: ID!) {
    callJudge(tournamentId: $tournamentId, reason: $reason, commandId: $commandId) {
      recordId
    }
  }
`;

export const OPEN_DISPUTE: TypedDocumentNode<
  Judged<'openDispute'>,
  { tournamentId: string; callId: string | null; round: number | null; table: number | null; summary: string; commandId: string }
> = gql`
  mutation OpenDispute($tournamentId: ID!, $callId: ID, $round: Int, $table: Int, $summary: String!, $commandId: ID!) {
    openDispute(tournamentId: $tournamentId, callId: $callId, round: $round, table: $table, summary: $summary, commandId: $commandId) {
      recordId
    }
  }
`;

export interface RuleDisputeInput {
  readonly disputeId: string;
  readonly outcome: string;
  readonly ruling: string;
  readonly playerId: string | null;
  readonly infraction: string | null;
  readonly result: { readonly winner: string } | null;
}

export const RULE_DISPUTE: TypedDocumentNode<Judged<'ruleDispute'>, { tournamentId: string; input: RuleDisputeInput; commandId: string }> = gql`
  mutation RuleDispute($tournamentId: ID!, $input: RuleDisputeInput!, $commandId: ID!) {
    ruleDispute(tournamentId: $tournamentId, input: $input, commandId: $commandId) {
      recordId
    }
  }
`;

export interface IssuePenaltyInput {
  readonly playerId: string;
  readonly penalty: string;
  readonly infraction: string;
  readonly note: string;
}

export const ISSUE_PENALTY: TypedDocumentNode<Judged<'issuePenalty'>, { tournamentId: string; input: IssuePenaltyInput; commandId: string }> = gql`
  mutation IssuePenalty($tournamentId: ID!, $input: IssuePenaltyInput!, $commandId: ID!) {
    issuePenalty(tournamentId: $tournamentId, input: $input, commandId: $commandId) {
      recordId
    }
  }
`;

export const CHECK_DECK: TypedDocumentNode<Judged<'checkDeck'>, { tournamentId: string; playerId: string; source: string; commandId: string }> = gql`
  mutation CheckDeck($tournamentId: ID!, $playerId: ID!, $source: String!, $commandId: ID!) {
    checkDeck(tournamentId: $tournamentId, playerId: $playerId, source: $source, commandId: $commandId) {
      recordId
    }
  }
`;
