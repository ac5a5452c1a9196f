import type { DeckList, DeckValidationOptions, DeckValidationResult, Message } from '@cronica/rules-kernel';
import type { TiebreakCriterion } from '../history/model.js';
import type { PairedTable } from './events.js';
import type { DisputeOutcome, Infraction, PenaltyKind } from './judging-types.js';
import type { Actor, Instant, MatchResult, TopCutOptions } from './types.js';

/** Every command carries who sends it and when (time is an input, never read from a clock). */
type Command<Type extends string, Data = object> = Message<Type, Data & { readonly at: Instant; readonly by: Actor }>;

export interface CreateTournamentData {
  readonly tournamentId: string;
  /** Public name, 1–120 characters (the tournament id when omitted). */
  readonly name?: string;
  /** Public description, up to 2,000 characters. */
  readonly description?: string;
  readonly game: string;
  readonly seed: string;
  readonly rounds: number;
  readonly roundMinutes?: number;
  readonly bestOf?: number;
  readonly legendaryLimit?: number;
  readonly tiebreakers?: 'wot' | 'mtg' | 'chess' | readonly TiebreakCriterion[];
  readonly topCut?: Partial<TopCutOptions>;
  readonly byeScore?: number;
  readonly lateEntry?: 'loss' | 'absent';
  readonly exhaustedPairings?: 'refuse' | 'fewest-rematches';
  readonly requireDeckLists?: boolean;
  /** The game's own format options (the API validates them with the game's schema). */
  readonly gameOptions?: unknown;
}

export type TournamentCommand =
  | Command<'CreateTournament', CreateTournamentData>
  | Command<'OpenRegistration'>
  | Command<'RegisterPlayer', { readonly playerId: string; readonly name: string }>
  | Command<'SubmitDeckList', { readonly playerId: string; readonly deck: DeckList }>
  | Command<'CloseRegistration'>
  | Command<'PairNextRound'>
  /** Before publishing: pair again from the current state, or use the organizer's own tables. */
  | Command<'RepairRound', { readonly tables?: readonly PairedTable[] }>
  | Command<'PublishPairings'>
  | Command<'ReportResult', { readonly round: number; readonly table: number; readonly result: MatchResult }>
  | Command<'ConfirmResult', { readonly round: number; readonly table: number }>
  | Command<'OverrideResult', { readonly round: number; readonly table: number; readonly result: MatchResult; readonly reason: string }>
  | Command<'DropPlayer', { readonly playerId: string }>
  | Command<'AddLateEntry', { readonly playerId: string; readonly name: string }>
  | Command<'StartRoundClock'>
  /** At the end of the round time: "active player + 3 turns" (002 C.1). */
  | Command<'CallTime'>
  | Command<'EndRound'>
  /** `resolvedOrder`: the order the organizer's tiebreak match (002 C.2.4.2) settled, best first. */
  | Command<'StartTopCut', { readonly resolvedOrder?: readonly string[] }>
  | Command<'EndTournament'>
  /** A player asks for a judge at their own table of the round being played (`table` defaults to theirs). */
  | Command<'CallJudge', { readonly reason: string; readonly table?: number }>
  /** Staff open a dispute about a table: from a player's call, or on their own (`round`/`table`). */
  | Command<'OpenDispute', { readonly summary: string; readonly callId?: string; readonly round?: number; readonly table?: number }>
  /** Staff rule on an open dispute; a penalty outcome names the penalised `playerId`, an override carries the `result`. */
  | Command<'RuleDispute', {
      readonly disputeId: string; readonly ruling: string; readonly outcome: DisputeOutcome;
      readonly result?: MatchResult; readonly playerId?: string; readonly infraction?: Infraction;
    }>
  | Command<'IssuePenalty', {
      readonly playerId: string; readonly infraction: Infraction; readonly penalty: PenaltyKind; readonly note: string;
      readonly round?: number; readonly table?: number; readonly deckCheckId?: string;
    }>
  /** A judge's deck check (002 C.3, C.4): the list the player presents, against the registered hash. */
  | Command<'CheckDeck', { readonly playerId: string; readonly presented: DeckList }>;

/** What the decider needs from outside: the game's deck validator (libs/games) and its catalog. */
export interface TournamentDecideContext {
  readonly validateDeck?: (deck: DeckList, options: DeckValidationOptions) => DeckValidationResult;
  readonly catalog?: unknown;
}
