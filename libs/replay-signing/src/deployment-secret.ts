import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readOrCreateKeyFile } from './key-file.js';

/**
 * The one secret the operator gives every API instance. Nothing secret the API needs is kept on
 * an instance's disk: each key derives from this secret (HKDF-SHA256, the key's name as info),
 * and each match's master seed from one of them, so any instance on any machine computes the
 * same ones. Outside production, without the variable, a file under DATA_DIR stands in for it
 * (made once, like the replay signing key).
 */
export const DEPLOYMENT_SECRET_ENV = 'CRONICA_DEPLOYMENT_SECRET';
export const DEPLOYMENT_SECRET_FILE = join('keys', 'deployment-secret');

export interface DeploymentSecretSource {
  /** The value of `CRONICA_DEPLOYMENT_SECRET` (wins when set). */
  readonly value?: string | undefined;
  /** The server's DATA_DIR, for the stand-in file. */
  readonly dataDir: string;
}

/** The secret given, else the stand-in file's, made now when there is none. */
export async function loadOrCreateDeploymentSecret(source: DeploymentSecretSource): Promise<Buffer> {
  if (source.value !== undefined && source.value.trim() !== '') return Buffer.from(source.value.trim(), 'utf8');
  const file = await readOrCreateKeyFile(join(source.dataDir, DEPLOYMENT_SECRET_FILE), () =>
    randomBytes(32).toString('hex'),
  );
  return Buffer.from(file.text.trim(), 'utf8');
}

/** The secret given, else the stand-in file's; undefined when neither exists (nothing is made). */
export async function readDeploymentSecret(source: DeploymentSecretSource): Promise<Buffer | undefined> {
  if (source.value !== undefined && source.value.trim() !== '') return Buffer.from(source.value.trim(), 'utf8');
  try {
    return Buffer.from((await readFile(join(source.dataDir, DEPLOYMENT_SECRET_FILE), 'utf8')).trim(), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Salt of every derivation: a key for Crónica's API never equals one made from the same secret for anything else. */
const SALT = Buffer.from('cronica-api-keys-v1', 'utf8');

/** The key called `name`, `bytes` long (one name, one use). */
export function deriveKey(secret: Buffer, name: string, bytes: number): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, name, bytes));
}

/** The name of the key match master seeds derive from. */
export const MASTER_SEED_KEY = 'match-master-seed-hmac-sha256';

/**
 * A match's master seed: HMAC-SHA256 under the master-seed key of the store's identity and the
 * match id. The store's identity is in it because match ids are deterministic (a tournament
 * table, a casual match's command): a wiped or another store gets fresh seeds, never ones an
 * earlier store's finished matches revealed.
 */
export function derivedMasterSeed(masterSeedKey: Buffer, storeId: string, matchId: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', masterSeedKey).update(`${storeId}\u0000${matchId}`).digest());
}
