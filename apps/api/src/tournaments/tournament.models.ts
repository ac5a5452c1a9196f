import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import type { DropRecord, FeePayment, PlayerState } from '@cronica/tournament';
import { JsonScalar } from '../matches/json.scalar.js';
import { formatMoney, type Money } from '@cronica/util';

/** Where an event stands, as the public list groups it (`listTournaments` in the read models). */
export enum TournamentPhase {
  UPCOMING = 'upcoming',
  RUNNING = 'running',
  ENDED = 'ended',
}

registerEnumType(TournamentPhase, {
  name: 'TournamentPhase',
  description:
    'UPCOMING: created or taking registrations, the soonest announced start first (those without one after, newest first). RUNNING: rounds or top cut under way, newest first. ENDED: the most recently ended first.',
});

@ObjectType()
export class LocalizedText {
  @Field() es!: string;
  @Field() en!: string;
}

@ObjectType({ description: 'An amount of money (an entry fee, what the desk collected).' })
export class MoneyView {
  @Field(() => Int, { description: "In the currency's smallest unit: cents for EUR, pesos for CLP." }) amount!: number;
  @Field({ description: 'ISO 4217 code (EUR, MXN, ARS…).' }) currency!: string;
  @Field(() => LocalizedText, { description: 'As people write it: «5,50 €», «€5.50».' }) text!: LocalizedText;
}

@ObjectType({ description: 'An entry fee paid by someone no longer on the list: money the desk may hand back.' })
export class PaidNotEnteredView {
  @Field(() => ID) playerId!: string;
  @Field({ description: 'The name they go by (an account’s current one; a walk-in’s from when they paid).' })
  name!: string;
  @Field(() => MoneyView) amount!: MoneyView;
}

export const moneyView = (money: Money): MoneyView => ({
  amount: money.amount,
  currency: money.currency,
  text: { es: formatMoney(money, 'es'), en: formatMoney(money, 'en') },
});

@ObjectType({
  description: "One of the game's own format options in words, as its rules library says it (GameFormatSpec).",
})
export class FormatOptionView {
  @Field({ description: "The option's key in the game's options (legendaryLimit, extraTurns, maxRounds…)." })
  key!: string;
  @Field(() => LocalizedText) label!: LocalizedText;
  @Field(() => LocalizedText, { description: 'The value in words ("Hasta 2 distintas en el mazo principal").' })
  text!: LocalizedText;
  @Field({ description: 'The rulebook file and section (or RULES-NOTES.md choice) the default comes from.' })
  rule!: string;
  @Field({ description: 'A main option (shown up front); the others are shown when changed from the standard.' })
  main!: boolean;
  @Field({ description: "Whether the value is the game's standard one." }) standard!: boolean;
}

@ObjectType({ description: 'One tiebreak value in the standings, so anyone can check the order.' })
export class TiebreakValue {
  @Field({ description: 'Criterion id, e.g. score, head-to-head, opponents-points, omw.' }) name!: string;
  @NullableField(() => Float, 'null when the criterion does not apply (head-to-head outside a tied pair).')
  value!: number | null;
}

@ObjectType()
export class Standing {
  @Field(() => Int) rank!: number;
  @Field(() => ID) playerId!: string;
  @Field() playerName!: string;
  @Field(() => Int) points!: number;
  @Field(() => [TiebreakValue]) tiebreakers!: TiebreakValue[];
  @Field({ description: 'True when the order against a tied neighbour was decided at random (shown as such).' })
  random!: boolean;
  @Field({
    description: 'A prize or cut place depends on a random tie: the organizer pairs a tiebreak match (002 C.2.4.2).',
  })
  tiebreakMatch!: boolean;
  @Field(() => Int) wins!: number;
  @Field(() => Int) draws!: number;
  @Field(() => Int) losses!: number;
  @Field(() => Int) byes!: number;
  @Field() dropped!: boolean;
}

