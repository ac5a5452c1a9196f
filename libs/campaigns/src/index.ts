// Campaigns: a game master's table meeting over sessions, each session a match; the aggregate's events, commands and decider.
export {
  CAMPAIGN_INVITATION_DAYS,
  campaignInvitationExpiry,
  CAMPAIGN_CREATED,
  CAMPAIGN_PLAYER_INVITED,
  CAMPAIGN_PLAYER_ADDED,
  CAMPAIGN_INVITATION_ACCEPTED,
  CAMPAIGN_INVITATION_DECLINED,
  CAMPAIGN_INVITATION_WITHDRAWN,
  CAMPAIGN_SESSION_STARTED,
  CAMPAIGN_ARCHIVED,
  initialCampaignState,
  waitingInvitation,
  evolveCampaign,
  type CampaignCreatedData,
  type CampaignPlayerData,
  type CampaignPlayerInvitedData,
  type CampaignSessionStartedData,
  type CampaignEvent,
  type CampaignSession,
  type CampaignState,
  type CampaignInvitation,
} from './campaign-events.js';
export {
  decideCampaign,
  gmRefusal,
  sessionRefusal,
  type CampaignCommand,
  type CampaignContext,
  type CampaignDecision,
} from './campaign-decide.js';
export { campaignDecider, campaignStream } from './campaign-decider.js';
