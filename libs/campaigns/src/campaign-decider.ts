import { decideCampaign } from './campaign-decide.js';
import { evolveCampaign, initialCampaignState, type CampaignState } from './campaign-events.js';

/** The campaign decider: initial state, decide and evolve, with no I/O and no clock. */
export const campaignDecider = {
  initialState: (): CampaignState => initialCampaignState,
  decide: decideCampaign,
  evolve: evolveCampaign,
};

export const campaignStream = (campaignId: string) => `campaign-${campaignId}`;
