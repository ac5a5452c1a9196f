import { deriveKey, derivedMasterSeed, MASTER_SEED_KEY, readDeploymentSecret } from '@cronica/replay-signing';
import { openChildStore } from './child-api.js';

/**
 * A match's master seed (hex) computed from outside the API, as any instance does: from the
 * deployment secret (`value`, else the stand-in file under `dataDir`) and the store's identity.
 */
export async function masterSeedHex(dataDir: string, matchId: string, value?: string): Promise<string> {
  const secret = await readDeploymentSecret({ value, dataDir });
  if (!secret) throw new Error(`no deployment secret for ${dataDir}`);
  const store = openChildStore(dataDir);
  try {
    const seed = derivedMasterSeed(deriveKey(secret, MASTER_SEED_KEY, 32), await store.storeId(), matchId);
    return Buffer.from(seed).toString('hex');
  } finally {
    await store.close();
  }
}
