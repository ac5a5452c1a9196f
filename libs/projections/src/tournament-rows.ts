import { foldName } from '@cronica/util';
import {
  isDisqualified,
  openRound,
  pendingCheckInOpening,
  placesLeft,
  placesTaken,
  playedRoundsLabel,
  roundLabel,
  type RoundState,
  type TableState,
  type TournamentState,
  waitingPlayers,
} from '@cronica/tournament';
import { resultSummary } from './result-summary.js';
import type { ReadDb } from './schema.js';

export interface TournamentMeta {
  readonly name: string;
  readonly organizerId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly lastPosition: bigint;
}

/** The round a tournament is at: the open one, else the last one played. */
function currentRoundOf(state: TournamentState): RoundState | undefined {
  return (
    openRound(state) ??
    state.rounds.reduce<RoundState | undefined>(
      (last, r) => (last === undefined || r.number > last.number ? r : last),
      undefined,
    )
  );
}

/** What the public reads of a tournament's format and outcome: never its seed before the end, never a deck list. */
function publicSummary(state: TournamentState, round: RoundState | undefined): Record<string, unknown> {
  const config = state.config;
  if (!config) return {};
  return {
    description: config.description ?? '',
    startsAt: config.startsAt ?? null,
    timeZone: config.timeZone ?? null,
    venue: config.venue ?? '',
    // Minutes before the start at which check-in opens by itself (null: the organizer opens it).
    checkInOpensBefore: config.checkInOpensBefore ?? null,
    // What a player pays at the desk, in the currency's smallest unit (null: free).
    entryFee: config.entryFee ?? null,
    roundMinutes: config.roundMinutes,
    bestOf: config.bestOf,
    // The game's own options (a legendary cap, the turns after time…): the format panel words them from the game's library.
    gameOptions: config.gameOptions ?? null,
    topCut: config.topCut,
    tiebreakers: config.format.tiebreakers,
    byeScore: config.format.byeScore,
    // An event that takes no late entries says so (how missed rounds would count is then moot).
    lateEntry: config.lateEntries === false ? 'none' : config.format.lateEntry,
    exhaustedPairings: config.format.exhaustedPairings,
    requireDeckLists: config.requireDeckLists,
    winner: state.winner,
    topCutSeeds: state.topCutSeeds,
    placings: state.placings,
    prizePlaces: config.format.prizePlaces ?? 0,
    // The current round's one name ("Ronda 2 de 5", "Ronda de desempate", "Final"): lists and profiles show it;
    // once the event has ended, what it played ("3 rondas suizas + top 4").
    roundLabel: state.status === 'ended' ? playedRoundsLabel(state) : round ? roundLabel(state, round) : null,
    roundsRule: config.roundsRule ?? 'fixed',
    // The venue's places, and how many a player can still take from their phone (null: no limit).
    capacity: config.capacity ?? null,
    placesLeft: placesLeft(state),
    placesTaken: placesTaken(state),
    // The staff's notice to the room, while the event runs (an ended event has no room to tell).
    announcement: state.status === 'ended' ? null : (state.announcement ?? null),
    // The seed is public once the event has ended (anyone can re-derive every draw).
    ...(state.status === 'ended' ? { seed: config.seed } : {}),
  };
}

/** The public summary of a tournament: never its seed, never a deck list. */
export function writeSummary(db: ReadDb, id: string, state: TournamentState, meta: TournamentMeta): void {
  const round = currentRoundOf(state);
  db.prepare(
    `INSERT INTO tournaments (id, name, game, status, current_round, planned_rounds, player_count, created_at, updated_at, last_position, organizer_id, summary, starts_at, search_name, check_in_opens_at)
     VALUES (@id, @name, @game, @status, @current, @planned, @players, @createdAt, @updatedAt, @position, @organizerId, @summary, @startsAt, @searchName, @checkInOpensAt)
     ON CONFLICT(id) DO UPDATE SET name = excluded.name, game = excluded.game, status = excluded.status, current_round = excluded.current_round,
       planned_rounds = excluded.planned_rounds, player_count = excluded.player_count, updated_at = excluded.updated_at,
       last_position = excluded.last_position, organizer_id = excluded.organizer_id, summary = excluded.summary,
       starts_at = excluded.starts_at, search_name = excluded.search_name, check_in_opens_at = excluded.check_in_opens_at`,
  ).run({
    id,
    name: meta.name,
    game: state.config?.game ?? '',
    status: state.status,
    current: round?.number ?? 0,
    planned: state.config?.rounds ?? null,
    players: state.order.length,
    createdAt: meta.createdAt,
    updatedAt: meta.updatedAt,
    position: meta.lastPosition,
    organizerId: meta.organizerId,
    summary: JSON.stringify(publicSummary(state, round)),
    startsAt: state.config?.startsAt ?? null,
    searchName: foldName(meta.name),
    checkInOpensAt: pendingCheckInOpening(state),
  });
  writeOrganizer(db, id, meta.organizerId);
}

