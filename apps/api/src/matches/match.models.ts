import { ArgsType, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { MatchPlacement } from './match-placement.model.js';
import { MutationOutcome } from '../common/command-result.model.js';
import { JsonScalar } from './json.scalar.js';
import { FormatOptionView } from '../tournaments/tournament.models.js';
import { type LogLine } from '@cronica/matches';

@ObjectType({ description: 'One seat of a match.' })
export class MatchSeat {
  @Field(() => Int) seat!: number;
  @Field({ description: "Account id, or bot:<name> for one of the game's bots." }) playerId!: string;
  @Field({ description: "The player's display name (the bot's name for a bot), as log lines name the seat." })
  name!: string;
  @Field({ description: 'Name of the deck (ready-made decks) or "deck list" for a registered list.' })
  deckName!: string;
  @Field({ description: 'Whether this seat has contributed its seed.' }) seedContributed!: boolean;
  @Field(() => Float, {
    description:
      'Milliseconds of the match this seat has used: the time the game waited on it (it had legal commands), as of the answer.',
  })
  timeUsedMs!: number;
  @Field({
    description:
      'Whether the game waits on this seat now (it has legal commands); its clock runs. Always false in a delayed view.',
  })
  acting!: boolean;
}

@ObjectType({ description: "A command the caller's seat may send now, and what it does in the caller's language." })
export class LegalCommand {
  @Field(() => JsonScalar, {
    description: "The command as submitGameCommand takes it: { type, data } (the seat is the server's to set).",
  })
  command!: { type: string; data: Record<string, unknown> };
  @Field({ description: "The game's own words for the command." }) text!: string;
  @Field(() => [String], {
    description:
      'The rule lines governing this kind of command (`000:39`, see `rulebook`), first the one to open; empty when the game has no rulebook map.',
  })
  rules!: readonly string[];
}

@ObjectType({ description: "One line of the game log, in the reader's language, as the reader may see it." })
export class MatchLogLine {
  @Field(() => Int, { description: 'The game event this line tells (0 = the first game event).' }) index!: number;
  @Field() text!: string;
  @NullableField(
    () => Int,
    'The seat whose decision this event was; null for the game itself, the platform or a ruling.',
  )
  seat!: number | null;
  @Field(() => [String], {
    description:
      'The rule lines governing this kind of event (`000:39`, see `rulebook`); empty for a ruling and when the game has no rulebook map.',
  })
  rules!: readonly string[];
}

@ObjectType({
  description: 'A match of any game as the caller may see it: seat, spectator (delayed) or judge (everything).',
})
export class MatchView extends MatchPlacement {
  @Field({ description: 'The game id (the registry of games), e.g. blades-of-ash.' }) game!: string;
  @Field({ description: "The game's name in the caller's language." }) gameName!: string;
  @NullableField(() => String, 'The version of the rules library the match is played with.')
  rulesVersion!: string | null;
  @Field({ description: 'awaiting-seeds, live or finished.' }) status!: string;
  @Field({ description: 'seat, spectator or judge: whose view this is.' }) viewer!: string;
  @NullableField(() => Int, "The caller's seat, when the caller plays this match.") yourSeat!: number | null;
  @Field(() => [MatchSeat]) seats!: MatchSeat[];
  @Field({ description: "SHA-256 commitment to the server's secret master seed, published before anyone acted." })
  seedCommitment!: string;
  @Field(() => Int, { description: 'Game events this view includes.' }) eventCount!: number;
  @Field(() => Int, { description: 'Game events held back from this view (spectator delay).' }) delayedEvents!: number;
  @Field(() => Int, {
    description:
      "How many events of the match's stream this view was made from, of every kind (seeds, clock, rulings): of two views of one match, the one with the higher version is the newer.",
  })
  version!: number;
  @Field(() => [FormatOptionView], {
    description:
      "The game's options this match is played with, in words (a tournament's: its legendary cap, turns after time, games per match…); empty for matches created before they were recorded.",
  })
  format!: FormatOptionView[];
  @NullableField(
    () => JsonScalar,
    "The game's own view for the caller (its rules library's `view`); null before the game starts.",
  )
  state!: unknown;
  @NullableField(() => JsonScalar, 'The result ({ outcome, winner?, reason }) once the game is over.') result!: unknown;
  @NullableField(
    () => String,
    "Why the game ended, in its game's words and the caller's language; null while it goes on, or for a reason no game words.",
  )
  resultReason!: string | null;
  @Field(() => [LegalCommand], {
    description:
      "Commands the caller's seat may send now (empty for others). Concede is always accepted and never listed.",
  })
  legalCommands!: LegalCommand[];
  @Field({ description: 'Whether the replay is sealed (signed) and can be fetched.' }) sealed!: boolean;

  /** The log lines this view may read, oldest first, computed only when the `log` field is asked for. */
  logLines!: () => readonly LogLine[];
}

@ObjectType({ description: 'What a match mutation did, and the match as the caller now sees it.' })
export class MatchMutationResult extends MutationOutcome {
  @Field(() => MatchView) match!: MatchView;
}

/** The arguments every command on one match opens with: the match and the client's commandId (a resend answers the first outcome). */
@ArgsType()
export class MatchCommandArgs {
  @Field(() => ID) matchId!: string;
  @Field(() => ID) commandId!: string;
}

@ObjectType({ description: 'A verifiable replay file (JSON Lines) for one view.' })
export class MatchReplay {
  @Field(() => ID) matchId!: string;
  @Field({ description: 'judge, public or seat:N.' }) view!: string;
  @Field({ description: 'The replay: one canonical JSON object per line; check it with `replay verify`.' })
  jsonl!: string;
  @Field({ description: 'Signing key id of the seal (see /.well-known/cronica-replay-keys.json).' }) keyId!: string;
  @Field({
    description:
      'match-ended: each view reveals only what its reader may see yet (the public file checks chain and signature; seeds, rules and result wait). tournament-ended: everything is revealed and every check runs for everyone. A match outside any tournament ends its own event when it is sealed.',
  })
  revealPhase!: string;
  @Field(() => [String], {
    description: 'The checks this file cannot run yet (seed, rules, result), empty once everything is revealed.',
  })
  waitingChecks!: string[];
  @NullableField(() => String, 'When the waiting checks can run: tournament-end, or null when none waits.')
  waitingUntil!: string | null;
}

@ObjectType({ description: 'A ready-made deck to play with.' })
export class ReadyDeckInfo {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: 'The game it is for.' }) game!: string;
  @NullableField(() => String, 'Its faction, when the game has factions.') faction!: string | null;
  @Field({ description: 'True for one of your saved decks (My decks), false for one of the game’s ready-made decks.' })
  saved!: boolean;
}

