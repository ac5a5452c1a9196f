import { evolveTournament, initialTournamentState, tournamentStandings, type TournamentEvent, type TournamentState } from '@cronica/tournament';
import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';
import { JUDGING_EVENTS, writeJudging } from './judging-rows.js';
import { writePairing, writePairings, writePlayer, writePlayers, writeSummary, type TournamentMeta } from './tournament-rows.js';

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

const PLAYER_EVENTS = new Set<string>(['PlayerRegistered', 'PlayerRemoved', 'PlayerReinstated', 'LateEntryAdded', 'PlayerDropped', 'DeckListSubmitted', 'PenaltyIssued']);
const PAIRING_EVENTS = new Set<string>([
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
const ONE_PLAYER_EVENTS = new Set<string>(['PlayerRegistered', 'LateEntryAdded', 'DeckListSubmitted']);
/** Result events: one table's row; the standings count only ended rounds, so an open round's result leaves them be. */
const TABLE_EVENTS = new Set<string>(['ResultReported', 'ResultConfirmed', 'ResultOverridden']);

function tableOf(event: ProjectedEvent): { round: number; table: number } | null {
  if (!TABLE_EVENTS.has(event.type)) return null;
  const { round, table } = event.data as { round: number; table: number };
  return { round, table };
}

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
    const meta = before.meta.createdAt === '' ? metaFrom(event, before.meta) : before.meta;
    const state = evolveTournament(before.state, { type: event.type, data: event.data } as TournamentEvent);
    const entry = { state, meta: { ...meta, updatedAt: event.created.toISOString(), lastPosition: event.position } };
    this.save(id, event.revision, entry);
    writeSummary(this.db, id, entry.state, entry.meta);
    if (ONE_PLAYER_EVENTS.has(event.type)) writePlayer(this.db, id, state, (event.data as { playerId: string }).playerId);
    else if (PLAYER_EVENTS.has(event.type)) writePlayers(this.db, id, state);
    const table = tableOf(event);
    if (table) writePairing(this.db, id, state, table.round, table.table);
    else if (PAIRING_EVENTS.has(event.type)) writePairings(this.db, id, state);
    if (STANDINGS_EVENTS.has(event.type) && !(table && !roundEnded(state, table.round))) this.writeStandings(id, state);
    if (JUDGING_EVENTS.has(event.type)) writeJudging(this.db, id, state);
    return true;
  }

  forgetCache(): void {
    this.cache.clear();
  }

  private load(id: string): Entry {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const row = this.db.prepare('SELECT state FROM tournament_state WHERE id = ?').get(id) as { state: string } | undefined;
    if (!row) return { state: initialTournamentState, meta: { name: id, organizerId: null, createdAt: '', updatedAt: '', lastPosition: 0n } };
    const stored = JSON.parse(row.state) as { state: TournamentState; meta: Omit<TournamentMeta, 'lastPosition'> & { lastPosition: string } };
    // States stored before a field existed read it from the initial state (a rebuild writes them whole).
    return { state: { ...initialTournamentState, ...stored.state }, meta: { ...stored.meta, lastPosition: BigInt(stored.meta.lastPosition) } };
  }

  private save(id: string, revision: bigint, entry: Entry): void {
    this.cache.set(id, entry);
    const json = JSON.stringify({ state: entry.state, meta: { ...entry.meta, lastPosition: entry.meta.lastPosition.toString() } });
    this.db
      .prepare('INSERT INTO tournament_state (id, revision, state) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET revision = excluded.revision, state = excluded.state')
      .run(id, revision, json);
  }

  private writeStandings(id: string, state: TournamentState): void {
    this.db.prepare('DELETE FROM standings WHERE tournament_id = ?').run(id);
    if (!state.config || state.order.length === 0) return;
    const standings = tournamentStandings(state);
    const insert = this.db.prepare('INSERT INTO standings (tournament_id, rank, player_id, points, tiebreakers, random, detail) VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const row of standings.rows) {
      const detail = { record: row.record, dropped: row.dropped, tiebreakMatch: row.tiebreakMatch };
      insert.run(id, row.rank, row.player, row.points, JSON.stringify(row.tiebreakers), row.random ? 1 : 0, JSON.stringify(detail));
    }
  }
}

/** Name and organizer come with TournamentCreated: its `name` and the command's `actor` (metadata). */
function metaFrom(event: ProjectedEvent, fallback: TournamentMeta): TournamentMeta {
  if (event.type !== 'TournamentCreated') return fallback;
  const metadata = (event.metadata ?? {}) as { actor?: unknown; name?: unknown };
  const config = (event.data as { config?: { name?: unknown } }).config;
  const name = typeof config?.name === 'string' ? config.name : typeof metadata.name === 'string' ? metadata.name : fallback.name;
  const organizerId = typeof metadata.actor === 'string' && !metadata.actor.startsWith('system:') ? metadata.actor : null;
  return { ...fallback, name, organizerId, createdAt: event.created.toISOString() };
}
