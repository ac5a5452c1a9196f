import { graphql } from './tada';
import { PLACING_FIELDS } from './tournament-rounds';

/** The organizer's desk: creation, registration, staff and results (apps/api/schema.gql, Mutation). */
export const CREATE_TOURNAMENT = graphql(`
  mutation CreateTournament($input: CreateTournamentInput!) {
    createTournament(input: $input) {
      tournament {
        id
      }
    }
  }
`);

/** The event's public details, given whole (a start or venue left out is no longer announced). */
export const CHANGE_EVENT_DETAILS = graphql(`
  mutation ChangeEventDetails(
    $tournamentId: ID!
    $commandId: ID!
    $name: String!
    $description: String
    $startsAt: String
    $timeZone: String
    $venue: String
    $checkInOpensBefore: Int
    $entryFee: MoneyInput
  ) {
    changeEventDetails(
      tournamentId: $tournamentId
      commandId: $commandId
      name: $name
      description: $description
      startsAt: $startsAt
      timeZone: $timeZone
      venue: $venue
      checkInOpensBefore: $checkInOpensBefore
      entryFee: $entryFee
    ) {
      result {
        events
      }
    }
  }
`);

export const REGISTER_PLAYER = graphql(`
  mutation RegisterPlayer($tournamentId: ID!, $commandId: ID!, $username: String!, $feePaid: Boolean) {
    registerPlayer(tournamentId: $tournamentId, commandId: $commandId, username: $username, feePaid: $feePaid) {
      result {
        events
      }
    }
  }
`);

export const ADD_LATE_ENTRY = graphql(`
  mutation AddLateEntry(
    $tournamentId: ID!
    $commandId: ID!
    $username: String
    $guestName: String
    $deckSource: String
    $feePaid: Boolean
  ) {
    addLateEntry(
      tournamentId: $tournamentId
      commandId: $commandId
      username: $username
      guestName: $guestName
      deckSource: $deckSource
      feePaid: $feePaid
    ) {
      result {
        events
      }
    }
  }
`);

/** Staff hand in the list of a player who has none (a late entry added without one, 002 C.4). */
export const SUBMIT_LIST_FOR_PLAYER = graphql(`
  mutation SubmitListForPlayer($tournamentId: ID!, $commandId: ID!, $playerId: ID!, $source: String!) {
    submitDeckList(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId, source: $source) {
      valid
      errors {
        message {
          es
          en
        }
      }
    }
  }
`);

export const DROP_PLAYER = graphql(`
  mutation DropPlayer($tournamentId: ID!, $commandId: ID!, $playerId: ID!) {
    dropPlayer(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId) {
      result {
        events
      }
    }
  }
`);

/** Takes back a check-in marked by mistake, before round 1 is paired. */
export const UNDO_CHECK_IN = graphql(`
  mutation UndoCheckIn($tournamentId: ID!, $commandId: ID!, $playerId: ID!) {
    undoCheckIn(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId) {
      result {
        events
      }
    }
  }
`);

/** Staff mark a player's entry fee paid at the desk, or take the payment back. */
export const MARK_FEE_PAID = graphql(`
  mutation MarkFeePaid($tournamentId: ID!, $commandId: ID!, $playerId: ID!) {
    markFeePaid(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId) {
      result {
        events
      }
    }
  }
`);

export const UNDO_FEE_PAID = graphql(`
  mutation UndoFeePaid($tournamentId: ID!, $commandId: ID!, $playerId: ID!) {
    undoFeePaid(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId) {
      result {
        events
      }
    }
  }
`);

export const POST_ANNOUNCEMENT = graphql(`
  mutation PostAnnouncement($tournamentId: ID!, $commandId: ID!, $text: String!) {
    postAnnouncement(tournamentId: $tournamentId, commandId: $commandId, text: $text) {
      result {
        events
      }
    }
  }
`);

export const CLEAR_ANNOUNCEMENT = graphql(`
  mutation ClearAnnouncement($tournamentId: ID!, $commandId: ID!) {
    clearAnnouncement(tournamentId: $tournamentId, commandId: $commandId) {
      result {
        events
      }
    }
  }
`);

export const CHANGE_CAPACITY = graphql(`
  mutation ChangeCapacity($tournamentId: ID!, $commandId: ID!, $capacity: Int) {
    changeCapacity(tournamentId: $tournamentId, commandId: $commandId, capacity: $capacity) {
      result {
        events
      }
    }
  }
`);

/** A pasted list, one person per line (@username or a walk-in's name): all registered, or none. */
export const REGISTER_ENTRANTS = graphql(`
  mutation RegisterEntrants($tournamentId: ID!, $commandId: ID!, $lines: [String!]!, $feePaid: Boolean) {
    registerEntrants(tournamentId: $tournamentId, commandId: $commandId, lines: $lines, feePaid: $feePaid) {
      result {
        events
      }
    }
  }
`);

/** The organizer gives a place to a player on the waiting list, or takes them off it (`LEAVE_WAITLIST` with their id). */
export const SEAT_FROM_WAITLIST = graphql(`
  mutation SeatFromWaitlist($tournamentId: ID!, $commandId: ID!, $playerId: ID!) {
    seatFromWaitlist(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId) {
      result {
        events
      }
    }
  }
`);

export const APPOINT_JUDGE = graphql(`
  mutation AppointJudge($tournamentId: ID!, $commandId: ID!, $username: String!) {
    appointJudge(tournamentId: $tournamentId, commandId: $commandId, username: $username) {
      result {
        events
      }
    }
  }
`);

export const REMOVE_JUDGE = graphql(`
  mutation RemoveJudge($tournamentId: ID!, $commandId: ID!, $username: String!) {
    removeJudge(tournamentId: $tournamentId, commandId: $commandId, username: $username) {
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

export const REPAIR_WITH_TABLES = graphql(`
  mutation RepairWithTables($tournamentId: ID!, $commandId: ID!, $tables: [TableInput!]) {
    repairRound(tournamentId: $tournamentId, commandId: $commandId, tables: $tables) {
      result {
        events
      }
    }
  }
`);

/** Judges with their usernames (removeJudge takes a username), and the head judge who rules on appeals. */
export const DESK_JUDGES = graphql(`
  query DeskJudges($id: ID!) {
    tournament(id: $id) {
      id
      judges {
        id
        username
      }
      headJudge {
        id
        displayName
      }
    }
  }
`);

export const NAME_HEAD_JUDGE = graphql(`
  mutation NameHeadJudge($tournamentId: ID!, $commandId: ID!, $accountId: ID!) {
    nameHeadJudge(tournamentId: $tournamentId, commandId: $commandId, accountId: $accountId) {
      result {
        events
      }
    }
  }
`);

export const REGISTER_GUEST = graphql(`
  mutation RegisterGuest($tournamentId: ID!, $commandId: ID!, $name: String!, $feePaid: Boolean) {
    registerGuest(tournamentId: $tournamentId, commandId: $commandId, name: $name, feePaid: $feePaid) {
      result {
        events
      }
    }
  }
`);

export const REMOVE_PLAYER = graphql(`
  mutation RemovePlayer($tournamentId: ID!, $commandId: ID!, $playerId: ID!, $reason: String!) {
    removePlayer(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId, reason: $reason) {
      result {
        events
      }
    }
  }
`);

export const REINSTATE_PLAYER = graphql(`
  mutation ReinstatePlayer($tournamentId: ID!, $commandId: ID!, $playerId: ID!) {
    reinstatePlayer(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId) {
      result {
        events
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
        }
      }
    }
  `,
  [PLACING_FIELDS],
);
