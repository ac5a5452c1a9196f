import { Inject } from '@nestjs/common';
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { campaignSessionOfMatch, type ReadDb } from '@cronica/projections';
import { MatchView } from '../matches/match.models.js';
import { MatchSummary } from '../matches/match-summary.models.js';
import { READ_DB } from '../store/tokens.js';
import { MatchCampaignSession } from './campaign.models.js';

const DESCRIPTION = 'The campaign session this match was played as; null for any other match.';

/**
 * `MatchView.campaignSession`: a table started as a campaign's session says which campaign and
 * session it is, so the people at it can go back to the campaign. Campaigns are public (see
 * CampaignResolver), and no encounter secret is in a campaign's name or a session's scene.
 */
@Resolver(() => MatchView)
export class MatchCampaignResolver {
  constructor(@Inject(READ_DB) private readonly db: ReadDb) {}

  @ResolveField(() => MatchCampaignSession, { nullable: true, description: DESCRIPTION })
  campaignSession(@Parent() match: MatchView): MatchCampaignSession | null {
    return campaignSessionOfMatch(this.db, match.matchId);
  }
}

/** `MatchSummary.campaignSession`: the public index names a session's campaign, as the table does. */
@Resolver(() => MatchSummary)
export class MatchSummaryCampaignResolver {
  constructor(@Inject(READ_DB) private readonly db: ReadDb) {}

  @ResolveField(() => MatchCampaignSession, { nullable: true, description: DESCRIPTION })
  campaignSession(@Parent() match: MatchSummary): MatchCampaignSession | null {
    return campaignSessionOfMatch(this.db, match.matchId);
  }
}