@ObjectType({ description: 'One game of a match, as reported: who won it and where each life total ended.' })
export class GameResultView {
  @Field({ description: "'a', 'b' or 'draw'." }) winner!: string;
  @NullableField(() => Int, "Player A's final life in this game (SCORE counts it, 002 C.2.1).") lifeA!: number | null;
  @NullableField(() => Int) lifeB!: number | null;
  @Field({ description: 'A concession or a game loss ended it: its life totals are where they stood.' })
  endedEarly!: boolean;
}

/**
 * A match's score: who won and the games each side won. Shared by a player's own report
 * (`ResultReportView`) and the result that stands (`MatchResultView`), each of which says what its
 * life totals mean; abstract, so the schema keeps the two types and gains none.
 */
@ObjectType({ isAbstract: true })
abstract class MatchScore {
  @Field({ description: "'a', 'b' or 'draw'." }) winner!: string;
  @NullableField(() => Int) gamesA!: number | null;
  @NullableField(() => Int) gamesB!: number | null;
}

@ObjectType({
  description:
    "One player's own report of a table's result (kept while the result is open, to compare two that differ).",
})
export class ResultReportView extends MatchScore {
  @Field(() => ID) by!: string;
  @NullableField(() => Int) lifeA!: number | null;
  @NullableField(() => Int) lifeB!: number | null;
  @Field(() => [GameResultView], { description: 'Each game of the report, in order.' }) games!: GameResultView[];
}

@ObjectType()
export class MatchResultView extends MatchScore {
  @NullableField(() => Int, 'Final life summed over the games: what SCORE counts (002 C.2.1), not a score to show.')
  lifeA!: number | null;
  @NullableField(() => Int) lifeB!: number | null;
  @NullableField(
    () => Int,
    "Player A's final life to show: only for a match of one game that play decided (not several games, a concession or a game loss).",
  )
  gameLifeA!: number | null;
  @NullableField(() => Int, "Player B's final life to show (see gameLifeA).") gameLifeB!: number | null;
  @Field(() => [GameResultView], {
    description: 'Each game of the match, in order: a best of 3 is read (and confirmed) game by game.',
  })
  games!: GameResultView[];
  @Field({
    description:
      'reported (awaiting the opponent), confirmed (both players agreed), entered (by staff from a paper slip), override (corrected by staff), ruling (set by a judge), no-show, bye or drop.',
  })
  status!: string;
  @NullableField(() => ID, 'Who reported it, while it awaits confirmation.') reportedBy!: string | null;
  @Field(() => [ResultReportView], {
    description:
      "Each player's own report while the result is open: two entries that differ are a disagreement to settle.",
  })
  reports!: ResultReportView[];
  @Field({ description: 'Both players reported and their reports differ.' }) disagreement!: boolean;
}

@ObjectType()
export class Pairing {
  /** Its event, for the fields read from it (the table's online match); not itself in the schema. */
  tournamentId!: string;
  @Field(() => Int) round!: number;
  @Field(() => Int) table!: number;
  @Field(() => ID) playerA!: string;
  @NullableField(() => ID, 'null: playerA has the bye.') playerB!: string | null;
  @Field() published!: boolean;
  @NullableField(() => MatchResultView) result!: MatchResultView | null;
  @Field(() => Int, { description: "Games the match is played to: the Swiss best-of, or the final's own (002 C.1)." })
  bestOf!: number;
  @Field(() => LocalizedText, {
    description: 'The round\'s one name ("Ronda 2 de 5", "Ronda de desempate", "Final"), as every page shows it.',
  })
  roundLabel!: LocalizedText;
  @Field(() => LocalizedText, {
    description:
      'The table\'s one name: its round\'s, or its own for the third-place match played beside the final ("Partida por el tercer puesto", 002 C.1).',
  })
  label!: LocalizedText;
}

@ObjectType()
export class TournamentPlayer {
  @Field(() => ID) playerId!: string;
  @Field() name!: string;
  @Field({
    description: 'active, dropped or disqualified (a disqualification is announced publicly; its reason is not).',
  })
  status!: string;
  @Field({ description: 'Whether a deck list has been submitted (the list itself is private).' }) hasDeck!: boolean;
  @Field({ description: 'missing, submitted (may still change) or locked (registration closed, 002 C.4).' })
  deckStatus!: string;
  @Field({ description: 'A walk-in registered at the desk, without an account.' }) guest!: boolean;
  @Field(() => Int, { description: 'The first round the player plays (above 1 for a late entry).' })
  joinedRound!: number;
  @NullableField(() => Int, 'The last round played before dropping.') droppedAfterRound!: number | null;

