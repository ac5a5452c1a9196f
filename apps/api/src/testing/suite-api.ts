import { afterAll, beforeAll } from 'vitest';
import { signUp, startTestApi, type Account, type TestApi } from './harness.js';

/**
 * The test API of the calling `describe`: started (with `startTestApi`'s arguments) before its
 * first test and stopped after its last. The handle forwards to the running API, so a test uses
 * it like the one `startTestApi` answers; reaching it outside a test (before the start) throws.
 */
export function suiteApi(...args: Parameters<typeof startTestApi>): TestApi {
  let running: TestApi | undefined;
  beforeAll(async () => {
    running = await startTestApi(...args);
  });
  afterAll(async () => {
    await running?.stop();
  });
  return new Proxy({} as TestApi, {
    get(_handle, key) {
      if (running === undefined) throw new Error('the suite API was reached before its beforeAll started it');
      return Reflect.get(running, key, running);
    },
  });
}

/**
 * Limits low enough for a test to reach, the same over HTTP and over graphql-ws (each transport's
 * suite adds its own body size, and the socket's own limits).
 */
export const TIGHT_LIMITS = {
  MAX_QUERY_DEPTH: '2',
  MAX_QUERY_COST: '60',
  RATE_LIMIT_MUTATIONS_PER_MINUTE: '3',
} as const;

/**
 * `suiteApi()` of an API that also plays the test games (the dice race): `CRONICA_TEST_GAMES` is
 * set for the suite only, since the game registry reads it from the process when the API starts.
 */
export function testGamesApi(...args: Parameters<typeof startTestApi>): TestApi {
  beforeAll(() => {
    process.env.CRONICA_TEST_GAMES = '1';
  });
  afterAll(() => {
    delete process.env.CRONICA_TEST_GAMES;
  });
  return suiteApi(...args);
}

/**
 * The suite's accounts, one per username, signed up on `api` before the suite's own `beforeAll`
 * runs (call it right after `suiteApi()`) and filled into the objects returned here, so a suite
 * names them once.
 */
export function suiteAccounts<const Names extends readonly string[]>(
  api: TestApi,
  usernames: Names,
): { readonly [N in keyof Names]: Account } {
  const accounts = usernames.map(() => ({}) as Account);
  beforeAll(async () => {
    const signedUp = await Promise.all(usernames.map((username) => signUp(api, username)));
    signedUp.forEach((account, n) => Object.assign(accounts[n]!, account));
  });
  return accounts as unknown as { readonly [N in keyof Names]: Account };
}
