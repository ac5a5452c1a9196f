import { graphql, type ResultOf } from './tada';

/** Campaigns (a game master's sessions of a game played in campaigns): lists, one campaign, and the GM's commands. */

/** What a list of campaigns shows of each one; the campaign's own page reads it too. */
const CAMPAIGN_LIST_FIELDS = graphql(`
  fragment CampaignListFields on Campaign {
    id
    name
    game
    status
    sessionCount
    createdAt
    gm {
      id
      displayName
    }
  }
`);

const CAMPAIGN_FIELDS = graphql(
  `
    fragment CampaignFields on Campaign {
      ...CampaignListFields
      yourRole
      playersNeeded
      yourInvitationExpiresAt
      players {
        id
        displayName
      }
      invited {
        id
        displayName
      }
      sessions {
        number
        scene
        startedAt
        matchId
        status
        seats {
          id
          displayName
        }
        match {
          status
          yourTurn
          finishedAt
          players {
            seat
            deckName
          }
          result {
            outcome
            reason
            winnerSeat
          }
        }
      }
    }
  `,
  [CAMPAIGN_LIST_FIELDS],
);

export const CAMPAIGNS = graphql(
  `
    query Campaigns($mine: Boolean!) {
      campaigns(mine: $mine) {
        ...CampaignListFields
      }
    }
  `,
  [CAMPAIGN_LIST_FIELDS],
);

export const CAMPAIGN = graphql(
  `
    query Campaign($id: ID!) {
      campaign(id: $id) {
        ...CampaignFields
      }
    }
  `,
  [CAMPAIGN_FIELDS],
);

export const CREATE_CAMPAIGN = graphql(`
  mutation CreateCampaign($commandId: ID!, $name: String!, $game: String!) {
    createCampaign(commandId: $commandId, name: $name, game: $game) {
      id
    }
  }
`);

export const INVITE_CAMPAIGN_PLAYER = graphql(`
  mutation InviteCampaignPlayer($commandId: ID!, $campaignId: ID!, $player: String!) {
    inviteCampaignPlayer(commandId: $commandId, campaignId: $campaignId, player: $player) {
      id
    }
  }
`);

export const ACCEPT_CAMPAIGN_INVITATION = graphql(`
  mutation AcceptCampaignInvitation($commandId: ID!, $campaignId: ID!) {
    acceptCampaignInvitation(commandId: $commandId, campaignId: $campaignId) {
      id
      yourRole
    }
  }
`);

export const DECLINE_CAMPAIGN_INVITATION = graphql(`
  mutation DeclineCampaignInvitation($commandId: ID!, $campaignId: ID!) {
    declineCampaignInvitation(commandId: $commandId, campaignId: $campaignId) {
      id
      yourRole
    }
  }
`);

export const WITHDRAW_CAMPAIGN_INVITATION = graphql(`
  mutation WithdrawCampaignInvitation($commandId: ID!, $campaignId: ID!, $player: String!) {
    withdrawCampaignInvitation(commandId: $commandId, campaignId: $campaignId, player: $player) {
      id
    }
  }
`);

export const START_CAMPAIGN_SESSION = graphql(`
  mutation StartCampaignSession($commandId: ID!, $campaignId: ID!, $scene: String!, $options: JSON) {
    startCampaignSession(commandId: $commandId, campaignId: $campaignId, scene: $scene, options: $options) {
      id
      sessions {
        number
        matchId
      }
    }
  }
`);

export const ARCHIVE_CAMPAIGN = graphql(`
  mutation ArchiveCampaign($commandId: ID!, $campaignId: ID!) {
    archiveCampaign(commandId: $commandId, campaignId: $campaignId) {
      id
      status
    }
  }
`);

export type CampaignListItem = ResultOf<typeof CAMPAIGNS>['campaigns'][number];
export type CampaignDetail = NonNullable<ResultOf<typeof CAMPAIGN>['campaign']>;
export type CampaignSessionItem = CampaignDetail['sessions'][number];
