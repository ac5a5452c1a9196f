import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { Player } from '../auth/auth.models.js';
import { JsonScalar } from '../matches/json.scalar.js';
import { ReadyDeckInfo } from '../matches/match.models.js';

@ObjectType({ description: 'One seat of a match invitation and its answer.' })
export class InvitationSeatView {
  @Field(() => Int) seat!: number;
  @Field({ description: 'host (the inviter), invitee (a person who must accept) or bot.' }) kind!: string;
  @NullableField(() => ID, 'The account sitting there; null for a bot.') playerId!: string | null;
  @Field({ description: 'Display name, or the bot in words.' }) name!: string;
  @Field({ description: 'host, bot, pending, accepted or declined.' }) answer!: string;
  @NullableField(() => String, "The seat's deck, shown for your own seat and the bots' (each person's choice is hers).")
  deckName!: string | null;
}

@ObjectType({
  description:
    'An invitation to a match: nobody is seated until every invited person accepts, each with her own deck. Read by its sender and the people invited (anyone else: NOT_FOUND).',
})
export class MatchInvitation {
  @Field(() => ID) id!: string;
  @Field() game!: string;
  @Field() gameName!: string;
  @Field({ description: 'pending, declined, cancelled, expired or started (then `matchId` is the match).' })
  status!: string;
  @Field(() => Player, { description: 'Who sent it.' }) from!: Player;
  @NullableField(() => String) createdAt!: string | null;
  @Field({ description: 'ISO time after which an invitation not everyone accepted creates nothing.' })
  expiresAt!: string;
  @NullableField(() => ID, 'The match, once everyone accepted.') matchId!: string | null;
  @Field(() => [InvitationSeatView]) seats!: InvitationSeatView[];
  @NullableField(() => Int, 'Your seat, when you are invited or sent it.') yourSeat!: number | null;
  @Field({ description: 'True for the person who sent it (she may cancel it while it waits).' }) youSent!: boolean;
  @NullableField(
    () => JsonScalar,
    "The format options: for every participant, except that a game master's encounter stays the game master's (null for the players invited to it).",
  )
  options!: unknown;
  @Field(() => [ReadyDeckInfo], {
    description: 'The ready-made decks you may pick for your seat (empty for a seat that plays without one).',
  })
  yourDecks!: ReadyDeckInfo[];
}

@ObjectType({
  description: 'An invitation waiting for an answer: to a match (answer it on its page) or to play in a campaign.',
})
export class InvitationListItem {
  @Field(() => ID, { description: "The match invitation's id, or the campaign's." }) id!: string;
  @Field({ description: 'match or campaign.' }) kind!: string;
  @Field() game!: string;
  @Field() gameName!: string;
  @Field(() => Player, { description: 'Who sent it.' }) from!: Player;
  @NullableField(() => String) campaignName!: string | null;
  @Field() createdAt!: string;
  @Field() expiresAt!: string;
}

/** The arguments every answer to one invitation opens with: the client's commandId (a resend answers the first outcome) and the invitation. */
@ArgsType()
export class InvitationCommandArgs {
  @Field(() => ID) commandId!: string;
  @Field(() => ID) invitationId!: string;
}
