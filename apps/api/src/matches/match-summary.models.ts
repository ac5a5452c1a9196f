import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
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
  @Field(() => String, { nullable: true, description: "The player's display name (null for the bot)." })
  displayName!: string | null;
  @Field({ description: 'Ready-made deck name, or "deck list" for a registered list.' }) deckName!: string;
  @Field({ description: "Whether the server's bot plays this seat." }) bot!: boolean;
}

@ObjectType({ description: "The rules library's sealed result." })
export class MatchSummaryResult {
  @Field({ description: 'win or draw.' }) outcome!: string;
  @Field(() => Int, { nullable: true }) winnerSeat!: number | null;
  @Field(() => ID, { nullable: true }) winnerPlayerId!: string | null;
  @Field({ description: 'Why the match ended, as the rules library names it (e.g. knockout, round-cap-life).' })
  reason!: string;
}

@ObjectType({ description: 'A match in the public index: who played, where, and its result and replay once finished.' })
export class MatchSummary extends MatchPlacement {
  @Field(() => MatchListStatus) status!: MatchListStatus;
  @Field(() => [MatchSummaryPlayer]) players!: MatchSummaryPlayer[];
  @Field(() => MatchSummaryResult, { nullable: true }) result!: MatchSummaryResult | null;
  @Field({ description: "SHA-256 commitment to the match's secret master seed, published before anyone acted." })
  seedCommitment!: string;
  @Field({ description: 'ISO time the match was created.' }) createdAt!: string;
  @Field(() => String, { nullable: true, description: 'ISO time the replay was sealed.' }) finishedAt!: string | null;
  @Field(() => Int, { nullable: true, description: "The sealed replay's last line number (seq)." })
  replaySeq!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The sealed replay's head hash: the signed hash every exported view ends on.",
  })
  replayHead!: string | null;
}
