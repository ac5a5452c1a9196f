import { graphql } from './tada';

/** The organizer's desk: creation, the event's details and notices, and staff (apps/api/schema.gql, Mutation). */
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
