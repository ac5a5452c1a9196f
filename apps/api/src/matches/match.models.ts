import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MatchPlacement } from './match-placement.model.js';
import { CommandResult } from '../common/command-result.model.js';
import { GameCommand } from './game-command.input.js';

@ObjectType({ description: 'One seat of a match.' })
export class MatchSeat {
  @Field(() => Int)
  seat!: number;

  @Field({ description: 'Account id, or bot:greedy for the practice bot.' })
  playerId!: string;

  @Field({ description: 'Name of the deck (ready-made decks) or "deck list" for a registered list.' })
  deckName!: string;

  @Field({ description: 'Whether this seat has contributed its seed.' })
  seedContributed!: boolean;
}

@ObjectType({ description: 'A match as the caller may see it: seat, spectator (delayed) or judge (everything).' })
export class MatchView extends MatchPlacement {
  @Field({ description: 'awaiting-seeds, live or finished.' })
  status!: string;

  @Field({ description: 'seat, spectator or judge: whose view this is.' })
  viewer!: string;

  @Field(() => Int, { nullable: true, description: "The caller's seat, when the caller plays this match." })
  yourSeat!: number | null;

  @Field(() => [MatchSeat])
  seats!: MatchSeat[];

  @Field({ description: "SHA-256 commitment to the server's secret master seed, published before anyone acted." })
  seedCommitment!: string;

  @Field(() => Int, { description: 'Game events this view includes.' })
  eventCount!: number;

  @Field(() => Int, { description: 'Game events held back from this view (spectator delay).' })
  delayedEvents!: number;

  @Field(() => String, { nullable: true, description: "The rules library's redacted view as JSON (null before the game starts)." })
  state!: string | null;

  @Field(() => String, { nullable: true, description: 'The result as JSON once the game is over.' })
  result!: string | null;

  @Field(() => [GameCommand], { description: "Legal commands for the caller's seat (empty for others)." })
  legalCommands!: GameCommand[];

  @Field({ description: 'Whether the replay is sealed (signed) and can be fetched.' })
  sealed!: boolean;
}

@ObjectType({ description: 'What a match mutation did, and the match as the caller now sees it.' })
export class MatchMutationResult {
  @Field(() => CommandResult)
  result!: CommandResult;

  @Field(() => MatchView)
  match!: MatchView;
}

@ObjectType({ description: 'A verified replay file (JSON Lines, issue 5) for one view.' })
export class MatchReplay {
  @Field(() => ID)
  matchId!: string;

  @Field({ description: 'judge, public or seat:N.' })
  view!: string;

  @Field({ description: 'The replay: one canonical JSON object per line; check it with `replay verify`.' })
  jsonl!: string;

  @Field({ description: 'Signing key id of the seal (see /.well-known/cronica-replay-keys.json).' })
  keyId!: string;
}

@ObjectType({ description: 'A ready-made Blades of Ash deck to play with.' })
export class ReadyDeckInfo {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  faction!: string;
}
