import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { DeckError } from '../tournaments/tournament.models.js';

@ObjectType({
  description: "One of your saved decks, with what its game's validator says of it now. Only its owner reads it.",
})
export class SavedDeckView {
  @Field(() => ID, {
    description:
      'Its id (starts with mine-): use it as deckId in startPracticeMatch, inviteToMatch and acceptMatchInvitation.',
  })
  id!: string;
  @Field({ description: 'A game id from `games`.' }) game!: string;
  @Field() gameName!: string;
  @Field() name!: string;
  @Field({ description: "The list as you saved it, in the game's plain-text format (export it as it is)." })
  text!: string;
  @NullableField(
    () => String,
    'The list as JSON, { game, faction?, sections: { <section>: [{ card, count }] } }; null when the text cannot be read.',
  )
  json!: string | null;
  @Field({ description: "Whether it passes the game's own validator now." }) valid!: boolean;
  @Field(() => [DeckError], { description: "The validator's problems (empty when valid)." }) errors!: DeckError[];
  @NullableField(() => String, 'The faction or realm the list declares, when the game has them.')
  faction!: string | null;
  @Field(() => Int, { description: 'Cards in the list, every section counted.' }) cardCount!: number;
  @NullableField(() => String, 'When it was last saved (ISO 8601).') savedAt!: string | null;
}
