import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { MatchPlacement } from './match-placement.model.js';

export enum MatchListStatus {
  LIVE = 'live',
  FINISHED = 'finished',
}

registerEnumType(MatchListStatus, {
  name: 'MatchListStatus',
  description: 'LIVE: created, not sealed yet (spectators see it delayed). FINISHED: sealed, with a signed replay.',
});

@ObjectType({ description: 'A player of a match summary (public: no deck list, no hand).' })
export class MatchSummaryPlayer {
  @Field(() => Int) seat!: number;
  @Field({ description: 'Account id, or bot:greedy for the practice bot.' }) playerId!: string;
  @NullableField(() => String, "The player's display name (null for the bot).") displayName!: string | null;
  @Field({
    description:
      'The seat\'s name as the match page calls it: the display name, or "Bot" ("Bot 1", "Bot 2"… in seat order where several bots sit).',
  })
  name!: string;
  @Field({
    description:
      "The deck's name: a ready-made deck's or a registered list's in the viewer's language, a saved deck's as its owner wrote it.",
  })
  deckName!: string;
  @Field({ description: "Whether the server's bot plays this seat." }) bot!: boolean;
  /** The match's game, for the resolver that reads a ready deck's name in the viewer's language. */
  game!: string | null;
}

@ObjectType({ description: "The rules library's sealed result." })
export class MatchSummaryResult {
  @Field({ description: 'win or draw.' }) outcome!: string;
  @NullableField(() => Int) winnerSeat!: number | null;
  @Field(() => [Int], {
    description:
      'Every winning seat, in seat order: one, or all of a side that wins together (a party); none for a draw.',
  })
  winnerSeats!: number[];
  @NullableField(() => ID) winnerPlayerId!: string | null;
  @Field({ description: 'Why the match ended, as the rules library names it (e.g. knockout, round-cap-life).' })
  reason!: string;
}

@ObjectType({ description: 'A match in the public index: who played, where, and its result and replay once finished.' })
export class MatchSummary extends MatchPlacement {
  @NullableField(
    () => String,
    "The game's id, as `games` lists it (null only for a match whose first event named none).",
  )
  game!: string | null;
  @Field(() => MatchListStatus) status!: MatchListStatus;
  @Field(() => [MatchSummaryPlayer]) players!: MatchSummaryPlayer[];
  @NullableField(() => MatchSummaryResult) result!: MatchSummaryResult | null;
  @Field({ description: "SHA-256 commitment to the match's secret master seed, published before anyone acted." })
  seedCommitment!: string;
  @Field({ description: 'ISO time the match was created.' }) createdAt!: string;
  @NullableField(() => String, 'ISO time the replay was sealed.') finishedAt!: string | null;
  @NullableField(() => Int, "The sealed replay's last line number (seq).") replaySeq!: number | null;
  @NullableField(() => String, "The sealed replay's head hash: the signed hash every exported view ends on.")
  replayHead!: string | null;
}
