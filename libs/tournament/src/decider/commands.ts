import type { DeckList, DeckValidationOptions, DeckValidationResult, Message } from '@cronica/rules-kernel';
import type { PairedTable } from './events.js';
import type { GameLookup } from './game-format.js';
import type { AppealOutcome, DisputeOutcome, Infraction, PenaltyKind } from './judging-types.js';
import type { TournamentOptions } from './options.js';
import type { EventSchedule } from './schedule.js';
import type { Actor, Instant, MatchResult } from './types.js';

/** Every command carries who sends it and when (time is an input, never read from a clock). */
type Command<Type extends string, Data = object> = Message<Type, Data & { readonly at: Instant; readonly by: Actor }>;

/** Creation: the id plus the options (defaults and rulebook sources in `option-table.ts`, validation in `options.ts`). */
export interface CreateTournamentData extends TournamentOptions {
  readonly tournamentId: string;
}

/** An event's public details, given whole: its name, description, and when and where it is played. */
export interface EventDetails extends EventSchedule {
  readonly name: string;
  readonly description: string;
}

/** A draft change before publishing (the pairing engine reports what it costs: `draftReport`). */
export type DraftChange =
  | { readonly kind: 'swap'; readonly playerA: string; readonly playerB: string }
  | { readonly kind: 'pair'; readonly playerA: string; readonly playerB: string };

/** One entrant the desk registers: an account (its id and display name) or a walk-in (`guest`). */
export interface EntrantData {
  readonly playerId: string;
  readonly name: string;
  readonly guest?: boolean;
}

