import type { DeckList, Message } from '@cronica/rules-kernel';
import { byType, type ByType } from '@cronica/util';
import type { PairingCosts } from '../pairing/pairing-problem.js';
import { evolveAnnouncement, type AnnouncementEvent } from './announcement.js';
import { evolveCapacity, type CapacityEvent } from './capacity.js';
import { evolveCheckIn, type CheckInEvent } from './check-in-events.js';
import { evolveWaitlist, withoutWaiting, type WaitlistEvent } from './waitlist.js';
import { evolveEntryFee, type EntryFeeEvent } from './entry-fee.js';
import { evolveClock } from './clock.js';
import { evolveJudging, type JudgingEvent } from './judging-events.js';
import { deckSubmitted, dropped, reinstated, withoutPlayer, withPlayer } from './player-evolve.js';
import { pairedRound, reportedAt, staffVia, timeCalled, updateRound, updateTable } from './round-evolve.js';
import type { DraftChange, EventDetails } from './commands.js';
import { upcastConfig, type StoredTournamentConfig } from './game-format.js';
import type {
  Actor,
  DropCause,
  Instant,
  MatchResult,
  Placing,
  RoundStage,
  TournamentConfig,
  TournamentState,
} from './types.js';

export interface PairedTable {
  readonly table: number;
  readonly a: string;
  readonly b: string | null;
}

export type TournamentEvent =
  | Message<'TournamentCreated', { readonly config: StoredTournamentConfig; readonly at: Instant }>
  | Message<'RegistrationOpened', { readonly at: Instant }>
  /** The details as they now read, whole (a start or venue left out is no longer announced). */
  | Message<'EventDetailsChanged', EventDetails & { readonly at: Instant }>
  | Message<
      'PlayerRegistered',
      {
        readonly playerId: string;
        readonly name: string;
        readonly guest?: boolean;
        readonly at: Instant;
        /** The place came from the waiting list (`waitlist.ts`). */
        readonly fromWaitlist?: true;
      }
    >
  | Message<
      'PlayerRemoved',
      { readonly playerId: string; readonly reason: 'no-show' | 'withdrawn'; readonly at: Instant }
    >
  /** `reopened`: the table the drop had conceded, open again (its round still open, no other result since). */
  | Message<
      'PlayerReinstated',
      {
        readonly playerId: string;
        readonly at: Instant;
        readonly by?: Actor;
        readonly reopened?: { readonly round: number; readonly table: number };
      }
    >
  /** `by`: who handed the list in, the player or staff at the desk (absent on events from before it was kept). */
  | Message<
      'DeckListSubmitted',
      {
        readonly playerId: string;
        readonly hash: string;
        readonly deck: DeckList;
        readonly at: Instant;
        readonly by?: Actor;
      }
    >
  /** `rounds`: the Swiss rounds set from the field, when the tournament plays "by field size". */
  | Message<
      'RegistrationClosed',
      { readonly at: Instant; readonly lockedDecks: Readonly<Record<string, string>>; readonly rounds?: number }
    >
  /** `attempt`: the draw used (each re-pair draws again); `change`: the organizer's swap or hand-paired table. */
  | Message<
      'RoundPaired',
      {
        readonly round: number;
        readonly stage: RoundStage;
        readonly tables: readonly PairedTable[];
        readonly method: string;
        readonly costs?: PairingCosts;
        readonly attempt?: number;
        readonly change?: DraftChange;
        readonly at: Instant;
      }
    >
  | Message<'DraftDiscarded', { readonly round: number; readonly at: Instant }>
  | Message<'PairingsPublished', { readonly round: number; readonly at: Instant }>
  | Message<
      'ResultReported',
      {
        readonly round: number;
        readonly table: number;
        readonly result: MatchResult;
        readonly by: string;
        readonly at: Instant;
      }
    >
  | Message<
      'ResultConfirmed',
      {
        readonly round: number;
        readonly table: number;
        readonly result: MatchResult;
        readonly by: string;
        readonly via: 'confirmed' | 'drop';
        readonly at: Instant;
      }
    >
  /**
   * Staff set a table's result: `noShow`, the player who did not come to the table (the result is
   * their loss); `ruling`, a judge's decision (a dispute, an appeal, a penalty); `reason` is empty
   * for a first entry from a paper slip.
   */
  | Message<
      'ResultOverridden',
      {
        readonly round: number;
        readonly table: number;
        readonly result: MatchResult;
        readonly by: Actor;
        readonly reason: string;
        readonly noShow?: string;
        readonly ruling?: boolean;
        readonly at: Instant;
      }
    >
  /** `by` and `cause`: who dropped the player and why (absent on events from before they were kept). */
  | Message<
      'PlayerDropped',
      {
        readonly playerId: string;
        readonly afterRound: number;
        readonly at: Instant;
        readonly by?: Actor;
        readonly cause?: DropCause;
      }
    >
  | Message<
      'LateEntryAdded',
      {
        readonly playerId: string;
        readonly name: string;
        readonly joinedRound: number;
        readonly guest?: boolean;
        readonly at: Instant;
      }
    >
  | Message<'RoundClockStarted', { readonly round: number; readonly at: Instant; readonly endsAt: Instant }>
  | Message<'RoundClockPaused', { readonly round: number; readonly at: Instant }>
  | Message<'RoundClockResumed', { readonly round: number; readonly at: Instant }>
  /** `table`: minutes for that table only; otherwise for the whole round. */
  | Message<
      'RoundClockExtended',
      { readonly round: number; readonly minutes: number; readonly table?: number; readonly at: Instant }
    >
  /** `early`: the organizer called time before the clock ran out. */
  /** `turnsEach`: kept by events written before the game's own options held the turns after time. */
  | Message<
      'ExtraTurnsStarted',
      { readonly round: number; readonly at: Instant; readonly turnsEach?: number; readonly early?: boolean }
    >
  | Message<'RoundEnded', { readonly round: number; readonly at: Instant }>
  | Message<'TopCutStarted', { readonly size: number; readonly seeds: readonly string[]; readonly at: Instant }>
  /** `placings`: 1st, 2nd, 3rd–4th, 5th–8th…; `seed`: revealed so anyone can re-derive every draw. */
  | Message<
      'TournamentEnded',
      {
        readonly at: Instant;
        readonly winner: string | null;
        readonly placings?: readonly Placing[];
        readonly seed?: string;
      }
    >
  | JudgingEvent
  | CheckInEvent
  | AnnouncementEvent
  | CapacityEvent
  | WaitlistEvent
  | EntryFeeEvent;

