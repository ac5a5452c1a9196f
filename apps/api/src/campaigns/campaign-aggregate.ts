import { campaignDecider, campaignStream, type CampaignEvent, type CampaignState } from '@cronica/campaigns';
import type { AggregateSpec } from '../commands/aggregate.js';

/** The campaign as the command bus loads it (stream `campaign-<id>`). */
export function campaignAggregate(campaignId: string): AggregateSpec<CampaignState> {
  return {
    stream: campaignStream(campaignId),
    initialState: campaignDecider.initialState,
    evolve: (state, event) => campaignDecider.evolve(state, event as CampaignEvent),
  };
}
