import { graphql } from './tada';

/** The organizer's desk, registration: entrants, their lists, arrivals and fees, drops, places and the waiting list (apps/api/schema.gql, Mutation). */

export const REGISTER_PLAYER = graphql(`
  mutation RegisterPlayer($tournamentId: ID!, $commandId: ID!, $username: String!, $feePaid: Boolean) {
    registerPlayer(tournamentId: $tournamentId, commandId: $commandId, username: $username, feePaid: $feePaid) {
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

export const DROP_PLAYER = graphql(`
  mutation DropPlayer($tournamentId: ID!, $commandId: ID!, $playerId: ID!) {
    dropPlayer(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId) {
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

export const REMOVE_PLAYER = graphql(`
  mutation RemovePlayer($tournamentId: ID!, $commandId: ID!, $playerId: ID!, $reason: String!) {
    removePlayer(tournamentId: $tournamentId, commandId: $commandId, playerId: $playerId, reason: $reason) {
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
