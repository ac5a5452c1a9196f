import type BetterSqlite3 from 'better-sqlite3';
import { JUDGING_DDL } from './judging-rows.js';
import { MATCH_SUMMARIES_DDL } from './match-summaries.js';
import { CAMPAIGNS_DDL } from './campaign-projection.js';
import { INVITATIONS_DDL } from './invitation-projection.js';
import { COMMAND_OUTCOMES_DDL, forgetCommandOutcomeStatements } from './command-outcomes.js';
import { SESSIONS_DDL } from './sessions.js';
import { PERIOD_STREAMS_DDL } from './period-streams.js';
import { forgetCheckpointStatements } from './checkpoint.js';
import { TOURNAMENT_STATE_PLAYERS_DDL, forgetTournamentStateStatements } from './tournament-state-rows.js';

export type ReadDb = BetterSqlite3.Database;

/** Every read-model table; `rebuild` drops and recreates exactly these. */
export const READ_MODEL_TABLES = [
  'checkpoint',
  'players',
  'tournaments',
  'tournament_state',
  'tournament_state_players',
  'tournament_players',
  'tournament_waitlist',
  'pairings',
  'standings',
  'tournament_staff',
  'judge_calls',
  'disputes',
  'penalties',
  'deck_checks',
  'match_summaries',
  'match_players',
  'campaigns',
  'campaign_members',
  'campaign_sessions',
  'invitations',
  'invitation_invitees',
  'command_outcomes',
  'sessions',
  'sign_outs',
  'period_streams',
] as const;

const DDL = `
CREATE TABLE IF NOT EXISTS checkpoint (
  name TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  events INTEGER NOT NULL,
  store_id TEXT
);
CREATE TABLE IF NOT EXISTS players (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  registered_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tournaments (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  game TEXT NOT NULL,
  status TEXT NOT NULL,
  current_round INTEGER NOT NULL,
  planned_rounds INTEGER,
  player_count INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_position INTEGER NOT NULL,
  organizer_id TEXT,
  summary TEXT NOT NULL,
  starts_at TEXT,
  search_name TEXT NOT NULL DEFAULT '',
  check_in_opens_at INTEGER
);
CREATE INDEX IF NOT EXISTS tournaments_by_status ON tournaments(status, starts_at);
CREATE INDEX IF NOT EXISTS tournaments_by_check_in ON tournaments(check_in_opens_at) WHERE check_in_opens_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS tournament_state (
  id TEXT PRIMARY KEY,
  revision INTEGER NOT NULL,
  state TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tournament_players (
  tournament_id TEXT NOT NULL,
  player_id TEXT NOT NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  deck_hash TEXT,
  PRIMARY KEY (tournament_id, player_id)
);
CREATE INDEX IF NOT EXISTS tournament_players_by_player ON tournament_players (player_id);
CREATE TABLE IF NOT EXISTS tournament_waitlist (
  tournament_id TEXT NOT NULL,
  player_id TEXT NOT NULL,
  since TEXT NOT NULL,
  PRIMARY KEY (tournament_id, player_id)
);
CREATE INDEX IF NOT EXISTS tournament_waitlist_by_player ON tournament_waitlist (player_id);
CREATE TABLE IF NOT EXISTS pairings (
  tournament_id TEXT NOT NULL,
  round INTEGER NOT NULL,
  table_number INTEGER NOT NULL,
  player_a TEXT NOT NULL,
  player_b TEXT,
  published INTEGER NOT NULL,
  result TEXT,
  PRIMARY KEY (tournament_id, round, table_number)
);
CREATE TABLE IF NOT EXISTS standings (
  tournament_id TEXT NOT NULL,
  rank INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  points INTEGER NOT NULL,
  tiebreakers TEXT NOT NULL,
  random INTEGER NOT NULL,
  detail TEXT NOT NULL,
  PRIMARY KEY (tournament_id, player_id)
);
CREATE TABLE IF NOT EXISTS tournament_staff (
  tournament_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  role TEXT NOT NULL,
  PRIMARY KEY (tournament_id, account_id, role)
);
${JUDGING_DDL}${MATCH_SUMMARIES_DDL}${CAMPAIGNS_DDL}${INVITATIONS_DDL}${TOURNAMENT_STATE_PLAYERS_DDL}${COMMAND_OUTCOMES_DDL}${SESSIONS_DDL}${PERIOD_STREAMS_DDL}`;

