import { foldName } from '@cronica/util';
import type { ReadDb } from './schema.js';
import type { TournamentState } from '@cronica/tournament';
import { loadTournamentState } from './tournament-state-rows.js';

export interface TournamentRow {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly status: string;
  readonly currentRound: number;
  readonly plannedRounds: number | null;
  readonly playerCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly organizerId: string | null;
  /** JSON: the public format (round minutes, best of, top cut, tiebreakers…), winner, top-cut seeds. */
  readonly summary: string;
}

const TOURNAMENT_COLUMNS = `id, name, game, status, current_round AS currentRound, planned_rounds AS plannedRounds,
  player_count AS playerCount, created_at AS createdAt, updated_at AS updatedAt, organizer_id AS organizerId, summary`;

/**
 * Where an event stands, as lists group it: not yet under way (created or taking registrations),
 * under way (its rounds or top cut), or ended.
 */
export type TournamentPhase = 'upcoming' | 'running' | 'ended';

const PHASES: Record<TournamentPhase, { readonly statuses: string; readonly order: string }> = {
  // The soonest announced start first, then those without one, newest first.
  upcoming: {
    statuses: "'created', 'registration-open'",
    order: 'starts_at IS NULL, starts_at, created_at DESC, id',
  },
  running: { statuses: "'registration-closed', 'top-cut'", order: 'created_at DESC, id' },
  // The most recently ended first.
  ended: { statuses: "'ended'", order: 'updated_at DESC, id' },
};

export interface TournamentFilter {
  /** One status exactly (`created`, `registration-open`…); `phase` groups them. */
  readonly status?: string;
  readonly phase?: TournamentPhase;
  readonly game?: string;
  /** Part of the name, blind to case and accents ("otono" finds "Liga de otoño"). */
  readonly q?: string;
  readonly limit?: number;
  readonly offset?: number;
}

/** Tournaments newest first, or in their phase's own order, of one game or every game. */
export function listTournaments(db: ReadDb, filter: TournamentFilter = {}): TournamentRow[] {
  const phase = filter.phase === undefined ? undefined : PHASES[filter.phase];
  // The folded name contains the folded search, its LIKE wildcards taken literally.
  const search = filter.q ? `%${foldName(filter.q).replace(/[\\%_]/g, '\\$&')}%` : '';
  const where = [
    ...(filter.status ? ['status = @status'] : []),
    ...(phase ? [`status IN (${phase.statuses})`] : []),
    ...(filter.game ? ['game = @game'] : []),
    ...(search ? ["search_name LIKE @search ESCAPE '\\'"] : []),
  ];
  const sql = `SELECT ${TOURNAMENT_COLUMNS} FROM tournaments ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY ${phase?.order ?? 'created_at DESC, id'} LIMIT @limit OFFSET @offset`;
  return db.prepare(sql).all({
    status: filter.status,
    game: filter.game,
    search,
    limit: filter.limit ?? 100,
    offset: filter.offset ?? 0,
  }) as TournamentRow[];
}

/**
 * The events an account runs as organizer or judge that have not ended: those under way first, then
 * the soonest announced start, then those without one (newest first); `limit` of them at most.
 */
export function staffedTournaments(db: ReadDb, accountId: string, limit: number): TournamentRow[] {
  const sql = `SELECT ${TOURNAMENT_COLUMNS} FROM tournaments
    WHERE status NOT IN (${PHASES.ended.statuses}) AND id IN (SELECT tournament_id FROM tournament_staff WHERE account_id = ?)
    ORDER BY status NOT IN (${PHASES.running.statuses}), starts_at IS NULL, starts_at, created_at DESC, id LIMIT ?`;
  return db.prepare(sql).all(accountId, limit) as TournamentRow[];
}

export function getTournament(db: ReadDb, id: string): TournamentRow | undefined {
  return db.prepare(`SELECT ${TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ?`).get(id) as TournamentRow | undefined;
}

export interface TournamentPlayerRow {
  readonly playerId: string;
  readonly name: string;
  readonly status: string;
  readonly deckHash: string | null;
}

/**
 * A tournament's players under the name they go by now: an account's current display name (it
 * may have been corrected since, GDPR art. 16), a walk-in guest's name as registered.
 */
export function tournamentPlayers(db: ReadDb, tournamentId: string): TournamentPlayerRow[] {
  return db
    .prepare(
      `SELECT t.player_id AS playerId, COALESCE(p.display_name, t.name) AS name, t.status, t.deck_hash AS deckHash
       FROM tournament_players t LEFT JOIN players p ON p.id = t.player_id
       WHERE t.tournament_id = ? ORDER BY name, t.player_id`,
    )
    .all(tournamentId) as TournamentPlayerRow[];
}

export interface PairingRow {
  readonly round: number;
  readonly tableNumber: number;
  readonly playerA: string;
  readonly playerB: string | null;
  readonly published: boolean;
  readonly result: string | null;
}

export function pairings(db: ReadDb, tournamentId: string, round?: number): PairingRow[] {
  const rows = db
    .prepare(
      `SELECT round, table_number AS tableNumber, player_a AS playerA, player_b AS playerB, published, result
       FROM pairings WHERE tournament_id = @id AND (@round IS NULL OR round = @round) ORDER BY round, table_number`,
    )
    .all({ id: tournamentId, round: round ?? null }) as Array<Omit<PairingRow, 'published'> & { published: number }>;
  return rows.map((row) => ({ ...row, published: row.published === 1 }));
}

