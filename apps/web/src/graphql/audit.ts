import { graphql, type ResultOf, type VariablesOf } from './tada';
import { MATCH_VIEW_FIELDS } from './match';

/**
 * A judge's audit of one match: the match, its full log with every hidden value, the game before
 * and after the chosen entry, the tournament's staff (to name who ruled) and the penalty guide.
 * The API refuses it (FORBIDDEN) to anyone but the judges and organizer of the match's tournament.
 */
export const MATCH_AUDIT = graphql(
  `
    query MatchAudit($matchId: ID!, $index: Int!) {
      matchView(matchId: $matchId) {
        ...MatchViewFields
        tournamentTable {
          tournamentName
          label {
            es
            en
          }
          table
        }
      }
      matchAudit(matchId: $matchId) {
        entries {
          index
          seq
          kind
          type
          actor
          judge
          text
          rules
          decision
          decisionText
          data
          random
          hidden
        }
      }
      matchAuditStep(matchId: $matchId, index: $index) {
        index
        before
        after
      }
      penaltyGuide {
        id
        version
        infractions {
          code
          section
          name
          rule
          base
          escalationRepeat
          escalatesTo
        }
      }
    }
  `,
  [MATCH_VIEW_FIELDS],
);

/** Names of the people who may rule (organizer and judges), read from the match's tournament. */
export const AUDIT_STAFF = graphql(`
  query AuditStaff($tournamentId: ID!) {
    tournament(id: $tournamentId) {
      id
      name
      organizer {
        id
        displayName
      }
      judges {
        id
        displayName
      }
      headJudge {
        id
        displayName
      }
    }
    openCalls: judgeCalls(tournamentId: $tournamentId, openOnly: true) {
      callId
    }
    judgeCalls(tournamentId: $tournamentId) {
      callId
      round
      table
      playerId
      reason
      calledAt
      matchEvent
    }
  }
`);

export const MATCH_SANDBOX = graphql(`
  query MatchSandbox($matchId: ID!, $fromEvent: Int!, $commands: [SandboxCommandInput!]!) {
    matchSandbox(matchId: $matchId, fromEvent: $fromEvent, commands: $commands) {
      fromEvent
      steps {
        seat
        accepted
        refusal
        lines
      }
      state
      result
      legalCommands {
        command
        text
      }
    }
  }
`);

/** What every ruling answers: the events it wrote and the match after it (over, when a loss was awarded). */
export const RULING_OUTCOME_FIELDS = graphql(`
  fragment RulingOutcomeFields on MatchMutationResult {
    result {
      events
    }
    match {
      matchId
      eventCount
      status
    }
  }
`);

export const UPHOLD_RULING = graphql(
  `
    mutation UpholdRuling($matchId: ID!, $commandId: ID!, $ruling: JudgeRulingInput!) {
      upholdRuling(matchId: $matchId, commandId: $commandId, ruling: $ruling) {
        ...RulingOutcomeFields
      }
    }
  `,
  [RULING_OUTCOME_FIELDS],
);

export const BACK_UP_MATCH = graphql(
  `
    mutation BackUpMatch($matchId: ID!, $commandId: ID!, $ruling: JudgeRulingInput!, $toEvent: Int!) {
      backUpMatch(matchId: $matchId, commandId: $commandId, ruling: $ruling, toEvent: $toEvent) {
        ...RulingOutcomeFields
      }
    }
  `,
  [RULING_OUTCOME_FIELDS],
);

export const CORRECT_MATCH_VALUE = graphql(
  `
    mutation CorrectMatchValue(
      $matchId: ID!
      $commandId: ID!
      $ruling: JudgeRulingInput!
      $path: [String!]!
      $value: JSON!
    ) {
      correctMatchValue(matchId: $matchId, commandId: $commandId, ruling: $ruling, path: $path, value: $value) {
        ...RulingOutcomeFields
      }
    }
  `,
  [RULING_OUTCOME_FIELDS],
);

export const AWARD_MATCH_LOSS = graphql(
  `
    mutation AwardMatchLoss($matchId: ID!, $commandId: ID!, $ruling: JudgeRulingInput!, $seat: Int!, $scope: String!) {
      awardMatchLoss(matchId: $matchId, commandId: $commandId, ruling: $ruling, seat: $seat, scope: $scope) {
        ...RulingOutcomeFields
      }
    }
  `,
  [RULING_OUTCOME_FIELDS],
);

/** A player's call that points at one event of the match log (and says why). */
export type MatchAuditData = ResultOf<typeof MATCH_AUDIT>;
export type AuditEntry = MatchAuditData['matchAudit']['entries'][number];
export type GuideEntry = MatchAuditData['penaltyGuide']['infractions'][number];
export type SandboxResult = ResultOf<typeof MATCH_SANDBOX>['matchSandbox'];
export type SandboxCommand = VariablesOf<typeof MATCH_SANDBOX>['commands'][number];
export type JudgeRulingInput = VariablesOf<typeof UPHOLD_RULING>['ruling'];
export type RulingOutcome = ResultOf<typeof RULING_OUTCOME_FIELDS>;
export type AuditCall = ResultOf<typeof AUDIT_STAFF>['judgeCalls'][number];

/** A match's judge rulings with their appeals, for its players and judges. */
export const MATCH_RULINGS = graphql(`
  query MatchRulings($matchId: ID!) {
    matchRulings(matchId: $matchId) {
      headJudge
      headJudgeName
      rulings {
        seq
        index
        type
        infraction
        rule
        remedy
        judge
        judgeName
        callId
        appealOf
        decidedBy
        appeal {
          playerId
          playerName
          reason
          appealedAt
        }
      }
    }
  }
`);

export const APPEAL_MATCH_RULING = graphql(`
  mutation AppealMatchRuling($matchId: ID!, $rulingSeq: Int!, $reason: String!, $commandId: ID!) {
    appealMatchRuling(matchId: $matchId, rulingSeq: $rulingSeq, reason: $reason, commandId: $commandId) {
      events
    }
  }
`);

export type MatchRulings = ResultOf<typeof MATCH_RULINGS>['matchRulings'];
export type MatchRuling = MatchRulings['rulings'][number];
