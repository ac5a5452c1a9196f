import { bladesOfAsh, type BladesEvent, type BladesSetup, type BladesState } from '@cronica/blades-of-ash';
import type { MessageMetadata } from '@cronica/rules-kernel';
import type { ChainHead, ReplayRecord } from '@cronica/replay';
import type { AggregateSpec, DomainEvent } from '../commands/aggregate.js';

/**
 * A live Blades of Ash match, stream `match-<id>` (issue 6, "Commands and streams"). Every event
 * that is a replay line carries its `ReplayRecord` under `metadata.replay`, so the stream *is*
 * the replay (issue 5, "How the API stores a match"). The master seed is never in an event: it
 * lives in the API's own database (match-secrets.ts).
 */
export const MATCH_CREATED = 'MatchCreated';
export const PLAYER_SEED_CONTRIBUTED = 'PlayerSeedContributed';
export const MATCH_SEEDED = 'MatchSeeded';
export const MATCH_CHECKPOINTED = 'MatchCheckpointed';
export const MATCH_SEALED = 'MatchSealed';
const MATCH_EVENTS = new Set([MATCH_CREATED, PLAYER_SEED_CONTRIBUTED, MATCH_SEEDED, MATCH_CHECKPOINTED, MATCH_SEALED]);

export interface MatchSeatInfo {
  readonly seat: number;
  /** Account id, or `bot:greedy` for the practice bot. */
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
  /** SHA-256 commitment to the secret master seed, public before anyone acts (issue 5). */
  readonly commitment: string;
  readonly createdAt: string;
}

/** How far back spectators may look: enough game states for any configured delay. */
export const SPECTATOR_HISTORY = 64;

export interface MatchState {
  readonly created: MatchCreatedData | null;
  readonly setup: BladesSetup | null;
  /** Player seeds (hex) by seat, null until contributed. Server-side only. */
  readonly playerSeeds: readonly (string | null)[];
  readonly game: BladesState | null;
  /** Recent game states, oldest first, the newest equal to `game` (spectator delay). */
  readonly history: readonly BladesState[];
  readonly head: ChainHead | null;
  readonly gameEvents: number;
  readonly sealed: boolean;
  readonly updatedAt: string | null;
}

export const matchStream = (matchId: string) => `match-${matchId}`;

export const emptyMatch = (): MatchState => ({
  created: null, setup: null, playerSeeds: [], game: null, history: [], head: null, gameEvents: 0, sealed: false, updatedAt: null,
});

export function matchAggregate(matchId: string): AggregateSpec<MatchState> {
  return { stream: matchStream(matchId), initialState: emptyMatch, evolve: evolveMatch };
}

function replayOf(event: DomainEvent): ReplayRecord | undefined {
  return (event.metadata as { replay?: ReplayRecord } | undefined)?.replay;
}

function headAfter(state: MatchState, record: ReplayRecord | undefined): ChainHead | null {
  const line = record?.line;
  if (line?.kind === 'header') return { seq: 0, hash: line.hash };
  if (line?.kind === 'seeds' || line?.kind === 'event') return { seq: line.seq, hash: line.hash };
  return state.head;
}

export function evolveMatch(state: MatchState, event: DomainEvent): MatchState {
  const record = replayOf(event);
  const at = (event.metadata as { at?: string } | undefined)?.at ?? state.updatedAt;
  const next = { ...state, head: headAfter(state, record), updatedAt: at };
  switch (event.type) {
    case MATCH_CREATED: {
      const data = event.data as MatchCreatedData;
      const setup = record?.reveals?.find((reveal) => reveal.path.length === 1 && reveal.path[0] === 'setup')?.value as BladesSetup;
      return { ...next, created: data, setup, playerSeeds: data.seats.map(() => null) };
    }
    case PLAYER_SEED_CONTRIBUTED: {
      const { seat, seed } = event.data as { seat: number; seed: string };
      return { ...next, playerSeeds: next.playerSeeds.map((s, i) => (i === seat ? seed : s)) };
    }
    case MATCH_SEEDED: {
      const game = bladesOfAsh.initialState(state.setup as BladesSetup);
      return { ...next, game, history: [game] };
    }
    case MATCH_CHECKPOINTED:
      return next;
    case MATCH_SEALED:
      return { ...next, sealed: true };
    default:
      return MATCH_EVENTS.has(event.type) || state.game === null ? next : evolveGame(next, event);
  }
}

function evolveGame(state: MatchState, event: DomainEvent): MatchState {
  const random = (event.metadata as MessageMetadata | undefined)?.random;
  const game = bladesOfAsh.evolve(state.game as BladesState, { type: event.type, data: event.data, metadata: { random } } as BladesEvent);
  const history = [...state.history, game].slice(-SPECTATOR_HISTORY);
  return { ...state, game, history, gameEvents: state.gameEvents + 1 };
}

/** The seat an account plays in this match, or null. */
export function seatOfAccount(state: MatchState, accountId: string): number | null {
  return state.created?.seats.find((s) => s.player === accountId)?.seat ?? null;
}

export type MatchStatus = 'awaiting-seeds' | 'live' | 'finished';

export function statusOf(state: MatchState): MatchStatus {
  if (state.sealed || state.game?.result) return 'finished';
  return state.game ? 'live' : 'awaiting-seeds';
}
