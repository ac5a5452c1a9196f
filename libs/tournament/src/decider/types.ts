import type { DeckList } from '@cronica/rules-kernel';
import type { Money } from '@cronica/util';
import type { SwissFormat } from '../history/model.js';
import type { PairingCosts } from '../pairing/pairing-problem.js';
import { initialJudgingState, type JudgingState } from './judging-types.js';
import type { WaitingPlayer } from './waitlist.js';

/** Who sends a command; the server derives it from the session, never from the body. */
export type Role = 'organizer' | 'judge' | 'player';
export interface Actor {
  readonly role: Role;
  readonly id: string;
}

/** Milliseconds since the Unix epoch, given by the caller: pure code never reads a clock. */
export type Instant = number;

export type TopCutSize = 0 | 2 | 4 | 8 | 16;

export interface TopCutOptions {
  readonly size: TopCutSize;
  /** 002 C.1: the organizer may play the final as best of 3, without time. */
  readonly finalBestOf: 1 | 3;
  readonly thirdPlaceMatch: boolean;
}

/** How many Swiss rounds: a number, or set from the field when registration closes. */
export type RoundsRule = 'fixed' | 'by-field-size';

export interface TournamentConfig {
  readonly tournamentId: string;
  /** Public display name (defaults to the id when a caller gives none). */
  readonly name: string;
  /** Public description; empty when none. */
  readonly description: string;
  /** When and where, as announced (`schedule.ts`); absent on events created before they were asked. */
  readonly startsAt?: string;
  readonly timeZone?: string;
  readonly venue?: string;
  /** Minutes before the start at which check-in opens by itself (`schedule.ts`); absent: the organizer opens it. */
  readonly checkInOpensBefore?: number;
  /** What a player pays at the desk (`schedule.ts`); absent: free. */
  readonly entryFee?: Money;
  readonly game: string;
  /** Secret: pairs round 1 and breaks final ties; never shown to players. */
  readonly seed: string;
  /** Swiss rounds; 0 until registration closes when `roundsRule` is 'by-field-size'. */
  readonly rounds: number;
  readonly roundsRule?: RoundsRule;
  /** 002 C.1: 45 minutes, then "active player + 3 turns" (the turns are the game's option: `gameOptions`). */
  readonly roundMinutes: number;
  /** Whether late entries are taken once registration has closed (how missed rounds count: `format.lateEntry`). */
  readonly lateEntries?: boolean;
  /** Games per Swiss match (002 C.1: one). */
  readonly bestOf: number;
  readonly topCut: TopCutOptions;
  readonly format: SwissFormat;
  /** 002 C.4: every player hands in a list at registration. */
  readonly requireDeckLists: boolean;
  /** How many players the venue seats (`capacity.ts`); absent: no limit. */
  readonly capacity?: number;
  /**
   * The game's own format options (the legendary cap, the turns after time, Blades of Ash's battle
   * rounds…), as the game's schema parsed them with every default filled, less the best-of each
   * round sets: what registration checks lists against and every match of the event is set up
   * with. Absent only for a game not played online.
   */
  readonly gameOptions?: Readonly<Record<string, unknown>>;
  /** The imported card catalog deck lists are validated against; absent: the game's own. */
  readonly catalog?: unknown;
}

export interface GameRecord {
  readonly winner: 'a' | 'b' | 'draw';
  /** Final life totals of the game (002 C.2.1 SCORE counts them even on a draw at time). */
  readonly lifeA?: number;
  readonly lifeB?: number;
  /** A concession or a game loss ended the game before play decided it: its life totals are where they stood. */
  readonly endedEarly?: boolean;
}

export interface MatchResult {
  readonly winner: 'a' | 'b' | 'draw';
  readonly games: readonly GameRecord[];
}

/**
 * How a table's result became final: both players agreed; staff entered it from a paper slip
 * (`entered`), corrected one the table had (`override`), ruled on it (`ruling`), or gave it to the
 * opponent of a player who never came (`no-show`); a bye; a player's drop.
 */
export type FinalVia = 'confirmed' | 'entered' | 'override' | 'ruling' | 'no-show' | 'bye' | 'drop';

/** One player's report of a table's result. */
export interface TableReport {
  readonly by: string;
  readonly result: MatchResult;
  readonly at: Instant;
}

export interface TableState {
  readonly table: number;
  readonly a: string;
  readonly b: string | null;
  /** The latest report, which the rival confirms. */
  readonly reported?: { readonly result: MatchResult; readonly by: string };
  /** Each player's latest report: when they differ, both are kept to be shown side by side. */
  readonly reports?: readonly TableReport[];
  readonly final?: { readonly result: MatchResult; readonly via: FinalVia };
}

