import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { JsonScalar } from '../matches/json.scalar.js';
import { CHECK_IN_LEAD } from '@cronica/tournament';
import { FEE_CURRENCIES } from '@cronica/util';

/** The arguments every command on one tournament opens with: which tournament, and the client's commandId (a resend answers the first outcome). */
/** An amount of money: its currency's smallest unit (cents for EUR, pesos for CLP) and the ISO 4217 code. */
@InputType()
export class MoneyInput {
  @Field(() => Int) amount!: number;
  @Field() currency!: string;
}

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

/** The arguments of a command about one player: the tournament's command arguments, then the player. */
@ArgsType()
export class PlayerCommandArgs extends TournamentCommandArgs {
  @Field(() => ID) playerId!: string;
}

/** A command a player sends about themselves, or staff about anyone: absent, the player is the caller. */
@ArgsType()
export class SelfOrPlayerCommandArgs extends TournamentCommandArgs {
  @NullableField(() => ID, 'Staff: the player acted on; absent, the caller.') playerId?: string | null;
}

/** The arguments of a command naming an account by its username (a judge, a player registered at the desk). */
@ArgsType()
export class AccountCommandArgs extends TournamentCommandArgs {
  @Field() username!: string;
}

const START_NOTE = "When play starts, as the venue's clock reads it: YYYY-MM-DDTHH:mm (needs timeZone).";
const ZONE_NOTE = "The venue's time zone, an IANA name (Europe/Madrid, America/Mexico_City…).";
const VENUE_NOTE = 'Where it is played (a shop and its address, or online), up to 200 characters on one line.';
const FEE_NOTE = `What a player pays at the desk: the amount in the currency's smallest unit (cents), in one of ${FEE_CURRENCIES.join(', ')}; omitted: free.`;
const CHECK_IN_NOTE = `Minutes before the start (${CHECK_IN_LEAD.min}–${CHECK_IN_LEAD.max}) at which check-in opens by itself (needs startsAt); omitted: the organizer opens it.`;

/** A tournament's public details, given whole: what is left out is no longer announced (changeEventDetails). */
@ArgsType()
export class EventDetailsArgs extends TournamentCommandArgs {
  @Field() name!: string;
  @NullableField(() => String, 'Public description, up to 2,000 characters; omitted: none.') description?: string;
  @NullableField(() => String, START_NOTE) startsAt?: string;
  @NullableField(() => String, ZONE_NOTE) timeZone?: string;
  @NullableField(() => String, VENUE_NOTE) venue?: string;
  @NullableField(() => Int, CHECK_IN_NOTE) checkInOpensBefore?: number;
  @NullableField(() => MoneyInput, FEE_NOTE) entryFee?: MoneyInput;
}

@InputType()
export class TopCutInput {
  @Field(() => Int, { description: '0 (none), 2, 4, 8 or 16.' }) size!: number;
  @NullableField(() => Int, '1 or 3 (002 C.1: the final may be best of 3).') finalBestOf?: number;
  @NullableField(() => Boolean) thirdPlaceMatch?: boolean;
  @NullableField(
    () => String,
    "Ties wholly inside the cut: 'random' (default: seeds by tiebreakers, then drawn) or 'match' (played off, 002 C.2.4.2 read strictly).",
  )
  seedTies?: string;
}

@InputType()
export class CreateTournamentInput {
  @Field(() => ID, { description: 'Client-chosen id; resending it returns the first outcome.' }) commandId!: string;
  @Field() name!: string;
  @NullableField(() => String, 'Public description, up to 2,000 characters.') description?: string;
  @NullableField(() => String, START_NOTE) startsAt?: string;
  @NullableField(() => String, ZONE_NOTE) timeZone?: string;
  @NullableField(() => String, VENUE_NOTE) venue?: string;
  @NullableField(() => Int, CHECK_IN_NOTE) checkInOpensBefore?: number;
  @NullableField(() => MoneyInput, FEE_NOTE) entryFee?: MoneyInput;
  @Field({ description: 'A game id from `games` (blades-of-ash, warlords-of-terra, ecg…).' }) game!: string;
  @NullableField(
    () => Int,
    'Swiss rounds (1–20); omitted: by field size, ⌈log₂ N⌉ when registration closes (see `tournamentOptions`).',
  )
  rounds?: number;
  @NullableField(
    () => Int,
    "Round clock in minutes (default: the game's, `tournamentOptions.games.format.roundMinutes`; 45 for Warlords of Terra, 002 C.1).",
  )
  roundMinutes?: number;
  @NullableField(() => Int, 'Games per Swiss match (odd, default 1).') bestOf?: number;
  @NullableField(
    () => String,
    "Tiebreak preset: one of the game's (`tournamentOptions.games.format.tiebreakers`); omitted, the game's first: wot for Warlords of Terra, mtg for the others.",
  )
  tiebreakPreset?: string;
  @NullableField(() => [String], 'Own tiebreak chain instead of a preset (e.g. score, head-to-head, omw).')
  tiebreakers?: string[];
  @NullableField(() => TopCutInput) topCut?: TopCutInput;
  @NullableField(() => Int, 'SCORE credited for a bye (default 0); only with SCORE tiebreakers (002 C.2.1).')
  byeScore?: number;
  @NullableField(
    () => String,
    "Late entries: missed rounds as 'loss' (default), 'absent' (not counted), or 'none' (no late entries).",
  )
  lateEntry?: string;
  @NullableField(() => String, "No rematch-free pairing: 'refuse' (default) or 'fewest-rematches'.")
  exhaustedPairings?: string;
  @NullableField(() => Boolean, 'Every player hands in a deck list (default true, 002 C.4).')
  requireDeckLists?: boolean;
  @NullableField(() => String, "Registration at creation: 'closed' (default; openRegistration later) or 'open'.")
  registration?: string;
  @NullableField(() => Int, 'Places that carry a prize: a random tie there is played off (002 C.2.4.2). Default 0.')
  prizePlaces?: number;
  @NullableField(
    () => Int,
    'Places (2–4096): once taken, players can no longer register themselves; the organizer still can at the desk. Omitted: no limit.',
  )
  capacity?: number;
  @NullableField(
    () => JsonScalar,
    "An imported card catalog (the JSON file), checked by the game's catalog schema; deck lists are validated against it.",
  )
  catalog?: unknown;
  @NullableField(
    () => JsonScalar,
    "The game's own format options, by key (Warlords of Terra: legendaryLimit 0–3, extraTurns; Blades of Ash: maxRounds…; see `tournamentOptions.games.format.options`), checked by the game's schema and bounds; omitted ones take the game's defaults. They reach every match of the event and registration checks lists against them. The best-of is the tournament's (bestOf, topCut.finalBestOf).",
  )
  gameOptions?: unknown;
}

@InputType()
export class GameRecordInput {
  @Field({ description: "'a', 'b' or 'draw'." }) winner!: string;
  @NullableField(() => Int, "Player A's final life (SCORE, 002 C.2.1).") lifeA?: number;
  @NullableField(() => Int) lifeB?: number;
}

@InputType()
export class MatchResultInput {
  @Field({ description: "'a', 'b' or 'draw'." }) winner!: string;
  @NullableField(() => [GameRecordInput], 'Each game, with final life totals.') games?: GameRecordInput[];
}

@InputType()
export class TableInput {
  @Field(() => Int) table!: number;
  @Field(() => ID) a!: string;
  @NullableField(() => ID, 'null: a has the bye.') b?: string | null;
}
