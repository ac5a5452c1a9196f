import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { JsonScalar } from '../matches/json.scalar.js';

/** The arguments every command on one tournament opens with: which tournament, and the client's commandId (a resend answers the first outcome). */
@ArgsType()
export class TournamentCommandArgs {
  @Field(() => ID) tournamentId!: string;
  @Field(() => ID) commandId!: string;
}

/** The arguments of a command on one table of a round: the tournament's command arguments, then the round and table. */
@ArgsType()
export class TableCommandArgs extends TournamentCommandArgs {
  @Field(() => Int) round!: number;
  @Field(() => Int) table!: number;
}

@InputType()
export class TopCutInput {
  @Field(() => Int, { description: '0 (none), 2, 4, 8 or 16.' }) size!: number;
  @Field(() => Int, { nullable: true, description: '1 or 3 (002 C.1: the final may be best of 3).' })
  finalBestOf?: number;
  @Field({ nullable: true }) thirdPlaceMatch?: boolean;
  @Field({
    nullable: true,
    description:
      "Ties wholly inside the cut: 'random' (default: seeds by tiebreakers, then drawn) or 'match' (played off, 002 C.2.4.2 read strictly).",
  })
  seedTies?: string;
}

@InputType()
export class CreateTournamentInput {
  @Field(() => ID, { description: 'Client-chosen id; resending it returns the first outcome.' }) commandId!: string;
  @Field() name!: string;
  @Field({ nullable: true, description: 'Public description, up to 2,000 characters.' }) description?: string;
  @Field({ description: 'A game id from `games` (blades-of-ash, warlords-of-terra, ecg…).' }) game!: string;
  @Field(() => Int, {
    nullable: true,
    description:
      'Swiss rounds (1–20); omitted: by field size, ⌈log₂ N⌉ when registration closes (see `tournamentOptions`).',
  })
  rounds?: number;
  @Field(() => Int, {
    nullable: true,
    description:
      "Round clock in minutes (default: the game's, `tournamentOptions.games.format.roundMinutes`; 45 for Warlords of Terra, 002 C.1).",
  })
  roundMinutes?: number;
  @Field(() => Int, { nullable: true, description: 'Games per Swiss match (odd, default 1).' }) bestOf?: number;
  @Field({
    nullable: true,
    description:
      "Tiebreak preset: one of the game's (`tournamentOptions.games.format.tiebreakers`); omitted, the game's first: wot for Warlords of Terra, mtg for the others.",
  })
  tiebreakPreset?: string;
  @Field(() => [String], {
    nullable: true,
    description: 'Own tiebreak chain instead of a preset (e.g. score, head-to-head, omw).',
  })
  tiebreakers?: string[];
  @Field(() => TopCutInput, { nullable: true }) topCut?: TopCutInput;
  @Field(() => Int, {
    nullable: true,
    description: 'SCORE credited for a bye (default 0); only with SCORE tiebreakers (002 C.2.1).',
  })
  byeScore?: number;
  @Field({
    nullable: true,
    description:
      "Late entries: missed rounds as 'loss' (default), 'absent' (not counted), or 'none' (no late entries).",
  })
  lateEntry?: string;
  @Field({ nullable: true, description: "No rematch-free pairing: 'refuse' (default) or 'fewest-rematches'." })
  exhaustedPairings?: string;
  @Field({ nullable: true, description: 'Every player hands in a deck list (default true, 002 C.4).' })
  requireDeckLists?: boolean;
  @Field({
    nullable: true,
    description: "Registration at creation: 'closed' (default; openRegistration later) or 'open'.",
  })
  registration?: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Places that carry a prize: a random tie there is played off (002 C.2.4.2). Default 0.',
  })
  prizePlaces?: number;
  @Field(() => JsonScalar, {
    nullable: true,
    description:
      "An imported card catalog (the JSON file), checked by the game's catalog schema; deck lists are validated against it.",
  })
  catalog?: unknown;
  @Field(() => JsonScalar, {
    nullable: true,
    description:
      "The game's own format options, by key (Warlords of Terra: legendaryLimit 0–3, extraTurns; Blades of Ash: maxRounds…; see `tournamentOptions.games.format.options`), checked by the game's schema and bounds; omitted ones take the game's defaults. They reach every match of the event and registration checks lists against them. The best-of is the tournament's (bestOf, topCut.finalBestOf).",
  })
  gameOptions?: unknown;
}

@InputType()
export class GameRecordInput {
  @Field({ description: "'a', 'b' or 'draw'." }) winner!: string;
  @Field(() => Int, { nullable: true, description: "Player A's final life (SCORE, 002 C.2.1)." }) lifeA?: number;
  @Field(() => Int, { nullable: true }) lifeB?: number;
}

@InputType()
export class MatchResultInput {
  @Field({ description: "'a', 'b' or 'draw'." }) winner!: string;
  @Field(() => [GameRecordInput], { nullable: true, description: 'Each game, with final life totals.' })
  games?: GameRecordInput[];
}

@InputType()
export class TableInput {
  @Field(() => Int) table!: number;
  @Field(() => ID) a!: string;
  @Field(() => ID, { nullable: true, description: 'null: a has the bye.' }) b?: string | null;
}