const hasTable = (db: ReadDb, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
const hasColumn = (db: ReadDb, table: string, column: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).some((c) => c.name === column);

const hasRow = (db: ReadDb, table: string, where: string) =>
  hasTable(db, table) && db.prepare(`SELECT 1 FROM ${table} WHERE ${where} LIMIT 1`).get() !== undefined;

/**
 * Read models projected before a change of shape or a new model: such a database is projected
 * again from the start of `$all` (its checkpoint is past events the new shape needs).
 */
const OUTDATED: ReadonlyArray<(db: ReadDb) => boolean> = [
  // Before match summaries, or before the state's players were stored apart (they held them inline).
  (db) => hasTable(db, 'checkpoint') && (!hasTable(db, 'match_summaries') || !hasTable(db, 'tournament_state_players')),
  // Judge calls that point at a match event, appeals and calls answered by a ruling in the match came later.
  (db) =>
    hasTable(db, 'judge_calls') &&
    (!hasColumn(db, 'judge_calls', 'match_event') || !hasColumn(db, 'judge_calls', 'answered_by')),
  // Pairing results from before they kept the one-game life totals a row shows (`gameLifeA`, null
  // when none is shown) or each game (`games`, read game by game): every row reads as its games say.
  (db) =>
    hasRow(
      db,
      'pairings',
      "result IS NOT NULL AND (json_type(result, '$.gameLifeA') IS NULL OR json_type(result, '$.games') IS NULL)",
    ),
  // Players' lists from before each list kept who handed it in (`deckHistory`): the player and
  // staff read every list's submitter, staff changes included.
  (db) =>
    hasRow(
      db,
      'tournament_state_players',
      "json_type(player, '$.deck') IS NOT NULL AND json_type(player, '$.deckHistory') IS NULL",
    ),
  // Invitations came later, and with them campaign players became members only once they accept
  // (a player a GM added before is read as invited).
  (db) => hasTable(db, 'checkpoint') && !hasTable(db, 'invitations'),
  // Tournaments summarised before the summary held the current round's name (`roundLabel`, what
  // lists and profiles show).
  (db) => hasRow(db, 'tournaments', "current_round > 0 AND json_type(summary, '$.roundLabel') IS NULL"),
  // Ended tournaments summarised before their label said what they played ("3 rondas suizas + top 4"),
  // not their last round's name: every event that played a round played a Swiss one.
  (db) =>
    hasRow(
      db,
      'tournaments',
      "status = 'ended' AND current_round > 0 AND COALESCE(json_extract(summary, '$.roundLabel.en'), '') NOT LIKE '%Swiss round%'",
    ),
  // Commands' outcomes came later: every command already in the store is found by a resend.
  (db) => hasTable(db, 'checkpoint') && !hasTable(db, 'command_outcomes'),
  // Match summaries from before they kept the match's game (what the public list shows and filters by).
  (db) => hasTable(db, 'match_summaries') && !hasColumn(db, 'match_summaries', 'game'),
  // Tournaments from before they kept their announced start (what the upcoming list is ordered by)
  // and their name as a search compares it.
  (db) =>
    hasTable(db, 'tournaments') &&
    (!hasColumn(db, 'tournaments', 'starts_at') || !hasColumn(db, 'tournaments', 'search_name')),
  // Tournaments from before check-in could open by itself: the platform finds the due ones by this column.
  (db) => hasTable(db, 'tournaments') && !hasColumn(db, 'tournaments', 'check_in_opens_at'),
  // Period streams came later (and sessions were once forgotten before their stream was
  // deleted): the retention prune finds every one.
  (db) => hasTable(db, 'checkpoint') && !hasTable(db, 'period_streams'),
  // A session's match was indexed later: a table says which campaign and session it is.
  (db) => hasTable(db, 'checkpoint') && !hasTable(db, 'campaign_sessions'),
];

/**
 * Creates missing read models. A database projected before a read model existed (its checkpoint
 * is past events the new model needs, e.g. match summaries) is reset, so the catch-up projects
 * every model from the start of `$all` again.
 */
export function migrateReadModels(db: ReadDb): void {
  // Reset before the DDL runs: its indexes may name columns an outdated table lacks.
  if (OUTDATED.some((check) => check(db))) return resetReadModels(db);
  db.exec(DDL);
  // A checkpoint from before stores had an identity: the column is added empty, and the API
  // rebuilds such read models rather than trust positions it cannot tie to a store.
  if (!hasColumn(db, 'checkpoint', 'store_id')) db.exec('ALTER TABLE checkpoint ADD COLUMN store_id TEXT');
}

/** Drops every read model so a rebuild starts from nothing. */
export function resetReadModels(db: ReadDb): void {
  db.transaction(() => {
    for (const table of READ_MODEL_TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec(DDL);
  })();
  forgetCheckpointStatements(db);
  forgetTournamentStateStatements(db);
  forgetCommandOutcomeStatements(db);
}
