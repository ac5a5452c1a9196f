import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';

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
