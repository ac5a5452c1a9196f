import {
  evolveTournament,
  initialTournamentState,
  tournamentStandings,
  waitingPlayers,
  type TournamentEvent,
  type TournamentState,
} from '@cronica/tournament';
import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';
import { JUDGING_EVENTS, writeJudging } from './judging-rows.js';
import {
  writePairing,
  writePairings,
  writePlayer,
  writePlayers,
  writeSummary,
  writeWaitlist,
  type TournamentMeta,
} from './tournament-rows.js';
import { loadTournamentState, saveTournamentState } from './tournament-state-rows.js';

/** Events after which the standings can change (only ended rounds count; tiebreak rounds and the end make them final). */
const STANDINGS_EVENTS = new Set<string>([
  'TournamentCreated',
  'PlayerRegistered',
  'PlayerRemoved',
  'PlayerReinstated',
  'LateEntryAdded',
  'PlayerDropped',
  'RegistrationClosed',
  'RoundEnded',
  'ResultOverridden',
  'TopCutStarted',
  'TournamentEnded',
]);

const PLAYER_EVENTS = new Set<string>([
  'PlayerRegistered',
  'PlayerRemoved',
  'PlayerReinstated',
  'LateEntryAdded',
  'PlayerDropped',
  'DeckListSubmitted',
  'PenaltyIssued',
]);
/** A reinstatement can reopen the table the drop conceded. */
const PAIRING_EVENTS = new Set<string>([
  'PlayerReinstated',
  'RoundPaired',
  'DraftDiscarded',
  'PairingsPublished',
  'ResultReported',
  'ResultConfirmed',
  'ResultOverridden',
  'PlayerDropped',
  'RoundEnded',
  'TopCutStarted',
]);

/** Events that touch one player's row only (registrations, deck lists): written alone, so large events stay linear. */
const ONE_PLAYER_EVENTS = new Set<string>([
  'PlayerRegistered',
  'LateEntryAdded',
  'DeckListSubmitted',
  'PlayerCheckedIn',
  'PlayerCheckInUndone',
]);
/** Result events: one table's row; the standings count only ended rounds, so an open round's result leaves them be. */
const TABLE_EVENTS = new Set<string>(['ResultReported', 'ResultConfirmed', 'ResultOverridden']);

function tableOf(event: ProjectedEvent): { round: number; table: number } | null {
  if (!TABLE_EVENTS.has(event.type)) return null;
  const { round, table } = event.data as { round: number; table: number };
  return { round, table };
}

/** Standings exist once a round has ended, or when the event ends (an event ended before any round ranks its entrants). */
const standingsExist = (state: TournamentState) => state.status === 'ended' || state.rounds.some((r) => r.ended);

const roundEnded = (state: TournamentState, round: number) => state.rounds.some((r) => r.number === round && r.ended);

interface Entry {
  readonly state: TournamentState;
  readonly meta: TournamentMeta;
}

/**
 * Tournaments, their players, pairings and standings: folds each
 * tournament's events with libs/tournament's `evolve`, keeps the folded state beside the rows,
 * and rewrites the rows of that tournament from it. Secrets (seed, deck lists) never leave the
 * state table.
 */
export class TournamentProjection {
  private readonly cache = new Map<string, Entry>();

  constructor(private readonly db: ReadDb) {}