export interface RoundClock {
  readonly startedAt: Instant;
  /** When round time runs out (moves on while paused: see `pausedAt`). */
  readonly endsAt: Instant;
  readonly extraTurnsAt?: Instant;
  /** Paused since then; resuming moves `endsAt` by the pause. */
  readonly pausedAt?: Instant;
  /** Minutes added to single tables (a judge call, a deck check), by table number. */
  readonly tableMinutes?: Readonly<Record<number, number>>;
}

/** Swiss rounds, single-elimination rounds, and the untimed tiebreak round of 002 C.2.4.2. */
export type RoundStage = 'swiss' | 'top-cut' | 'tiebreak';

export interface RoundState {
  readonly number: number;
  readonly stage: RoundStage;
  readonly tables: readonly TableState[];
  readonly method: string;
  /** The draw this pairing used (0 first; each re-pair draws again). */
  readonly attempt?: number;
  readonly costs?: PairingCosts;
  readonly published: boolean;
  readonly clock?: RoundClock;
  readonly ended: boolean;
}

export interface RegisteredDeck {
  /** SHA-256 of the list's canonical JSON (RFC 8785), for a judge's deck check. */
  readonly hash: string;
  readonly list: DeckList;
  readonly submittedAt: Instant;
  /** Who handed it in: the player, or staff at the desk (absent on lists from before this was kept). */
  readonly submittedBy?: Actor;
}

/** One deck list handed in: its hash, when, and by whom (null: from before submitters were kept). */
export interface DeckSubmission {
  readonly hash: string;
  readonly at: Instant;
  readonly by: Actor | null;
}

/**
 * Why a player left the event: they withdrew, the organizer dropped them, they did not come to
 * their table (a judge's no-show ruling), or a disqualification.
 */
export type DropCause = 'withdrew' | 'organizer' | 'no-show' | 'disqualified';

/** Who ended a player's event, why and when (drops from before this was kept have none). */
export interface DropRecord {
  readonly by: Actor;
  readonly cause: DropCause;
  readonly at: Instant;
}

export interface PlayerState {
  readonly id: string;
  readonly name: string;
  readonly joinedRound: number;
  readonly droppedAfterRound?: number;
  /** Who dropped the player and why, while they are dropped. */
  readonly droppedBy?: DropRecord;
  readonly deck?: RegisteredDeck;
  /** Every list handed in, oldest first: the player and staff read who changed it and when. */
  readonly deckHistory?: readonly DeckSubmission[];
  /** Registered at the desk without an account (a walk-in). */
  readonly guest?: boolean;
  /** When the player checked in on the day, and who marked it (`check-in-events.ts`). */
  readonly checkedIn?: { readonly at: Instant; readonly by: Actor };
}

/**
 * A final place: `place` alone (1st, 2nd) or a shared range (3rd–4th, 5th–8th). A disqualified
 * player takes no place: listed after everyone, `disqualified` (their numbers only keep the order).
 */
export interface Placing {
  readonly player: string;
  readonly place: number;
  readonly to: number;
  readonly disqualified?: boolean;
}

export type TournamentStatus = 'none' | 'created' | 'registration-open' | 'registration-closed' | 'top-cut' | 'ended';

export interface TournamentState {
  readonly status: TournamentStatus;
  readonly config: TournamentConfig | null;
  readonly players: Readonly<Record<string, PlayerState>>;
  /** Registration order. */
  readonly order: readonly string[];
  readonly rounds: readonly RoundState[];
  readonly topCutSeeds: readonly string[];
  readonly winner: string | null;
  /** Final places, stored when the tournament ends. */
  readonly placings: readonly Placing[];
  /** Judge calls, disputes, penalties and deck checks. */
  readonly judging: JudgingState;
  /** Check-in, once the organizer opened it (`check-in-events.ts`). */
  /** `scheduled`: it opened by itself at the time the organizer set. */
  readonly checkIn?: { readonly openedAt: Instant; readonly scheduled?: true };
  /** The staff's notice to the room (`announcement.ts`), while one is up. */
  readonly announcement?: { readonly text: string; readonly at: Instant };
  /** Players waiting for a place in a full event, first in line first (`waitlist.ts`). */
  readonly waitlist?: readonly WaitingPlayer[];
  /**
   * Entry fees staff marked paid, by player (`entry-fee.ts`): kept apart from the list of entrants so
   * money taken from someone removed or withdrawn still counts until it is handed back.
   */
  readonly feesPaid?: Readonly<Record<string, FeePayment>>;
}

/** An entry fee marked paid: who marked it, when, and the amount the event asked then. */
export interface FeePayment {
  readonly at: Instant;
  readonly by: Actor;
  readonly fee: Money;
  /** The entrant's name when they paid: the desk still names someone removed since. */
  readonly name: string;
}

export const initialTournamentState: TournamentState = {
  status: 'none',
  config: null,
  players: {},
  order: [],
  rounds: [],
  topCutSeeds: [],
  winner: null,
  placings: [],
  judging: initialJudgingState,
};
