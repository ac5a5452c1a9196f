import { Field, ID, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';

@ObjectType({ description: 'Who acted on a player’s entry, in the role they held in the tournament then.' })
export class ActorView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: 'player, organizer or judge.' }) role!: string;
}

@ObjectType({ description: 'Who dropped a player, why and when: the player and the tournament’s staff read it.' })
export class PlayerDropView {
  @Field(() => ActorView) by!: ActorView;
  @Field({ description: 'withdrew (the player), organizer, no-show (a judge’s ruling at the table) or disqualified.' })
  cause!: string;
  @Field({ description: 'ISO 8601.' }) at!: string;
}

@ObjectType({ description: 'One deck list handed in: its hash, when and by whom.' })
export class DeckSubmissionView {
  @Field({ description: 'SHA-256 of the list (RFC 8785).' }) hash!: string;
  @Field({ description: 'ISO 8601.' }) submittedAt!: string;
  @NullableField(() => ActorView, 'null on lists handed in before submitters were kept.') by!: ActorView | null;
}