  apply(id: string, event: ProjectedEvent): boolean {
    const before = this.load(id);
    const meta = before.meta.createdAt === '' ? metaFrom(event, before.meta) : renamed(event, before.meta);
    const state = evolveTournament(before.state, { type: event.type, data: event.data } as TournamentEvent);
    const entry = { state, meta: { ...meta, updatedAt: event.created.toISOString(), lastPosition: event.position } };
    const onlyPlayer = ONE_PLAYER_EVENTS.has(event.type) ? (event.data as { playerId: string }).playerId : null;
    this.save(id, event.revision, { before: before.state, onlyPlayer }, entry);
    writeSummary(this.db, id, entry.state, entry.meta);
    if (ONE_PLAYER_EVENTS.has(event.type))
      writePlayer(this.db, id, state, (event.data as { playerId: string }).playerId);
    else if (PLAYER_EVENTS.has(event.type)) writePlayers(this.db, id, state);
    const table = tableOf(event);
    if (table) writePairing(this.db, id, state, table.round, table.table);
    else if (PAIRING_EVENTS.has(event.type)) writePairings(this.db, id, state);
    if (STANDINGS_EVENTS.has(event.type) && !(table && !roundEnded(state, table.round))) this.writeStandings(id, state);
    if (JUDGING_EVENTS.has(event.type)) writeJudging(this.db, id, state);
    // A line that changed, or that round 1 made moot (then never again for this tournament).
    if (waitingPlayers(before.state).length || waitingPlayers(state).length) writeWaitlist(this.db, id, state);
    return true;
  }

  forgetCache(): void {
    this.cache.clear();
  }

  private load(id: string): Entry {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const stored = loadTournamentState(this.db, id);
    if (!stored)
      return {
        state: initialTournamentState,
        meta: { name: id, organizerId: null, createdAt: '', updatedAt: '', lastPosition: 0n },
      };
    const meta = stored.meta as Omit<TournamentMeta, 'lastPosition'> & { lastPosition: string };
    return { state: stored.state, meta: { ...meta, lastPosition: BigInt(meta.lastPosition) } };
  }

  /** One state row and the player rows that changed: a registration no longer rewrites every player. */
  private save(
    id: string,
    revision: bigint,
    change: { before: TournamentState; onlyPlayer: string | null },
    entry: Entry,
  ): void {
    this.cache.set(id, entry);
    saveTournamentState(
      this.db,
      id,
      revision,
      { ...change, after: entry.state },
      { ...entry.meta, lastPosition: entry.meta.lastPosition.toString() },
    );
  }

  /**
   * Standings count only ended rounds (002 C.2), so before the first round ends there are none to
   * show, and registering the 2,048th player does not rank 2,048 players at zero points again.
   */
  private writeStandings(id: string, state: TournamentState): void {
    this.db.prepare('DELETE FROM standings WHERE tournament_id = ?').run(id);
    if (!state.config || state.order.length === 0 || !standingsExist(state)) return;
    const standings = tournamentStandings(state);
    const insert = this.db.prepare(
      'INSERT INTO standings (tournament_id, rank, player_id, points, tiebreakers, random, detail) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const row of standings.rows) {
      const detail = { record: row.record, dropped: row.dropped, tiebreakMatch: row.tiebreakMatch };
      insert.run(
        id,
        row.rank,
        row.player,
        row.points,
        JSON.stringify(row.tiebreakers),
        row.random ? 1 : 0,
        JSON.stringify(detail),
      );
    }
  }
}

/** The organizer corrected the event's name (EventDetailsChanged carries the details whole). */
function renamed(event: ProjectedEvent, meta: TournamentMeta): TournamentMeta {
  if (event.type !== 'EventDetailsChanged') return meta;
  const name = (event.data as { name?: unknown }).name;
  return typeof name === 'string' ? { ...meta, name } : meta;
}

/** Name and organizer come with TournamentCreated: its `name` and the command's `actor` (metadata). */
function metaFrom(event: ProjectedEvent, fallback: TournamentMeta): TournamentMeta {
  if (event.type !== 'TournamentCreated') return fallback;
  const metadata = (event.metadata ?? {}) as { actor?: unknown; name?: unknown };
  const config = (event.data as { config?: { name?: unknown } }).config;
  const name =
    typeof config?.name === 'string' ? config.name : typeof metadata.name === 'string' ? metadata.name : fallback.name;
  const organizerId =
    typeof metadata.actor === 'string' && !metadata.actor.startsWith('system:') ? metadata.actor : null;
  return { ...fallback, name, organizerId, createdAt: event.created.toISOString() };
}
