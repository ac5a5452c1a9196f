import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { MatchSummary } from '../matches/match-summary.models.js';

@ObjectType({ description: 'A person in a campaign: its game master or one of its players.' })
export class CampaignMember {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Display name; the id when the account is not projected yet.' })
  displayName!: string;
}

@ObjectType({
  description:
    "One session of a campaign: an encounter recorded as a match. Its secrets stay in the match; its replay follows the match's replay rules.",
})
export class CampaignSession {
  @Field(() => Int, { description: 'Session number, from 1, in the order the GM started them.' }) number!: number;
  @Field({ description: 'The scene the GM named for the session.' }) scene!: string;
  @NullableField(() => String, 'ISO time the server recorded the session start.') startedAt!: string | null;
  @Field(() => ID, {
    description: "The session's match: its table at /matches/<id>, its replay at /matches/<id>/replay.",
  })
  matchId!: string;
  @Field(() => [CampaignMember], { description: 'Who sat, in seat order (the GM included).' }) seats!: CampaignMember[];
  @Field({ description: 'live or finished, from the match summaries.' }) status!: string;
  @NullableField(() => MatchSummary, "The match's public summary (result, replay head), once projected.")
  match!: MatchSummary | null;
}

@ObjectType({
  description:
    "A game master's campaign: players and sessions, for games played in campaigns rather than Swiss tournaments.",
})
export class Campaign {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: 'A game id from `games` whose organizedPlay is sessions.' }) game!: string;
  @Field({ description: 'active or archived.' }) status!: string;
  @Field(() => CampaignMember) gm!: CampaignMember;
  @Field(() => [CampaignMember], {
    description: 'Players who accepted the invitation: a session seats them beside the GM.',
  })
  players!: CampaignMember[];
  @Field(() => [CampaignMember], {
    description:
      'Invitations waiting for an answer: all of them for the GM, your own for an invited person, none for anyone else (empty in lists).',
  })
  invited!: CampaignMember[];
  @NullableField(() => String, 'When your invitation to this campaign expires, while one waits for your answer.')
  yourInvitationExpiresAt!: string | null;
  @Field(() => Int) sessionCount!: number;
  @Field(() => Int, {
    description:
      "Players who must have accepted before the GM may start a session: the game's fewest seats, less the GM's.",
  })
  playersNeeded!: number;
  @NullableField(() => String) createdAt!: string | null;
  @NullableField(
    () => String,
    'gm, player, invited (an invitation waits for your answer) or null: what the signed-in viewer is in this campaign.',
  )
  yourRole!: string | null;
  @Field(() => [CampaignSession], { description: 'Sessions, newest first (empty in lists).' })
  sessions!: CampaignSession[];
}

/** The arguments every command on one campaign opens with: the client's commandId (a resend answers the first outcome) and the campaign. */
@ArgsType()
export class CampaignCommandArgs {
  @Field(() => ID) commandId!: string;
  @Field(() => ID) campaignId!: string;
}

@ObjectType({ description: 'The campaign session a match was played as.' })
export class MatchCampaignSession {
  @Field(() => ID) campaignId!: string;
  @Field({ description: "The campaign's name." }) campaignName!: string;
  @Field(() => Int, { description: 'Session number, from 1.' }) number!: number;
  @Field({ description: 'The scene the GM named for the session.' }) scene!: string;
}
