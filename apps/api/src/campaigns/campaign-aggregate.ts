import { campaignDecider, campaignStream, type CampaignState } from '@cronica/campaigns';
import { deciderAggregate, type AggregateSpec } from '../commands/aggregate.js';

/** The campaign as the command bus loads it (stream `campaign-<id>`). */
export function campaignAggregate(campaignId: string): AggregateSpec<CampaignState> {
  return deciderAggregate(campaignStream(campaignId), campaignDecider);
}