@ObjectType({
  description: 'A bot a game offers for practice matches; a game lists its bots weakest first, strongest last.',
})
export class GameBotInfo {
  @Field() name!: string;
  @Field() label!: string;
  @NullableField(() => String, 'How it plays and how strong it is, in a sentence; null when the game says nothing.')
  description!: string | null;
  @Field({ description: 'Whether a practice match gets this bot when none is named.' }) practiceDefault!: boolean;
}

@ObjectType({ description: 'A game the platform knows, from the one registry of games.' })
export class GameInfo {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({
    description:
      'Whether the platform plays its matches online (it has a rules library); otherwise results are entered by hand.',
  })
  playsOnline!: boolean;
  @NullableField(() => Int) minSeats!: number | null;
  @NullableField(() => Int) maxSeats!: number | null;
  @Field(() => [Int], {
    description: "Seats that play without a deck list (a game master's); empty when every seat brings one.",
  })
  decklessSeats!: number[];
  @Field({
    description:
      'swiss: Swiss tournaments of registered deck lists; sessions: encounters a game master runs for a table, recorded as campaign sessions.',
  })
  organizedPlay!: string;
  @NullableField(
    () => JsonScalar,
    "The game's standard format options (what `{}` parses to): the fields a format may set.",
  )
  defaultOptions!: unknown;
  @Field(() => [GameBotInfo]) bots!: GameBotInfo[];
  @Field(() => [ReadyDeckInfo]) readyDecks!: ReadyDeckInfo[];
}
