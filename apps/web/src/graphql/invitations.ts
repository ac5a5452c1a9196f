import { graphql, type ResultOf } from './tada';

/** Invitations: a match or a campaign seats a person only once she accepts. */
const LISTED_INVITATION = graphql(`
  fragment ListedInvitation on InvitationListItem {
    id
    kind
    game
    gameName
    campaignName
    createdAt
    expiresAt
    from {
      id
      username
      displayName
    }
  }
`);

const INVITATION_FIELDS = graphql(`
  fragment InvitationFields on MatchInvitation {
    id
    game
    gameName
    status
    createdAt
    expiresAt
    matchId
    yourSeat
    youSent
    options
    from {
      id
      username
      displayName
    }
    seats {
      seat
      kind
      playerId
      name
      answer
      deckName
    }
    yourDecks {
      id
      name
      saved
    }
  }
`);

export const PENDING_INVITATION_COUNT = graphql(`
  query PendingInvitationCount {
    pendingInvitationCount
  }
`);

export const INVITATIONS = graphql(
  `
    query Invitations {
      invitations {
        ...ListedInvitation
      }
      sentInvitations {
        ...ListedInvitation
      }
    }
  `,
  [LISTED_INVITATION],
);

export const MATCH_INVITATION = graphql(
  `
    query MatchInvitation($id: ID!) {
      matchInvitation(id: $id) {
        ...InvitationFields
      }
    }
  `,
  [INVITATION_FIELDS],
);

export const INVITE_TO_MATCH = graphql(`
  mutation InviteToMatch($commandId: ID!, $game: String!, $seats: [TableSeatInput!]!, $options: JSON) {
    inviteToMatch(commandId: $commandId, game: $game, seats: $seats, options: $options) {
      id
    }
  }
`);

export const ACCEPT_MATCH_INVITATION = graphql(`
  mutation AcceptMatchInvitation($commandId: ID!, $invitationId: ID!, $deckId: ID) {
    acceptMatchInvitation(commandId: $commandId, invitationId: $invitationId, deckId: $deckId) {
      id
      status
      matchId
    }
  }
`);

export const DECLINE_MATCH_INVITATION = graphql(`
  mutation DeclineMatchInvitation($commandId: ID!, $invitationId: ID!) {
    declineMatchInvitation(commandId: $commandId, invitationId: $invitationId) {
      id
      status
    }
  }
`);

export const CANCEL_MATCH_INVITATION = graphql(`
  mutation CancelMatchInvitation($commandId: ID!, $invitationId: ID!) {
    cancelMatchInvitation(commandId: $commandId, invitationId: $invitationId) {
      id
      status
    }
  }
`);

export const INVITATIONS_CHANGED = graphql(`
  subscription InvitationsChanged {
    invitationsChanged
  }
`);

export type ListedInvitation = ResultOf<typeof INVITATIONS>['invitations'][number];
export type MatchInvitationDetail = ResultOf<typeof MATCH_INVITATION>['matchInvitation'];
