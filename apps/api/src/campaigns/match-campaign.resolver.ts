import { Inject, type Type } from '@nestjs/common';
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { campaignSessionOfMatch, type ReadDb } from '@cronica/projections';
import { MatchView } from '../matches/match.models.js';
import { MatchSummary } from '../matches/match-summary.models.js';
import { READ_DB } from '../store/tokens.js';
import { MatchCampaignSession } from './campaign.models.js';

/**
 * `campaignSession` on a match type: a table started as a campaign's session says which campaign
 * and session it is, so the people at it (and the public index) can go back to the campaign.
 * Campaigns are public (see CampaignResolver), and no encounter secret is in a campaign's name or
 * a session's scene.
 */
function campaignSessionResolver(matchType: Type<{ matchId: string }>) {
  @Resolver(() => matchType)
  class CampaignSessionField {
    constructor(@Inject(READ_DB) readonly db: ReadDb) {}

    @ResolveField(() => MatchCampaignSession, {
      nullable: true,
      description: 'The campaign session this match was played as; null for any other match.',
    })
    campaignSession(@Parent() match: { matchId: string }): MatchCampaignSession | null {
      return campaignSessionOfMatch(this.db, match.matchId);
    }
  }
  return CampaignSessionField;
}

export const MatchCampaignResolver = campaignSessionResolver(MatchView);
export const MatchSummaryCampaignResolver = campaignSessionResolver(MatchSummary);
