import type { GameRegistry } from '@cronica/games';
import {
  applyJudgeEvent,
  isJudgeEvent,
  isMatchClosed,
  NO_JUDGING,
  type AnyGameModule,
  type JudgedState,
  type JudgeLineEvent,
  type MessageMetadata,
} from '@cronica/rules-kernel';
import { openFields, type ChainHead, type ReplayRecord } from '@cronica/replay';
import { clockAfter, clockStopped, NO_CLOCK, type MatchClock } from './match-clock.js';
import { judgeLogEntry, logLinesOf, type LogEntry } from './match-log.js';

/**
 * A live match of any game, stream `match-<id>`. Every event that is a replay line carries its
 * `ReplayRecord` under `metadata.replay`, so the stream *is* the replay. The master seed is never
 * in an event: it lives in the API's own database (match-secrets.ts). The game's module comes from
 * the registry by the game id `MatchCreated` records; the aggregate names no game.
 */
export const MATCH_CREATED = 'MatchCreated';
export const PLAYER_SEED_CONTRIBUTED = 'PlayerSeedContributed';
export const MATCH_SEEDED = 'MatchSeeded';
export const MATCH_CHECKPOINTED = 'MatchCheckpointed';
export const MATCH_SEALED = 'MatchSealed';
const MATCH_EVENTS = new Set([MATCH_CREATED, PLAYER_SEED_CONTRIBUTED, MATCH_SEEDED, MATCH_CHECKPOINTED, MATCH_SEALED]);

/** A message on the match stream: `{ type, data, metadata }`, the replay record under `metadata.replay`. */
export interface MatchEvent {
  readonly type: string;
  readonly data: unknown;
  readonly metadata?: unknown;
}

export interface MatchSeatInfo {
  readonly seat: number;
  /** Account id, or `bot:<name>` for a bot of the game's module. */
  readonly player: string;
  readonly deckHash: string | null;
  readonly deckName: string;
}

export interface MatchCreatedData {
  readonly matchId: string;
  readonly kind: 'practice' | 'friendly' | 'tournament';
  readonly tournamentId: string | null;
  readonly round: number | null;
  readonly table: number | null;
  readonly seats: readonly MatchSeatInfo[];
  /** SHA-256 commitment to the secret master seed, public before anyone acts. */
  readonly commitment: string;
  readonly createdAt: string;
  /** The game and the version of its rules library the match is played with. */
  readonly game?: { readonly id: string; readonly version: string };
  /**
   * The game's format options the match is played with, as its schema parsed them (a tournament
   * match: the event's options and the round's best-of). Public, as the event's format is; absent
   * for matches created before they were recorded.
   */
  readonly format?: unknown;
}

/** How far back spectators may look: enough game states for any configured delay. */
export const SPECTATOR_HISTORY = 64;

export interface MatchState {
  readonly created: MatchCreatedData | null;
  /** The game id and rules version (from `MatchCreated`, or its replay header for older matches). */
  readonly gameId: string | null;
  readonly rulesVersion: string | null;
  /** The module playing the match; null when the registry has no module of that game and version. */
  readonly module: AnyGameModule | null;
  readonly setup: unknown;
  /** Player seeds (hex) by seat, null until contributed. Server-side only. */
  readonly playerSeeds: readonly (string | null)[];
  readonly game: unknown;
  /** Recent game states, oldest first, the newest equal to `game` (spectator delay). */
  readonly history: readonly unknown[];
  /**
   * Beside each state of `history`: whether the event that made it opened a decision (a move's
   * first event, a ruling, the start). A state is one the table saw when the next one opens a decision.
   */
  readonly historyOpens: readonly boolean[];
  /** Each seat's time used (match-clock.ts) after each state of `history`, the newest last. */
  readonly clocks: readonly MatchClock[];
  /** One entry per game event: its line for each viewer (seats, spectator, judge). */
  readonly log: readonly LogEntry[];
  readonly head: ChainHead | null;
  /** What judges' rulings added beside the game state: an awarded result, the random floor after a back-up. */
  readonly judged: JudgedState;
  /** The chain `seq` of each log entry (game events and rulings alike), so a call or a ruling can point at one. */
  readonly logSeqs: readonly number[];
  readonly gameEvents: number;
  /**
   * How many events of the match's stream this state folds, of every kind (seeds, clock, rulings):
   * of two views of one match the one with the higher version is the newer, even where no game
   * event lies between them.
   */
  readonly version: number;
  readonly sealed: boolean;
  readonly updatedAt: string | null;
}