export type TournamentCommand =
  | Command<'CreateTournament', CreateTournamentData>
  | Command<'OpenRegistration'>
  /** The organizer corrects the name, description, start or venue (any time before the end). */
  | Command<'ChangeEventDetails', EventDetails>
  /** `guest`: a walk-in registered at the desk, with no account; `feePaid`: staff took the entry fee with it (`entry-fee.ts`). */
  | Command<
      'RegisterPlayer',
      { readonly playerId: string; readonly name: string; readonly guest?: boolean; readonly feePaid?: boolean }
    >
  /** The desk registers several entrants at once (a list from a sign-up sheet): all of them, or none (`bulk-registration.ts`). */
  /** A pasted list; `feePaid`: everyone on it paid the entry fee (each payment recorded with their entry). */
  | Command<'RegisterEntrants', { readonly entrants: readonly EntrantData[]; readonly feePaid?: boolean }>
  /** Before the first round is paired: a no-show (or a player withdrawing) leaves the list, so registration can close. */
  | Command<'RemovePlayer', { readonly playerId: string; readonly reason: 'no-show' | 'withdrawn' }>
  /** Check-in on the day (`check-in-events.ts`): the organizer opens it; each player, or staff at the desk, marks them in. */
  | Command<'PostAnnouncement', { readonly text: string }>
  | Command<'ClearAnnouncement'>
  /** Before round 1: how many players the event takes (`capacity.ts`); null: no limit. */
  | Command<'ChangeCapacity', { readonly capacity: number | null }>
  /** A full event's waiting list (`waitlist.ts`): a player joins or leaves it; the organizer seats someone from it. */
  | Command<'JoinWaitlist', { readonly playerId: string; readonly name: string }>
  | Command<'LeaveWaitlist', { readonly playerId: string }>
  | Command<'SeatFromWaitlist', { readonly playerId: string }>
  /** `scheduled`: sent by the platform when the time the organizer set has come (`checkInOpensAt`). */
  | Command<'OpenCheckIn', { readonly scheduled?: boolean }>
  | Command<'CheckInPlayer', { readonly playerId: string }>
  | Command<'UndoCheckIn', { readonly playerId: string }>
  /** Staff mark a player's entry fee paid at the desk, or take it back (`entry-fee.ts`). */
  | Command<'MarkFeePaid', { readonly playerId: string }>
  | Command<'UndoFeePaid', { readonly playerId: string }>
  /** Before round 1: everyone registered who has not checked in leaves the list as a no-show. */
  | Command<'RemoveAbsentPlayers'>
  | Command<'SubmitDeckList', { readonly playerId: string; readonly deck: DeckList }>
  | Command<'CloseRegistration'>
  | Command<'PairNextRound'>
  /** Before publishing: pair again (a different pairing wherever one exists), or use the organizer's own tables. */
  | Command<'RepairRound', { readonly tables?: readonly PairedTable[] }>
  /** Before publishing: the draft is thrown away (paired by mistake, or no valid pairing is left after a drop). */
  | Command<'DiscardDraft'>
  /** Before publishing: two players exchange seats. */
  | Command<'SwapPlayers', { readonly playerA: string; readonly playerB: string }>
  /** Before publishing: seat two players at one table; their former opponents meet each other. */
  | Command<'PairTable', { readonly playerA: string; readonly playerB: string }>
  | Command<'PublishPairings'>
  | Command<'ReportResult', { readonly round: number; readonly table: number; readonly result: MatchResult }>
  | Command<'ConfirmResult', { readonly round: number; readonly table: number }>
  /**
   * `reason`: needed to correct a result the table already has; a first entry (a paper slip) may go without.
   * `closeCalls`: the correction also marks the table's open judge calls handled.
   */
  | Command<
      'OverrideResult',
      {
        readonly round: number;
        readonly table: number;
        readonly result: MatchResult;
        readonly reason?: string;
        readonly closeCalls?: boolean;
      }
    >
  /** After publishing: a player who did not come to their table loses it (a game loss) or is dropped; nothing else moves. */
  | Command<
      'ResolveNoShow',
      {
        readonly round: number;
        readonly table: number;
        readonly playerId: string;
        readonly outcome: 'game-loss' | 'drop';
      }
    >
  | Command<'DropPlayer', { readonly playerId: string }>
  /** Undoes a drop while no round has been published without the player. */
  | Command<'ReinstatePlayer', { readonly playerId: string }>
  | Command<
      'AddLateEntry',
      {
        readonly playerId: string;
        readonly name: string;
        readonly guest?: boolean;
        readonly deck?: DeckList;
        readonly feePaid?: boolean;
      }
    >
  | Command<'StartRoundClock'>
  | Command<'PauseRoundClock'>
  | Command<'ResumeRoundClock'>
  /** Adds minutes to the round, or to one table (a judge call, a deck check). */
  | Command<'ExtendRoundClock', { readonly minutes: number; readonly table?: number }>
  /** At the end of the round time: "active player + 3 turns" (002 C.1). */
  | Command<'CallTime'>
  /** The organizer calls time now, before the clock runs out. */
  | Command<'EndRoundClock'>
  | Command<'EndRound'>
  /** After the last Swiss round: the untimed tiebreak matches (002 C.2.4.2) the standings ask for, or the organizer's tables. */
  | Command<'PairTiebreakRound', { readonly tables?: readonly PairedTable[] }>
  /** `resolvedOrder`: an order settled off the platform (prefer `PairTiebreakRound`), best first. */
  | Command<'StartTopCut', { readonly resolvedOrder?: readonly string[] }>
  | Command<'EndTournament'>
  /** A player asks for a judge at their own table of the round being played (`table` defaults to theirs). */
  | Command<'CallJudge', { readonly reason: string; readonly table?: number; readonly matchEvent?: number }>
  /** Staff open a dispute about a table: from a player's call, or on their own (`round`/`table`). */
  | Command<
      'OpenDispute',
      { readonly summary: string; readonly callId?: string; readonly round?: number; readonly table?: number }
    >
  /** Staff rule on an open dispute; a penalty outcome names the penalised `playerId`, an override carries the `result`. */
  | Command<
      'RuleDispute',
      {
        readonly disputeId: string;
        readonly ruling: string;
        readonly outcome: DisputeOutcome;
        readonly result?: MatchResult;
        readonly playerId?: string;
        readonly infraction?: Infraction;
      }
    >
  | Command<
      'IssuePenalty',
      {
        readonly playerId: string;
        readonly infraction: Infraction;
        readonly penalty: PenaltyKind;
        readonly note: string;
        readonly round?: number;
        readonly table?: number;
        readonly deckCheckId?: string;
      }
    >
  /** The organizer names the head judge, who rules appeals: one of the event's judges, or the organizer. */
  | Command<'NameHeadJudge', { readonly accountId: string }>
  /** A player at the dispute's table appeals its ruling to the head judge. */
  | Command<'AppealRuling', { readonly disputeId: string; readonly reason: string }>
  /** The head judge rules on an appeal; overturning with a `result` overrides the table's result. */
  | Command<
      'RuleAppeal',
      {
        readonly disputeId: string;
        readonly ruling: string;
        readonly outcome: AppealOutcome;
        readonly result?: MatchResult;
      }
    >
  /** A player at the match's table appeals a judge's ruling in the match (its chain line) to the head judge, once. */
  | Command<
      'AppealMatchRuling',
      {
        readonly matchId: string;
        readonly rulingSeq: number;
        readonly round: number;
        readonly table: number;
        readonly reason: string;
      }
    >
  /** Staff answered a call with a ruling in the match (its chain line): the call leaves the queue. */
  | Command<'AnswerCall', { readonly callId: string; readonly matchId: string; readonly rulingSeq: number }>
  /** Staff mark a call handled at the table (no dispute, no ruling in a match): the call leaves the queue. */
  | Command<'HandleCall', { readonly callId: string }>
  /** A judge's deck check (002 C.3, C.4): the list the player presents, against the registered hash. */
  | Command<'CheckDeck', { readonly playerId: string; readonly presented: DeckList }>;

/**
 * The organizer's steps from opening registration to a round's draft, in the order of an event:
 * only the organizer sends them, and a desk offers each as a button.
 */
export const REGISTRATION_TO_DRAFT_STEPS = [
  'OpenRegistration',
  'OpenCheckIn',
  'RemoveAbsentPlayers',
  'CloseRegistration',
  'PairNextRound',
  'RepairRound',
  'DiscardDraft',
] as const satisfies readonly TournamentCommand['type'][];

/** The command of one type (or of any of several): what the decide function for it is given. */
export type CommandOf<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;

/**
 * What the decider needs from outside: the game's deck validator (libs/games), its catalog, the
 * games it may create a tournament of, and who judges the event (its staff are kept apart from its
 * events, on their own stream).
 */
export interface TournamentDecideContext {
  readonly validateDeck?: (deck: DeckList, options: DeckValidationOptions) => DeckValidationResult;
  readonly catalog?: unknown;
  /** The registry's games (default: the platform's; the API's registry adds the test game in tests). */
  readonly games?: GameLookup;
  /**
   * The accounts that judge this event now: its appointed judges and its organizer (who holds every
   * judge power in their own event). Only one of them may be named head judge, and a head judge no
   * longer in it rules nothing. Absent: nobody.
   */
  readonly judges?: ReadonlySet<string>;
}
