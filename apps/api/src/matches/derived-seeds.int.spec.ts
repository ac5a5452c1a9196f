import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME, type EventStore, type RecordedEvent } from '@cronica/event-store';
import { matchStream } from '@cronica/matches';
import { masterSeedCommitment, recordsFromStream, type HeaderLine } from '@cronica/replay';
import { ApiSecrets } from '../common/api-secrets.js';
import { EVENT_STORE } from '../store/tokens.js';
import { cmd, signUp, startTestApi, type TestApi } from '../testing/harness.js';
import { MatchSecrets } from './match-secrets.js';
import { friendlyMatch } from './match-play.testkit.js';

const SECRET = 'one-deployment-secret-for-every-instance';
const KEYS = ['read-token-aes-256-gcm', 'device-token-hmac-sha256'];

const masterOf = (api: TestApi, matchId: string) =>
  Buffer.from(api.app.get(MatchSecrets, { strict: false }).require(matchId).master).toString('hex');
const keysOf = (api: TestApi) =>
  KEYS.map((name) => api.app.get(ApiSecrets, { strict: false }).key(name, 32).toString('hex'));

/** A new instance on a DATA_DIR of its own, holding a copy of `from`'s store (the same store, seen from another machine). */
async function instanceOn(from: string, secret: string): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'cronica-instance-'));
  copyFileSync(join(from, SQLITE_FILE_NAME), join(dir, SQLITE_FILE_NAME));
  return startTestApi({ CRONICA_DEPLOYMENT_SECRET: secret }, dir);
}

describe('master seeds and keys on instances with their own DATA_DIR', () => {
  const dirs: string[] = [];
  let matchId: string;
  let first: { master: string; keys: string[]; commitment: string };
  beforeAll(async () => {
    dirs.push(mkdtempSync(join(tmpdir(), 'cronica-instance-')));
    const api = await startTestApi({ CRONICA_DEPLOYMENT_SECRET: SECRET }, dirs[0]);
    const [ana, bea] = [await signUp(api, 'ana'), await signUp(api, 'bea')];
    matchId = await friendlyMatch(api.gql, ana, bea, cmd('friendly'));
    const events: RecordedEvent[] = [];
    for await (const event of api.app.get<EventStore>(EVENT_STORE, { strict: false }).readStream(matchStream(matchId)))
      events.push(event);
    const header = recordsFromStream(events)[0]!.line as HeaderLine;
    first = { master: masterOf(api, matchId), keys: keysOf(api), commitment: header.seeds.commitment };
    await api.stop();
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('another instance given the same secret computes the seed the first event committed to, and the same keys', async () => {
    const other = await instanceOn(dirs[0]!, SECRET);
    dirs.push(other.dataDir);
    try {
      expect(masterOf(other, matchId)).toBe(first.master);
      expect(masterSeedCommitment(Buffer.from(first.master, 'hex'), matchId)).toBe(first.commitment);
      expect(keysOf(other)).toEqual(first.keys);
    } finally {
      await other.stop();
    }
  });

  it('an instance given another secret computes other seeds and keys', async () => {
    const other = await instanceOn(dirs[0]!, 'another-deployment-secret-entirely-0001');
    dirs.push(other.dataDir);
    try {
      expect(masterOf(other, matchId)).not.toBe(first.master);
      expect(keysOf(other).some((key, n) => key === first.keys[n])).toBe(false);
    } finally {
      await other.stop();
    }
  });
});
