import { Module } from '@nestjs/common';
import { MatchModule } from '../matches/index.js';
import { CampaignResolver } from './campaign.resolver.js';
import { CampaignService } from './campaign.service.js';
import { MatchCampaignResolver, MatchSummaryCampaignResolver } from './match-campaign.resolver.js';

/** Campaigns: a game master's sessions of a game played in campaigns, each session a match. */
@Module({
  imports: [MatchModule],
  providers: [CampaignService, CampaignResolver, MatchCampaignResolver, MatchSummaryCampaignResolver],
  exports: [CampaignService],
})
export class CampaignModule {}
