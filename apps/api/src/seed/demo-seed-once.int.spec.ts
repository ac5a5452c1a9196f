import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childApiFolder, spawnApi, type ChildApi } from '../testing/child-api.js';
import { DEMO_CUP_ID, DEMO_LEAGUE_ID, DEMO_OPEN_ID } from './demo-tournaments.js';

const REPLICAS = [1, 2, 3];

const logged = (api: ChildApi, message: string) =>
  api.output.some((line) => line.includes(`"msg":${JSON.stringify(message)}`));

async function gql<T>(api: ChildApi, query: string): Promise<T | undefined> {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data?: T }).data;
}

describe('replicas that start together on an empty store', () => {
  const { dataDir: dir, running: apis } = childApiFolder('cronica-seed-once-', 'SIGTERM');

  it('all come up, exactly one of them seeds the demo, and every one serves it', async () => {
    // As compose runs them: separate processes on one store, each with its read models in a folder of its own.
    const started = await Promise.allSettled(
      REPLICAS.map((n) => spawnApi(dir, { SEED_DEMO: '1', READ_MODELS_DIR: join(dir, `replica-${n}`) })),
    );
    for (const outcome of started) if (outcome.status === 'fulfilled') apis.push(outcome.value);
    const failures = started.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect(failures).toEqual([]);
    await expect.poll(() => apis.filter((api) => logged(api, 'demo seeded')).length, { timeout: 60_000 }).toBe(1);

    for (const api of apis) {
      const tournaments = async () =>
        (await gql<{ tournaments: Array<{ id: string }> }>(api, '{ tournaments { id } }'))?.tournaments
          .map((t) => t.id)
          .sort();
      await expect.poll(tournaments, { timeout: 20_000 }).toEqual([DEMO_CUP_ID, DEMO_LEAGUE_ID, DEMO_OPEN_ID].sort());
      // Each replica's read models follow the store on their own, so the practice match may arrive after the tournaments.
      const finishedPractice = async () =>
        (
          await gql<{ matches: Array<{ kind: string }> }>(api, '{ matches(status: FINISHED) { kind } }')
        )?.matches.filter((m) => m.kind === 'practice').length;
      await expect.poll(finishedPractice, { timeout: 20_000 }).toBe(1);
    }
    expect(apis.filter((api) => logged(api, 'demo seeded'))).toHaveLength(1);
  }, 180_000);
});