function closed(state: TournamentState, rounds: number | undefined): TournamentState {
  if (rounds === undefined || !state.config) return { ...state, status: 'registration-closed' };
  return { ...state, status: 'registration-closed', config: { ...state.config, rounds } };
}

function withDetails(config: TournamentConfig, details: EventDetails): TournamentConfig {
  const {
    startsAt: _start,
    timeZone: _zone,
    venue: _venue,
    checkInOpensBefore: _lead,
    entryFee: _fee,
    ...rest
  } = config;
  const { name, description, startsAt, timeZone, venue, checkInOpensBefore, entryFee } = details;
  return {
    ...rest,
    name,
    description,
    ...(startsAt === undefined ? {} : { startsAt, timeZone }),
    ...(venue === undefined ? {} : { venue }),
    ...(checkInOpensBefore === undefined ? {} : { checkInOpensBefore }),
    ...(entryFee === undefined ? {} : { entryFee }),
  };
}

/** Folds one event into the state; never fails, never draws. */
export function evolve(state: TournamentState, event: TournamentEvent): TournamentState {
  return byType(EVOLVERS, event, state);
}

type Evolve<E extends TournamentEvent> = (event: E, state: TournamentState) => TournamentState;
const clockChanged: Evolve<
  Extract<TournamentEvent, { type: 'RoundClockPaused' | 'RoundClockResumed' | 'RoundClockExtended' }>
> = (event, state) => updateRound(state, event.data.round, (r) => ({ ...r, clock: evolveClock(r.clock!, event) }));
const judged: Evolve<JudgingEvent> = (event, state) => ({ ...state, judging: evolveJudging(state.judging, event) });
const checkIn: Evolve<CheckInEvent> = (event, state) => evolveCheckIn(state, event);
const announced: Evolve<AnnouncementEvent> = (event, state) => evolveAnnouncement(state, event);