  /** Not fields: the tournament, the drop record, the check-in and the fee paid, read by TournamentPlayerResolver for the player and staff. */
  tournamentId?: string;
  drop?: DropRecord | null;
  checkIn?: PlayerState['checkedIn'] | null;
  feePaid?: FeePayment | null;
}

@ObjectType()
export class Tournament {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: 'Game id, e.g. blades-of-ash, warlords-of-terra, ecg.' }) game!: string;
  @Field({ description: 'created, registration-open, registration-closed (rounds running), top-cut or ended.' })
  status!: string;
  @Field(() => Int) currentRound!: number;
  @NullableField(() => Int) plannedRounds!: number | null;
  @Field(() => Int) playerCount!: number;
  @Field() createdAt!: string;
  @Field() updatedAt!: string;

  organizerId!: string | null;
  summary!: string;
}

@ObjectType({ description: 'The public format of a tournament (never its seed).' })
export class TournamentFormat {
  @Field(() => Int) roundMinutes!: number;
  @Field(() => Int) bestOf!: number;
  @NullableField(
    () => JsonScalar,
    "The game's own options the event holds (its schema's keys; the best-of is bestOf and finalBestOf).",
  )
  gameOptions!: unknown;
  @Field(() => [FormatOptionView], {
    description: "The game's own options in words, with the rule each comes from: they reach every match of the event.",
  })
  options!: FormatOptionView[];
  @Field(() => Int) topCutSize!: number;
  @Field(() => Int) finalBestOf!: number;
  @Field() thirdPlaceMatch!: boolean;
  @Field(() => Int, {
    description:
      'Places of the final Swiss standings carrying a prize: a tie there is played off (002 C.2.4.2); 1: the title.',
  })
  prizePlaces!: number;
  @Field(() => [String]) tiebreakers!: string[];
  @Field(() => Int) byeScore!: number;
  @Field({
    description: 'Late entries: missed rounds count as losses (loss) or not at all (absent); none: none are taken.',
  })
  lateEntry!: string;
  @Field({
    description: 'When no pairing without a rematch exists: refuse (the organizer ends the event) or fewest-rematches.',
  })
  exhaustedPairings!: string;
  @Field({
    description:
      'How the Swiss rounds were set: fixed (plannedRounds), or by-field-size (set when registration closes).',
  })
  roundsRule!: string;
  @Field() requireDeckLists!: boolean;
  @NullableField(() => Int, 'How many players the venue seats; null: no limit.')
  capacity!: number | null;
}

@ObjectType({ description: 'One table with minutes of its own (a judge call, a deck check).' })
export class TableClockView {
  @Field(() => Int) table!: number;
  @Field(() => Int) extraMinutes!: number;
  @Field({ description: 'not-started, running, paused, time-called or extra-turns.' }) phase!: string;
  @Field(() => Float) remainingMs!: number;
}

@ObjectType()
export class RoundClockView {
  @Field(() => Int) round!: number;
  @Field({
    description:
      'not-started, untimed (a round played without a clock), running, paused, time-called, extra-turns or ended.',
  })
  phase!: string;
  @Field(() => LocalizedText, { description: 'The round\'s name ("Ronda 2 de 5", "Semifinales").' })
  label!: LocalizedText;
  @Field(() => [TableClockView], { description: 'Tables with extra minutes of their own.' }) tables!: TableClockView[];
  @NullableField(() => Float, 'Epoch milliseconds.') startedAt!: number | null;
  @NullableField(() => Float, 'Epoch milliseconds.') endsAt!: number | null;
  @Field(() => Float) remainingMs!: number;
}

@ObjectType()
export class DeckError {
  @Field() code!: string;
  @Field(() => LocalizedText) message!: LocalizedText;
  @NullableField(() => Int) line!: number | null;
  @NullableField(() => String) section!: string | null;
  @NullableField(() => String) card!: string | null;
}
