import { ID, InputType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';

/**
 * One seat of a table match or an invitation, in seat order: another person to invite (account id
 * or username; only `inviteToMatch` takes one), one of the game's bots, or — with neither — the
 * caller. The game says which seats play without a deck list (a game master's); the others take a
 * ready-made deck, the game's default when absent. An invited person picks her own on accepting.
 */
@InputType()
export class TableSeatInput {
  @NullableField(
    () => String,
    'A person to invite (account id or username): `inviteToMatch` only; she picks her own deck on accepting.',
  )
  player?: string | null;
  @NullableField(() => String, "One of the game's bots (see `games.bots`).") bot?: string | null;
  @NullableField(
    () => ID,
    "The seat's ready-made deck (see `games.readyDecks`); ignored for a seat that plays without one.",
  )
  deckId?: string | null;
}
