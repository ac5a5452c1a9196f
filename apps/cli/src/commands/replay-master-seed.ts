import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { masterSeedCommitment, parseSeedHex, type HeaderLine, type ReplayRecord } from '@cronica/replay';
import { UsageError } from '../command.js';

/**
 * Where the API keeps each match's secret master seed: its own
 * database under DATA_DIR, table `match_master_seeds` (apps/api/src/matches/match-secrets.ts,
 * apps/api/src/store/api-db.ts). The seed is never in an event, so the stream alone cannot
 * reveal it in a seal.
 */
export const API_DB_FILE = 'api.sqlite';
export const MATCH_SEEDS_TABLE = 'match_master_seeds';

/** The master seed (hex) the API stored for `matchId`, read-only; undefined when there is none. */
export function storedMasterSeed(dataDir: string, matchId: string): string | undefined {
  const file = join(dataDir, API_DB_FILE);
  if (!existsSync(file)) return undefined;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(MATCH_SEEDS_TABLE);
    if (table === undefined) return undefined;
    const row = db.prepare(`SELECT master FROM ${MATCH_SEEDS_TABLE} WHERE match_id = ?`).get(matchId) as
      { master: string } | undefined;
    return row?.master;
  } finally {
    db.close();
  }
}

/**
 * The records with the master seed on the header record: as stored (simulations, older
 * streams) or put back from `<dataDir>/api.sqlite`. A seed that does not open the header's
 * commitment is refused: the export would reveal a seed that verifies nothing.
 */
export function withMasterSeed(records: readonly ReplayRecord[], matchId: string, dataDir: string): ReplayRecord[] {
  const [header, ...rest] = records;
  if (header === undefined || header.line.kind !== 'header') {
    throw new UsageError(
      `la partida ${matchId} no empieza con una cabecera de repetición / match ${matchId} does not start with a replay header`,
    );
  }
  if (header.master !== undefined) return [header, ...rest];
  const master = storedMasterSeed(dataDir, matchId);
  if (master === undefined) {
    throw new UsageError(
      `ni la cabecera de la partida ${matchId} ni ${join(dataDir, API_DB_FILE)} guardan su semilla maestra; exporta desde el DATA_DIR del servidor (--data-dir) / ` +
        `neither the header of match ${matchId} nor ${join(dataDir, API_DB_FILE)} keeps its master seed; export from the server's DATA_DIR (--data-dir)`,
    );
  }
  if (!opensCommitment(master, matchId, (header.line as HeaderLine).seeds.commitment)) {
    throw new UsageError(
      `la semilla maestra guardada para ${matchId} no coincide con el compromiso de la cabecera / the master seed stored for ${matchId} does not match the header's commitment`,
    );
  }
  return [{ ...header, master }, ...rest];
}

function opensCommitment(master: string, matchId: string, commitment: string): boolean {
  try {
    return masterSeedCommitment(parseSeedHex(master, 'master seed'), matchId) === commitment;
  } catch {
    return false;
  }
}
