import { Field, ID, InputType } from '@nestjs/graphql';

/**
 * One seat of a table match, in seat order: another player (account id or username), one of the
 * game's bots, or — with neither — the caller. The game says which seats play without a deck
 * list (a game master's); the others take a ready-made deck, the game's default when absent.
 */
@InputType()
export class TableSeatInput {
  @Field(() => String, { nullable: true, description: 'A player to invite: account id or username.' })
  player?: string | null;

  @Field(() => String, { nullable: true, description: "One of the game's bots (see `games.bots`)." })
  bot?: string | null;

  @Field(() => ID, { nullable: true, description: "The seat's ready-made deck (see `games.readyDecks`); ignored for a seat that plays without one." })
  deckId?: string | null;
}
