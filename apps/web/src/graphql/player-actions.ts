import { graphql, type ResultOf, type VariablesOf } from './tada';
import { TABLE_FIELDS } from './tournament';

/** The reader's table of a round: its pairing and each game of its result. */
const MY_TABLE_FIELDS = graphql(
  `
    fragment MyTableFields on Pairing {
      ...TableFields
      result {
        games {
          winner
          lifeA
          lifeB
          endedEarly
        }
      }
    }
  `,
  [TABLE_FIELDS],
);

export const MY_MATCHES = graphql(
  `
    query MyMatches($tournamentId: ID!) {
      myMatches(tournamentId: $tournamentId) {
        ...MyTableFields
      }
    }
  `,
  [MY_TABLE_FIELDS],
);

/**
 * The reader's tables and the judge calls they made that no judge has answered yet (the API reads a
 * player only their own calls), so their table says a judge is on the way after a reload too.
 */
export const MY_TABLE = graphql(
  `
    query MyTable($tournamentId: ID!) {
      myMatches(tournamentId: $tournamentId) {
        ...MyTableFields
      }
      myOpenCalls: judgeCalls(tournamentId: $tournamentId, openOnly: true) {
        callId
        round
        table
        reason
        calledAt
      }
    }
  `,
  [MY_TABLE_FIELDS],
);

export const REGISTER_FOR_TOURNAMENT = graphql(`
  mutation RegisterForTournament($tournamentId: ID!, $commandId: ID!) {
    registerForTournament(tournamentId: $tournamentId, commandId: $commandId) {
      result {
        readToken
      }
    }
  }
`);

/** A full event's waiting list: the reader joins it; the reader (no playerId) or the organizer takes someone off it. */
export const JOIN_WAITLIST = graphql(`
  mutation JoinWaitlist($tournamentId: ID!, $commandId: ID!) {
    joinWaitlist(tournamentId: $tournamentId, commandId: $commandId) {
      result {
        readToken
      }
    }
  }
`);

export const LEAVE_WAITLIST = graphql(`
  mutation LeaveWaitlist($tournamentId: ID!, $commandId: ID!, $playerId: ID) {
    leaveWaitlist(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId) {
      result {
        readToken
      }
    }
  }
`);

export const DROP_SELF = graphql(`
  mutation DropSelf($tournamentId: ID!, $commandId: ID!) {
    dropPlayer(tournamentId: $tournamentId, commandId: $commandId) {
      result {
        readToken
      }
    }
  }
`);

/** "I am here": the caller checks in (no playerId), or staff at the desk check a player in. */
export const CHECK_IN = graphql(`
  mutation CheckIn($tournamentId: ID!, $commandId: ID!, $playerId: ID) {
    checkIn(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId) {
      result {
        readToken
      }
    }
  }
`);

export const SUBMIT_DECK_LIST = graphql(`
  mutation SubmitDeckList($tournamentId: ID!, $commandId: ID!, $source: String!) {
    submitDeckList(tournamentId: $tournamentId, commandId: $commandId, source: $source) {
      valid
      hash
      errors {
        code
        line
        card
        message {
          es
          en
        }
      }
    }
  }
`);

export const REPORT_RESULT = graphql(`
  mutation ReportResult($tournamentId: ID!, $commandId: ID!, $round: Int!, $table: Int!, $result: MatchResultInput!) {
    reportResult(tournamentId: $tournamentId, commandId: $commandId, round: $round, table: $table, result: $result) {
      result {
        readToken
      }
    }
  }
`);

export const CONFIRM_RESULT = graphql(`
  mutation ConfirmResult($tournamentId: ID!, $commandId: ID!, $round: Int!, $table: Int!) {
    confirmResult(tournamentId: $tournamentId, commandId: $commandId, round: $round, table: $table) {
      result {
        readToken
      }
    }
  }
`);

export type DeckProblem = ResultOf<typeof SUBMIT_DECK_LIST>['submitDeckList']['errors'][number];
export type GameRecord = NonNullable<VariablesOf<typeof REPORT_RESULT>['result']['games']>[number];
/** The reader's own table of a round, with the games it is played to and each game of its result. */
export type MyTableRow = ResultOf<typeof MY_MATCHES>['myMatches'][number];
/** A judge call the reader made that no judge has answered yet. */
export type MyOpenCall = ResultOf<typeof MY_TABLE>['myOpenCalls'][number];