export const matchStream = (matchId: string) => `match-${matchId}`;

export const emptyMatch = (): MatchState => ({
  created: null,
  gameId: null,
  rulesVersion: null,
  module: null,
  setup: null,
  playerSeeds: [],
  game: null,
  history: [],
  historyOpens: [],
  clocks: [],
  log: [],
  head: null,
  judged: NO_JUDGING,
  logSeqs: [],
  gameEvents: 0,
  version: 0,
  sealed: false,
  updatedAt: null,
});

function replayOf(event: MatchEvent): ReplayRecord | undefined {
  return (event.metadata as { replay?: ReplayRecord } | undefined)?.replay;
}

function headAfter(state: MatchState, record: ReplayRecord | undefined): ChainHead | null {
  const line = record?.line;
  if (line?.kind === 'header') return { seq: 0, hash: line.hash };
  if (line?.kind === 'seeds' || line?.kind === 'event' || line?.kind === 'judge')
    return { seq: line.seq, hash: line.hash };
  return state.head;
}

/**
 * The game a match is played with, from its `MatchCreated`: the event's `game`, or, for matches
 * created before the event recorded it, the replay header the event carries. Null for any other event.
 */
export function matchGameOf(event: MatchEvent): { readonly id: string; readonly version: string } | null {
  if (event.type !== MATCH_CREATED) return null;
  const line = replayOf(event)?.line;
  return (event.data as MatchCreatedData).game ?? (line?.kind === 'header' ? line.game : null);
}

/** The match's game and setup from its first event (see `matchGameOf`). */
function created(
  state: MatchState,
  event: MatchEvent,
  record: ReplayRecord | undefined,
  games: GameRegistry,
): MatchState {
  const data = event.data as MatchCreatedData;
  const header = record?.line.kind === 'header' ? record.line : undefined;
  const game = matchGameOf(event);
  const gameId = game?.id ?? null;
  const rulesVersion = game?.version ?? null;
  const candidate = gameId === null ? undefined : games.module(gameId);
  const module = candidate !== undefined && candidate.version === rulesVersion ? candidate : null;
  // The setup's secret parts (all of it, or what the game names) are put back from the header's reveals.
  const setupReveals = (record?.reveals ?? []).filter((reveal) => reveal.path[0] === 'setup');
  const setup = header === undefined ? null : ((openFields(header, setupReveals).value.setup as unknown) ?? null);
  return { ...state, created: data, gameId, rulesVersion, module, setup, playerSeeds: data.seats.map(() => null) };
}

export function evolveMatch(state: MatchState, event: MatchEvent, games: GameRegistry): MatchState {
  const record = replayOf(event);
  const at = (event.metadata as { at?: string } | undefined)?.at ?? state.updatedAt;
  const next = { ...state, head: headAfter(state, record), updatedAt: at, version: state.version + 1 };
  switch (event.type) {
    case MATCH_CREATED:
      return created(next, event, record, games);
    case PLAYER_SEED_CONTRIBUTED: {
      const { seat, seed } = event.data as { seat: number; seed: string };
      return { ...next, playerSeeds: next.playerSeeds.map((s, i) => (i === seat ? seed : s)) };
    }
    case MATCH_SEEDED: {
      if (state.module === null) return next;
      const game = state.module.initialState(state.setup);
      return withClock({ ...next, game, history: [game], historyOpens: [true], clocks: [] }, state.module, NO_CLOCK);
    }
    case MATCH_CHECKPOINTED:
      return next;
    case MATCH_SEALED: {
      const clock = clockStopped(currentClock(state), next.updatedAt, state.created?.seats.length ?? 0);
      return { ...next, sealed: true, clocks: [...state.clocks.slice(0, -1), clock] };
    }
    default:
      if (isMatchClosed(event) && state.game === null) return closedBeforeStart(next, event as JudgeLineEvent);
      if (MATCH_EVENTS.has(event.type) || state.game === null || state.module === null) return next;
      return withClock(
        isJudgeEvent(event) || isMatchClosed(event)
          ? evolveJudged(next, state.module, event as JudgeLineEvent)
          : evolveGame(next, state.module, event, record),
        state.module,
        currentClock(state),
      );
  }
}

