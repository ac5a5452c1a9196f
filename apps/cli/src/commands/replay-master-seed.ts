import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { masterSeedCommitment, parseSeedHex, type HeaderLine, type ReplayRecord } from '@cronica/replay';
import {
  DEPLOYMENT_SECRET_ENV,
  deriveKey,
  derivedMasterSeed,
  MASTER_SEED_KEY,
  readDeploymentSecret,
} from '@cronica/replay-signing';
import { UsageError } from '../command.js';

/**
 * Where a match's secret master seed comes from. The API derives it from the deployment secret
 * (`CRONICA_DEPLOYMENT_SECRET`, else the stand-in file under DATA_DIR/keys) and the store's
 * identity (apps/api/src/matches/match-secrets.ts); matches created before that keep the seed
 * drawn for them in its database under DATA_DIR, table `match_master_seeds`. The seed is never in
 * an event, so the stream alone cannot reveal it in a seal.
 */
export const API_DB_FILE = 'api.sqlite';
export const MATCH_SEEDS_TABLE = 'match_master_seeds';

/** Where to look for a match's master seed. */
export interface SeedSource {
  /** The server's DATA_DIR (api.sqlite, the stand-in deployment secret). */
  readonly dataDir: string;
  /** The identity of the store the match was read from (EventStore.storeId). */
  readonly storeId: string;
  /** `CRONICA_DEPLOYMENT_SECRET`, when given. */
  readonly secret?: string | undefined;
}

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
export async function withMasterSeed(
  records: readonly ReplayRecord[],
  matchId: string,
  source: SeedSource,
): Promise<ReplayRecord[]> {
  const [header, ...rest] = records;
  if (header === undefined || header.line.kind !== 'header') {
    throw new UsageError(
      `la partida ${matchId} no empieza con una cabecera de repetición / match ${matchId} does not start with a replay header`,
    );
  }
  if (header.master !== undefined) return [header, ...rest];
  const dataDir = source.dataDir;
  const master = storedMasterSeed(dataDir, matchId) ?? (await derivedMasterSeedHex(source, matchId));
  if (master === undefined) {
    throw new UsageError(
      `ni la cabecera de la partida ${matchId} ni ${join(dataDir, API_DB_FILE)} guardan su semilla maestra, y no hay secreto de despliegue (${DEPLOYMENT_SECRET_ENV}); exporta desde el DATA_DIR del servidor (--data-dir) / ` +
        `neither the header of match ${matchId} nor ${join(dataDir, API_DB_FILE)} keeps its master seed, and there is no deployment secret (${DEPLOYMENT_SECRET_ENV}); export from the server's DATA_DIR (--data-dir)`,
    );
  }
  if (!opensCommitment(master, matchId, (header.line as HeaderLine).seeds.commitment)) {
    throw new UsageError(
      `la semilla maestra guardada o derivada para ${matchId} no coincide con el compromiso de la cabecera (¿otro ${DEPLOYMENT_SECRET_ENV}?) / the master seed stored or derived for ${matchId} does not match the header's commitment (another ${DEPLOYMENT_SECRET_ENV}?)`,
    );
  }
  return [{ ...header, master }, ...rest];
}

/** The seed the API derives for the match, when a deployment secret is given or found under DATA_DIR. */
async function derivedMasterSeedHex(source: SeedSource, matchId: string): Promise<string | undefined> {
  const secret = await readDeploymentSecret({ value: source.secret, dataDir: source.dataDir });
  if (secret === undefined) return undefined;
  const seed = derivedMasterSeed(deriveKey(secret, MASTER_SEED_KEY, 32), source.storeId, matchId);
  return Buffer.from(seed).toString('hex');
}

function opensCommitment(master: string, matchId: string, commitment: string): boolean {
  try {
    return masterSeedCommitment(parseSeedHex(master, 'master seed'), matchId) === commitment;
  } catch {
    return false;
  }
}
