import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateDeploymentSecret } from '@cronica/replay-signing';
import { ApiSecrets } from '../common/api-secrets.js';
import Database from 'better-sqlite3';
import { API_DB_FILE } from '../store/api-db.js';
import { MATCH_SEEDS_TABLE, MatchSecrets } from './match-secrets.js';

const SECRET = 'the-deployment-secret-every-instance-is-given';
const STORE = 'sqlite:one-store';

/** One API instance's match secrets: its own DATA_DIR, the configuration it was given. */
function instance(secret = SECRET, storeId = STORE, dataDir = mkdtempSync(join(tmpdir(), 'seeds-'))) {
  const db = new Database(join(dataDir, API_DB_FILE));
  const secrets = new ApiSecrets(Buffer.from(secret));
  return { dataDir, db, secrets, matches: new MatchSecrets(db, secrets, storeId) };
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Every file under `dir`, as text. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path).toString('latin1'));
}

describe('match master seeds and API keys derived from the deployment secret', () => {
  it('two instances over different DATA_DIRs, given the same secret, compute the same seed and keys', () => {
    const [a, b] = [instance(), instance()];
    expect(a.dataDir).not.toBe(b.dataDir);
    for (const matchId of ['friendly-1', 'torneo:r1:t3']) {
      expect(hex(a.matches.require(matchId).master)).toBe(hex(b.matches.require(matchId).master));
      expect(a.matches.require(matchId).replay).toEqual(b.matches.require(matchId).replay);
    }
    for (const name of ['read-token-aes-256-gcm', 'device-token-hmac-sha256'])
      expect(a.secrets.key(name, 32).equals(b.secrets.key(name, 32))).toBe(true);
  });

  it('another secret, another store or another match gives another seed; another name another key', () => {
    const seed = hex(instance().matches.require('m').master);
    expect(hex(instance('another-deployment-secret-of-32-chars').matches.require('m').master)).not.toBe(seed);
    expect(hex(instance(SECRET, 'sqlite:a-wiped-and-new-store').matches.require('m').master)).not.toBe(seed);
    expect(hex(instance().matches.require('m2').master)).not.toBe(seed);
    const keys = instance().secrets;
    expect(keys.key('read-token-aes-256-gcm', 32).equals(keys.key('device-token-hmac-sha256', 32))).toBe(false);
  });

  it('stores nothing: no file under DATA_DIR holds the seed or a key', () => {
    const a = instance();
    const master = hex(a.matches.require('match-x').master);
    const key = a.secrets.key('read-token-aes-256-gcm', 32);
    a.db.pragma('wal_checkpoint(TRUNCATE)');
    for (const text of filesUnder(a.dataDir)) {
      expect(text).not.toContain(master);
      expect(text).not.toContain(key.toString('latin1'));
    }
  });

  it('a match created before seeds were derived keeps the seed stored for it then', () => {
    const a = instance();
    const stored = randomBytes(32).toString('hex');
    a.db.exec(
      `CREATE TABLE ${MATCH_SEEDS_TABLE} (match_id TEXT PRIMARY KEY, master TEXT NOT NULL, created_at INTEGER NOT NULL)`,
    );
    a.db.prepare(`INSERT INTO ${MATCH_SEEDS_TABLE} VALUES ('old-match', ?, 0)`).run(stored);
    const reopened = new MatchSecrets(a.db, a.secrets, STORE);
    expect(hex(reopened.require('old-match').master)).toBe(stored);
    expect(hex(reopened.require('new-match').master)).toBe(hex(instance().matches.require('new-match').master));
  });

  it('without the variable, development makes one stand-in secret per DATA_DIR and keeps it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seeds-'));
    const first = await loadOrCreateDeploymentSecret({ dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await loadOrCreateDeploymentSecret({ dataDir: dir })).equals(first)).toBe(true);
    expect((await loadOrCreateDeploymentSecret({ value: SECRET, dataDir: dir })).toString()).toBe(SECRET);
  });
});