/** The tournament closed the match before its seeds were all in: its result, and the closure in its log. */
function closedBeforeStart(state: MatchState, event: JudgeLineEvent): MatchState {
  const judged = applyJudgeEvent({ game: null, judged: state.judged }, event, { counters: () => ({}) }).judged;
  const log = [...state.log, judgeLogEntry(event, state.created?.seats.length ?? 0)];
  return { ...state, judged, log, logSeqs: [...state.logSeqs, state.head?.seq ?? 0], gameEvents: state.gameEvents + 1 };
}

/** The clock of the newest state (none before the game starts). */
export const currentClock = (state: MatchState): MatchClock => state.clocks[state.clocks.length - 1] ?? NO_CLOCK;

/** Appends the clock after the newest state, kept beside `history` for the spectator delay. */
function withClock(state: MatchState, module: AnyGameModule, before: MatchClock): MatchState {
  const over = state.judged.result !== null || state.sealed;
  const clock = clockAfter(before, state.updatedAt, {
    module,
    game: state.game,
    seats: state.created?.seats.length ?? 0,
    over,
  });
  return { ...state, clocks: [...state.clocks, clock].slice(-SPECTATOR_HISTORY) };
}

function evolveGame(
  state: MatchState,
  module: AnyGameModule,
  event: MatchEvent,
  record: ReplayRecord | undefined,
): MatchState {
  const random = (event.metadata as MessageMetadata | undefined)?.random;
  const message = { type: event.type, data: event.data, metadata: { random } };
  const seats = state.created?.seats.length ?? 0;
  // The seat whose decision this event is (the replay line's actor), so a reader can tell who acted.
  const actor = record?.line.kind === 'event' && record.line.actor >= 0 ? record.line.actor : null;
  const entry = logLinesOf(module, message, state.game, seats, actor);
  const game = module.evolve(state.game, message);
  // The replay line of a decision's first event carries the decision; a stream without lines reads each event as one.
  const opens = record?.line.kind === 'event' ? record.line.decision !== undefined : true;
  return {
    ...state,
    game,
    ...withState(state, game, opens),
    log: [...state.log, entry],
    logSeqs: [...state.logSeqs, state.head?.seq ?? 0],
    gameEvents: state.gameEvents + 1,
  };
}

/** `history` with `game` appended, and whether the event that made it opened a decision. */
function withState(state: MatchState, game: unknown, opens: boolean): Pick<MatchState, 'history' | 'historyOpens'> {
  return {
    history: [...state.history, game].slice(-SPECTATOR_HISTORY),
    historyOpens: [...state.historyOpens, opens].slice(-SPECTATOR_HISTORY),
  };
}

/** A judge's ruling or the tournament's closure: the game state it restores or corrects, the result it gives, and its log line for everyone. */
function evolveJudged(state: MatchState, module: AnyGameModule, event: JudgeLineEvent): MatchState {
  const next = applyJudgeEvent({ game: state.game, judged: state.judged }, event, {
    counters: (s) => module.randomCounters(s),
    judging: module.judging,
  });
  const entry = judgeLogEntry(event, state.created?.seats.length ?? 0);
  return {
    ...state,
    game: next.game,
    judged: next.judged,
    ...withState(state, next.game, true),
    log: [...state.log, entry],
    logSeqs: [...state.logSeqs, state.head?.seq ?? 0],
    gameEvents: state.gameEvents + 1,
  };
}

/** The seat an account plays in this match, or null. */
export function seatOfAccount(state: MatchState, accountId: string): number | null {
  return state.created?.seats.find((s) => s.player === accountId)?.seat ?? null;
}

export type MatchStatus = 'awaiting-seeds' | 'live' | 'finished';

export function statusOf(state: MatchState): MatchStatus {
  if (
    state.sealed ||
    state.judged.result !== null ||
    (state.module !== null && state.game !== null && state.module.result(state.game) !== null)
  )
    return 'finished';
  return state.game !== null ? 'live' : 'awaiting-seeds';
}
