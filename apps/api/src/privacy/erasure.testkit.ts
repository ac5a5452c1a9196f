import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { isSealedText, PersonalDataVault, SqliteEventStore, type EventStore } from '@cronica/event-store';
import { dumpReadModels, migrateReadModels, readCheckpoint, rebuildReadModels } from '@cronica/projections';
import { readAllUpTo } from '../testing/child-api.js';
import { cmd, mutate, type Account, type TestApi } from '../testing/harness.js';
import { READ_MODELS_FILE } from '../store/open.js';
import { EVENT_STORE } from '../store/tokens.js';

/** What the erasure specs share: a quiet sign-up, the store's sealed values of a person, and the scans after. */

/** The GraphQL documents of a person's side of an erasure: signing up and in, erasing, and what they did at an event. */
export const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { token player { id } } }';
export const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
export const ERASE = 'mutation ($p: String!) { eraseMyAccount(password: $p) }';
export const ERASE_GUEST = 'mutation ($t: ID!, $p: ID!) { eraseGuestName(tournamentId: $t, playerId: $p) }';
export const CALL = `mutation ($t: ID!, $r: String!, $c: ID!) { callJudge(tournamentId: $t, reason: $r, commandId: $c) { recordId } }`;

/** The web's sign-up: a random commandId (the harness's names the username, which the store keeps). */
export async function signUpQuietly(
  api: TestApi,
  username: string,
  displayName: string,
  password: string,
): Promise<Account> {
  const input = { commandId: cmd('signup'), username, displayName, password };
  const { register } = await mutate<{ register: { token: string; player: { id: string } } }>(api, REGISTER, {
    input,
  });
  return { id: register.player.id, username, token: register.token };
}

/** Every file under `dir`, recursively. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function collectSealed(value: unknown, found: Set<string>): void {
  if (isSealedText(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) collectSealed(item, found);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) collectSealed(item, found);
}

/**
 * Every value sealed with the person's key anywhere in the running API's store, opened: what
 * their erasure makes unreadable. The sealed form names its person (`<prefix>:<personId>:…`).
 */
export async function sealedValuesOf(api: TestApi, personId: string): Promise<string[]> {
  const store = api.app.get<symbol, EventStore>(EVENT_STORE);
  const vault = api.app.get(PersonalDataVault);
  const found = new Set<string>();
  for await (const event of store.readAll()) collectSealed(event.data, found);
  const theirs = [...found].filter((sealed) => sealed.split(':')[1] === personId);
  const opened = await vault.openMany(theirs);
  return [...new Set(opened.filter((text): text is string => text !== null))];
}

/** Fails naming the file (or the log) that still holds one of `texts`. */
export function expectNoneOf(texts: readonly string[], dataDir: string, logLines: readonly string[]): void {
  for (const file of filesUnder(dataDir)) {
    const bytes = readFileSync(file);
    for (const text of texts) expect(bytes.includes(Buffer.from(text)), `${text} in ${file}`).toBe(false);
  }
  const log = logLines.join('');
  for (const text of texts) expect(log.includes(text), `${text} in the API log`).toBe(false);
}

/** Rebuilds every read model from the stopped API's store and compares them with the live ones. */
export async function expectRebuildEqualsLive(api: TestApi): Promise<void> {
  const store = new SqliteEventStore({ dataDir: api.dataDir });
  const live = new Database(join(api.config.readModelsDir, READ_MODELS_FILE), { readonly: true });
  const fresh = new Database(':memory:');
  try {
    migrateReadModels(fresh);
    await rebuildReadModels(fresh, readAllUpTo(store, readCheckpoint(live).position));
    // The checkpoint aside: the erasure's last events (a sign-out, the sessions') left the store
    // with their tombstoned streams, so the rebuild's last event may come before the live one's.
    const { checkpoint: rebuiltAt, ...rebuilt } = dumpReadModels(fresh);
    const { checkpoint: liveAt, ...projected } = dumpReadModels(live);
    expect(rebuilt).toEqual(projected);
    const position = (rows: unknown[] | undefined) => (rows![0] as { position: bigint }).position;
    expect(position(rebuiltAt)).toBeLessThanOrEqual(position(liveAt));
  } finally {
    live.close();
    fresh.close();
    await store.close();
  }
}