const EVOLVERS: ByType<TournamentEvent, [TournamentState], TournamentState> = {
  TournamentCreated: (event, state) => ({ ...state, status: 'created', config: upcastConfig(event.data.config) }),
  RegistrationOpened: (_event, state) => ({ ...state, status: 'registration-open' }),
  EventDetailsChanged: (event, state) => ({ ...state, config: withDetails(state.config!, event.data) }),
  PlayerRegistered: (event, state) =>
    withoutWaiting(withPlayer(state, event.data.playerId, event.data.name, 1, event.data.guest), event.data.playerId),
  LateEntryAdded: (event, state) =>
    withoutWaiting(
      withPlayer(state, event.data.playerId, event.data.name, event.data.joinedRound, event.data.guest),
      event.data.playerId,
    ),
  PlayerRemoved: (event, state) => withoutPlayer(state, event.data.playerId),
  PlayerReinstated: (event, state) => reinstated(state, event.data),
  DeckListSubmitted: (event, state) => deckSubmitted(state, event.data),
  RegistrationClosed: (event, state) => closed(state, event.data.rounds),
  RoundPaired: (event, state) => pairedRound(state, event.data),
  DraftDiscarded: (event, state) => ({
    ...state,
    rounds: state.rounds.filter((r) => r.number !== event.data.round || r.published),
  }),
  PairingsPublished: (event, state) => updateRound(state, event.data.round, (r) => ({ ...r, published: true })),
  ResultReported: (event, state) =>
    updateTable(state, event.data.round, event.data.table, (t) => reportedAt(t, event.data)),
  ResultConfirmed: (event, state) =>
    updateTable(state, event.data.round, event.data.table, (t) => ({
      ...t,
      final: { result: event.data.result, via: event.data.via },
    })),
  ResultOverridden: (event, state) =>
    updateTable(state, event.data.round, event.data.table, (t) => ({
      ...t,
      final: { result: event.data.result, via: staffVia(t, event.data) },
    })),
  PlayerDropped: (event, state) => dropped(state, event.data),
  RoundClockStarted: (event, state) =>
    updateRound(state, event.data.round, (r) => ({
      ...r,
      clock: { startedAt: event.data.at, endsAt: event.data.endsAt },
    })),
  RoundClockPaused: clockChanged,
  RoundClockResumed: clockChanged,
  RoundClockExtended: clockChanged,
  ExtraTurnsStarted: (event, state) =>
    updateRound(state, event.data.round, (r) => ({ ...r, clock: timeCalled(r.clock!, event.data) })),
  RoundEnded: (event, state) => updateRound(state, event.data.round, (r) => ({ ...r, ended: true })),
  TopCutStarted: (event, state) => ({ ...state, status: 'top-cut', topCutSeeds: event.data.seeds }),
  TournamentEnded: (event, state) => ({
    ...state,
    status: 'ended',
    winner: event.data.winner,
    placings: event.data.placings ?? [],
  }),
  JudgeCalled: judged,
  DisputeOpened: judged,
  DisputeRuled: judged,
  PenaltyIssued: judged,
  DeckChecked: judged,
  HeadJudgeNamed: judged,
  RulingAppealed: judged,
  AppealRuled: judged,
  MatchRulingAppealed: judged,
  CallAnswered: judged,
  JudgeCallHandled: judged,
  AnnouncementPosted: announced,
  AnnouncementCleared: announced,
  CapacityChanged: (event, state) => evolveCapacity(state, event),
  JoinedWaitlist: (event, state) => evolveWaitlist(state, event),
  LeftWaitlist: (event, state) => evolveWaitlist(state, event),
  EntryFeePaid: (event, state) => evolveEntryFee(state, event),
  EntryFeePaymentUndone: (event, state) => evolveEntryFee(state, event),
  CheckInOpened: checkIn,
  PlayerCheckedIn: checkIn,
  PlayerCheckInUndone: checkIn,
};