export interface StandingRow {
  readonly rank: number;
  readonly playerId: string;
  readonly points: number;
  /** JSON object: tiebreak name → value. */
  readonly tiebreakers: string;
  readonly random: boolean;
  /** JSON: record (wins, draws, losses, byes), dropped, tiebreakMatch. */
  readonly detail: string;
}

export function standings(db: ReadDb, tournamentId: string): StandingRow[] {
  const rows = db
    .prepare(
      'SELECT rank, player_id AS playerId, points, tiebreakers, random, detail FROM standings WHERE tournament_id = ? ORDER BY rank, player_id',
    )
    .all(tournamentId) as Array<Omit<StandingRow, 'random'> & { random: number }>;
  return rows.map((row) => ({ ...row, random: row.random === 1 }));
}

export interface PlayerRow {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly registeredAt: string;
}

export function getPlayer(db: ReadDb, id: string): PlayerRow | undefined {
  return db
    .prepare(
      'SELECT id, username, display_name AS displayName, registered_at AS registeredAt FROM players WHERE id = ?',
    )
    .get(id) as PlayerRow | undefined;
}

/** A player by the username they sign in with (what a person types to invite someone). */
export function getPlayerByUsername(db: ReadDb, username: string): PlayerRow | undefined {
  return db
    .prepare(
      'SELECT id, username, display_name AS displayName, registered_at AS registeredAt FROM players WHERE username = ?',
    )
    .get(username) as PlayerRow | undefined;
}

/** Every account's display name (the sign-up's look-alike check reads them all). */
export function accountDisplayNames(db: ReadDb): Array<{ readonly id: string; readonly name: string }> {
  return db.prepare('SELECT id, display_name AS name FROM players').all() as Array<{ id: string; name: string }>;
}

/**
 * The events a player entered, the latest first, as her profile lists them: by the announced start
 * (the venue's wall clock), an event announced without one by when it was created.
 */
export function playerTournaments(db: ReadDb, playerId: string): string[] {
  return (
    db
      .prepare(
        `SELECT p.tournament_id AS id FROM tournament_players p LEFT JOIN tournaments t ON t.id = p.tournament_id
         WHERE p.player_id = ? ORDER BY COALESCE(t.starts_at, substr(t.created_at, 1, 16)) DESC, p.tournament_id`,
      )
      .all(playerId) as Array<{ id: string }>
  ).map((row) => row.id);
}

/** An event whose check-in the platform has to open: its organizer, and the time they set. */
export interface DueCheckInOpening {
  readonly id: string;
  readonly organizerId: string | null;
  readonly opensAt: number;
}

/** The tournaments whose check-in the platform has to open by now (the time their organizer set has come). */
export function dueCheckInOpenings(db: ReadDb, now: number): DueCheckInOpening[] {
  return db
    .prepare(
      `SELECT id, organizer_id AS organizerId, check_in_opens_at AS opensAt FROM tournaments
       WHERE check_in_opens_at <= ? ORDER BY check_in_opens_at, id`,
    )
    .all(now) as DueCheckInOpening[];
}

/**
 * The tournaments whose desk holds an entry fee the person paid (its ledger keeps a payment until
 * the desk undoes it, after they withdraw or are removed too): what their data export must name.
 */
export function feePayerTournaments(db: ReadDb, playerId: string): string[] {
  return (
    db
      .prepare(
        "SELECT DISTINCT s.id AS id FROM tournament_state s, json_each(s.state, '$.state.feesPaid') paid WHERE paid.key = ? ORDER BY s.id",
      )
      .all(playerId) as Array<{ id: string }>
  ).map((row) => row.id);
}

/** The tournaments whose waiting list a person is on. */
export function waitingTournaments(db: ReadDb, playerId: string): string[] {
  return (
    db
      .prepare('SELECT tournament_id AS id FROM tournament_waitlist WHERE player_id = ? ORDER BY tournament_id')
      .all(playerId) as Array<{ id: string }>
  ).map((row) => row.id);
}

export function tournamentStaff(db: ReadDb, tournamentId: string): Array<{ accountId: string; role: string }> {
  return db
    .prepare(
      'SELECT account_id AS accountId, role FROM tournament_staff WHERE tournament_id = ? ORDER BY role, account_id',
    )
    .all(tournamentId) as Array<{
    accountId: string;
    role: string;
  }>;
}

/** The folded tournament state (internal: holds the seed and deck lists; never returned whole). */
export function tournamentState(db: ReadDb, tournamentId: string): TournamentState | undefined {
  return loadTournamentState(db, tournamentId)?.state;
}

/** The stream revision the stored tournament state was projected at: it changes with every event that changes the state. */
export function tournamentStateRevision(db: ReadDb, tournamentId: string): number | undefined {
  return (
    db.prepare('SELECT revision FROM tournament_state WHERE id = ?').get(tournamentId) as
      { revision: number } | undefined
  )?.revision;
}

export function staffRoles(db: ReadDb, tournamentId: string, accountId: string): string[] {
  return (
    db
      .prepare('SELECT role FROM tournament_staff WHERE tournament_id = ? AND account_id = ? ORDER BY role')
      .all(tournamentId, accountId) as Array<{ role: string }>
  ).map((row) => row.role);
}

/** Every tournament role an account holds (organizer, judge…): what a person's data export lists. */
export function accountStaffRoles(db: ReadDb, accountId: string): Array<{ tournamentId: string; role: string }> {
  return db
    .prepare(
      'SELECT tournament_id AS tournamentId, role FROM tournament_staff WHERE account_id = ? ORDER BY tournament_id, role',
    )
    .all(accountId) as Array<{ tournamentId: string; role: string }>;
}
