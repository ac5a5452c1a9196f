import { graphql, type ResultOf, type VariablesOf } from './tada';

const JUDGE_CALL_FIELDS = graphql(`
  fragment JudgeCallFields on JudgeCall {
    callId
    calledAt
    playerId
    reason
    round
    table
    disputeId
    matchEvent
    onlineMatch {
      matchId
    }
  }
`);

/** A dispute as staff and its players read it (the API filters which ones a player sees). */
const DISPUTE_FIELDS = graphql(`
  fragment DisputeFields on Dispute {
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
    appeal {
      playerId
      reason
      appealedAt
      ruling
      outcome
      ruledBy
      ruledAt
    }
  }
`);

/** Staff only: the API refuses it to anyone else, and the web asks only for staff. */
export const JUDGE_DESK = graphql(
  `
    query JudgeDesk($tournamentId: ID!) {
      tournament(id: $tournamentId) {
        id
        headJudge {
          id
          displayName
        }
      }
      judgeCalls(tournamentId: $tournamentId, openOnly: true) {
        ...JudgeCallFields
      }
      pendingMatchAppeals(tournamentId: $tournamentId) {
        matchId
        round
        table
        rulingSeq
        rulingIndex
        judge
        judgeName
        playerId
        playerName
        reason
        appealedAt
      }
      disputes(tournamentId: $tournamentId) {
        ...DisputeFields
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
  `,
  [JUDGE_CALL_FIELDS, DISPUTE_FIELDS],
);

export const JUDGE_CALLS_UPDATED = graphql(
  `
    subscription JudgeCallsUpdated($tournamentId: ID!) {
      judgeCallsUpdated(tournamentId: $tournamentId) {
        ...JudgeCallFields
      }
    }
  `,
  [JUDGE_CALL_FIELDS],
);

/** A player's call for a judge at their table; from a match, at the log entry it points at (`matchEvent`). */
export const CALL_JUDGE = graphql(`
  mutation CallJudge($tournamentId: ID!, $reason: String!, $matchEvent: Int, $commandId: ID!) {
    callJudge(tournamentId: $tournamentId, reason: $reason, matchEvent: $matchEvent, commandId: $commandId) {
      recordId
    }
  }
`);

export const OPEN_DISPUTE = graphql(`
  mutation OpenDispute($tournamentId: ID!, $callId: ID, $round: Int, $table: Int, $summary: String!, $commandId: ID!) {
    openDispute(
      tournamentId: $tournamentId
      callId: $callId
      round: $round
      table: $table
      summary: $summary
      commandId: $commandId
    ) {
      recordId
    }
  }
`);

export const HANDLE_JUDGE_CALL = graphql(`
  mutation HandleJudgeCall($tournamentId: ID!, $callId: ID!, $commandId: ID!) {
    handleJudgeCall(tournamentId: $tournamentId, callId: $callId, commandId: $commandId) {
      recordId
    }
  }
`);

export const RULE_DISPUTE = graphql(`
  mutation RuleDispute($tournamentId: ID!, $input: RuleDisputeInput!, $commandId: ID!) {
    ruleDispute(tournamentId: $tournamentId, input: $input, commandId: $commandId) {
      recordId
    }
  }
`);

export const ISSUE_PENALTY = graphql(`
  mutation IssuePenalty($tournamentId: ID!, $input: IssuePenaltyInput!, $commandId: ID!) {
    issuePenalty(tournamentId: $tournamentId, input: $input, commandId: $commandId) {
      recordId
    }
  }
`);

export const CHECK_DECK = graphql(`
  mutation CheckDeck($tournamentId: ID!, $playerId: ID!, $source: String!, $commandId: ID!) {
    checkDeck(tournamentId: $tournamentId, playerId: $playerId, source: $source, commandId: $commandId) {
      recordId
    }
  }
`);

/** A player of a ruled dispute appeals to the head judge (once). */
export const APPEAL_RULING = graphql(`
  mutation AppealRuling($tournamentId: ID!, $disputeId: ID!, $reason: String!, $commandId: ID!) {
    appealRuling(tournamentId: $tournamentId, disputeId: $disputeId, reason: $reason, commandId: $commandId) {
      recordId
    }
  }
`);

/** The head judge's ruling on an appeal: it stands, recorded beside the first. */
export const RULE_APPEAL = graphql(`
  mutation RuleAppeal($tournamentId: ID!, $input: RuleAppealInput!, $commandId: ID!) {
    ruleAppeal(tournamentId: $tournamentId, input: $input, commandId: $commandId) {
      recordId
    }
  }
`);

/** What a signed-in player reads of the disputes at their tables (the API filters them). */
export const MY_DISPUTES = graphql(
  `
    query MyDisputes($tournamentId: ID!) {
      disputes(tournamentId: $tournamentId) {
        ...DisputeFields
      }
    }
  `,
  [DISPUTE_FIELDS],
);

export type JudgeCall = ResultOf<typeof JUDGE_CALL_FIELDS>;
export type JudgeDeskData = ResultOf<typeof JUDGE_DESK>;
export type Dispute = JudgeDeskData['disputes'][number];
export type PendingMatchAppeal = JudgeDeskData['pendingMatchAppeals'][number];
export type Penalty = JudgeDeskData['penalties'][number];
export type DeckCheck = JudgeDeskData['deckChecks'][number];
export type RuleDisputeInput = VariablesOf<typeof RULE_DISPUTE>['input'];
export type IssuePenaltyInput = VariablesOf<typeof ISSUE_PENALTY>['input'];

/** How many calls to a judge wait at an event the reader runs (the home page's note on its card). */
export const OPEN_CALL_IDS = graphql(`
  query OpenCallIds($tournamentId: ID!) {
    judgeCalls(tournamentId: $tournamentId, openOnly: true) {
      callId
    }
  }
`);