function writeOrganizer(db: ReadDb, id: string, organizerId: string | null | undefined): void {
  db.prepare('DELETE FROM tournament_staff WHERE tournament_id = ? AND role = ?').run(id, 'organizer');
  if (organizerId)
    db.prepare('INSERT INTO tournament_staff (tournament_id, account_id, role) VALUES (?, ?, ?)').run(
      id,
      organizerId,
      'organizer',
    );
}

export function writePlayers(db: ReadDb, id: string, state: TournamentState): void {
  db.prepare('DELETE FROM tournament_players WHERE tournament_id = ?').run(id);
  for (const playerId of state.order) writePlayer(db, id, state, playerId);
}

/** One player's row (a registration or a deck list touches only theirs: large events stay linear). */
export function writePlayer(db: ReadDb, id: string, state: TournamentState, playerId: string): void {
  const player = state.players[playerId];
  if (!player) return;
  const status =
    player.droppedAfterRound === undefined ? 'active' : isDisqualified(state, playerId) ? 'disqualified' : 'dropped';
  db.prepare(
    `INSERT INTO tournament_players (tournament_id, player_id, name, status, deck_hash) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(tournament_id, player_id) DO UPDATE SET name = excluded.name, status = excluded.status, deck_hash = excluded.deck_hash`,
  ).run(id, playerId, player.name, status, player.deck?.hash ?? null);
}

export function writePairings(db: ReadDb, id: string, state: TournamentState): void {
  db.prepare('DELETE FROM pairings WHERE tournament_id = ?').run(id);
  const insert = db.prepare(
    'INSERT INTO pairings (tournament_id, round, table_number, player_a, player_b, published, result) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const round of state.rounds) {
    for (const table of round.tables) {
      insert.run(
        id,
        round.number,
        table.table,
        table.a,
        table.b,
        round.published ? 1 : 0,
        resultJson(table, round.stage),
      );
    }
  }
}

/** One table's row after a result event: the other tables of the round are untouched. */
export function writePairing(
  db: ReadDb,
  id: string,
  state: TournamentState,
  roundNumber: number,
  tableNumber: number,
): void {
  const round = state.rounds.find((r) => r.number === roundNumber);
  const table = round?.tables.find((t) => t.table === tableNumber);
  if (!round || !table) return;
  db.prepare(
    `INSERT INTO pairings (tournament_id, round, table_number, player_a, player_b, published, result) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(tournament_id, round, table_number) DO UPDATE SET player_a = excluded.player_a, player_b = excluded.player_b,
       published = excluded.published, result = excluded.result`,
  ).run(id, round.number, table.table, table.a, table.b, round.published ? 1 : 0, resultJson(table, round.stage));
}

function resultJson(table: TableState, stage: string): string | null {
  const source = table.final ?? table.reported;
  if (!source) return null;
  // Each player's own report while the result is open: shown side by side when they differ.
  const reports = table.final ? [] : (table.reports ?? []).map((r) => ({ by: r.by, ...resultSummary(r.result) }));
  const [first, second] = reports;
  return JSON.stringify({
    ...resultSummary(source.result),
    status: table.final ? (table.final.via === 'confirmed' ? 'confirmed' : table.final.via) : 'reported',
    reportedBy: table.final ? null : (table.reported?.by ?? null),
    reports,
    disagreement:
      first !== undefined &&
      second !== undefined &&
      JSON.stringify({ ...first, by: '' }) !== JSON.stringify({ ...second, by: '' }),
    stage,
  });
}

/**
 * Who waits for a place in this tournament (no names: those stay sealed in the store), so a
 * person's data export finds the lines they are in.
 */
export function writeWaitlist(db: ReadDb, id: string, state: TournamentState): void {
  db.prepare('DELETE FROM tournament_waitlist WHERE tournament_id = ?').run(id);
  const insert = db.prepare('INSERT INTO tournament_waitlist (tournament_id, player_id, since) VALUES (?, ?, ?)');
  for (const waiting of waitingPlayers(state)) insert.run(id, waiting.playerId, new Date(waiting.at).toISOString());
}
