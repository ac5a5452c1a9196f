import { describe, expect, it } from 'vitest';
import { SqliteEventStore, StoreUnavailableError, type SubscriptionStatus } from '@cronica/event-store';
import { loadConfig } from '../config/config.js';
import type { ProjectionRunner } from '../projections/projection-runner.service.js';
import type { ProjectionStatus } from '../projections/projection-status.js';
import { HealthController } from './health.controller.js';

function runnerIn(
  state: ProjectionStatus['state'],
  subscription: SubscriptionStatus | null,
  position: bigint | null,
): ProjectionRunner {
  const status: ProjectionStatus = {
    state,
    caughtUp: state === 'live',
    subscription,
    failures: state === 'retrying' ? 1 : 0,
    lastFailure: null,
  };
  return {
    status: () => status,
    position: () => position,
    isCaughtUp: () => status.caughtUp,
  } as unknown as ProjectionRunner;
}

async function check(runner: ProjectionRunner, store: SqliteEventStore, maxLag = '1000') {
  const controller = new HealthController(store, loadConfig({ DATA_DIR: '/tmp', PROJECTION_MAX_LAG: maxLag }), runner);
  let code = 200;
  const body = await controller.health({ status: (c: number) => (code = c) } as never);
  return { code, body };
}

const connected: SubscriptionStatus = { state: 'connected', reconnects: 0, lastError: null };

describe('/health readiness', () => {
  it('is ready (200) only while projections are live on a connected subscription within the lag threshold', async () => {
    const store = new SqliteEventStore({ filename: ':memory:' });
    const events = Array.from({ length: 5 }, (_, n) => ({ id: crypto.randomUUID(), type: 'Tested', data: { n } }));
    const { position } = await store.appendToStream('test-1', events);
    expect(await check(runnerIn('live', connected, position), store)).toMatchObject({
      code: 200,
      body: { status: 'ok', ready: true, projectionLag: 0 },
    });

    const dropped: SubscriptionStatus = {
      state: 'reconnecting',
      reconnects: 3,
      lastError: new StoreUnavailableError('connection reset'),
    };
    const down = await check(runnerIn('live', dropped, position), store);
    expect(down).toMatchObject({
      code: 503,
      body: {
        status: 'not-ready',
        ready: false,
        projections: { subscription: 'reconnecting', reconnects: 3, lastError: 'UNAVAILABLE' },
      },
    });

    expect(await check(runnerIn('retrying', null, position), store)).toMatchObject({
      code: 503,
      body: { ready: false, projections: { state: 'retrying', failures: 1 } },
    });
    expect(await check(runnerIn('catching-up', connected, null), store)).toMatchObject({
      code: 503,
      body: { ready: false, projectionLag: 5 },
    });

    // Live but lagging: four events behind with a threshold of three.
    const behind = (await (async () => {
      for await (const e of store.readAll({ maxCount: 1 })) return e.position;
    })())!;
    expect(await check(runnerIn('live', connected, behind), store, '3')).toMatchObject({
      code: 503,
      body: { ready: false, projectionLag: 4 },
    });
    expect(await check(runnerIn('live', connected, behind), store, '4')).toMatchObject({
      code: 200,
      body: { ready: true },
    });
    await store.close();
  });
});
