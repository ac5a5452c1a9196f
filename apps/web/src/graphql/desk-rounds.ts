import { graphql } from './tada';
import { ONLINE_MATCH_FIELDS } from './matches';
import { PLACING_FIELDS } from './tournament-rounds';

/** The organizer's desk, rounds: the draft's tables, results, no-shows, the clock, and what the desk reads of them (apps/api/schema.gql). */

export const REPAIR_WITH_TABLES = graphql(`
  mutation RepairWithTables($tournamentId: ID!, $commandId: ID!, $tables: [TableInput!]) {
    repairRound(tournamentId: $tournamentId, commandId: $commandId, tables: $tables) {
      result {
        events
      }
    }
  }
`);

export const OVERRIDE_RESULT = graphql(`
  mutation OverrideResult(
    $tournamentId: ID!
    $commandId: ID!
    $round: Int!
    $table: Int!
    $reason: String
    $result: MatchResultInput!
    $closeCalls: Boolean
  ) {
    overrideResult(
      tournamentId: $tournamentId
      commandId: $commandId
      round: $round
      table: $table
      reason: $reason
      result: $result
      closeCalls: $closeCalls
    ) {
      result {
        events
        readToken
      }
    }
  }
`);

export const RESOLVE_NO_SHOW = graphql(`
  mutation ResolveNoShow(
    $tournamentId: ID!
    $commandId: ID!
    $round: Int!
    $table: Int!
    $playerId: ID!
    $outcome: String!
  ) {
    resolveNoShow(
      tournamentId: $tournamentId
      commandId: $commandId
      round: $round
      table: $table
      playerId: $playerId
      outcome: $outcome
    ) {
      result {
        events
      }
    }
  }
`);

export const EXTEND_CLOCK = graphql(`
  mutation ExtendRoundClock($tournamentId: ID!, $commandId: ID!, $minutes: Int!, $table: Int) {
    extendRoundClock(tournamentId: $tournamentId, commandId: $commandId, minutes: $minutes, table: $table) {
      result {
        events
      }
    }
  }
`);

/** The online match of each table of one round: the desk links a table played online to it. */
export const DESK_ROUND_MATCHES = graphql(
  `
    query DeskRoundMatches($id: ID!, $round: Int!) {
      tournament(id: $id) {
        id
        pairings(round: $round) {
          table
          onlineMatch {
            ...OnlineMatchFields
          }
        }
      }
    }
  `,
  [ONLINE_MATCH_FIELDS],
);

/** What the desk reads beyond the public page: reports side by side, table clocks, placings, rounds by name. */
export const DESK_EXTRAS = graphql(
  `
    query DeskExtras($id: ID!) {
      judgeCalls(tournamentId: $id, openOnly: true) {
        round
        table
      }
      tournament(id: $id) {
        id
        clock {
          tables {
            table
            extraMinutes
            remainingMs
            phase
          }
        }
        staffActions
        pairings {
          round
          table
          bestOf
          result {
            disagreement
            games {
              winner
              lifeA
              lifeB
            }
            reports {
              by
              winner
              gamesA
              gamesB
              lifeA
              lifeB
              games {
                winner
                lifeA
                lifeB
              }
            }
          }
        }
        placings {
          ...PlacingFields
        }
        rounds {
          number
          label {
            es
            en
          }
          stage
          published
          ended
          bestOf
          endsEvent
        }
      }
    }
  `,
  [PLACING_FIELDS],
);
