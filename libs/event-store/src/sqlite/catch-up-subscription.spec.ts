import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../types.js';
import { CatchUpSubscription } from './catch-up-subscription.js';

const event = (position: number): RecordedEvent => ({
  id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
  streamId: 's',
  type: 'Happened',
  revision: BigInt(position),
  position: BigInt(position),
  data: {},
  metadata: null,
  created: new Date(0),
});

/** An in-memory log with a counter of page reads, a local change count and a manual wake-up. */
function harness() {
  const log: RecordedEvent[] = [];
  const reads: bigint[] = [];
  let changes = 0;
  let wake: () => void = () => undefined;
  const subscription = new CatchUpSubscription(
    -1n,
    (after, limit) => {
      reads.push(after);
      return log.filter((e) => e.position > after).slice(0, limit);
    },
    (e) => e.position,
    () => new Promise<void>((resolve) => (wake = resolve)),
    () => changes,
    () => undefined,
  );
  return {
    subscription,
    reads,
    appendLocally: () => {
      log.push(event(log.length));
      changes += 1;
      wake();
    },
    appendElsewhere: () => log.push(event(log.length)),
    pollTimer: () => wake(),
  };
}

describe('CatchUpSubscription', () => {
  it('after a short page reaches the head, waits instead of reading a page that can only be empty', async () => {
    const h = harness();
    h.appendLocally();
    h.appendLocally();
    const messages = [await h.subscription.next(), await h.subscription.next(), await h.subscription.next()];
    expect(messages.map((m) => m.value.kind)).toEqual(['event', 'event', 'caughtUp']);
    expect(h.reads).toEqual([-1n]);
    const waiting = h.subscription.next();
    await Promise.resolve();
    expect(h.reads).toEqual([-1n]);
    h.appendLocally();
    expect((await waiting).value).toMatchObject({ kind: 'event', event: { position: 2n } });
    expect(h.reads).toEqual([-1n, 1n]);
    await h.subscription.unsubscribe();
  });

  it("still reads another process's events after the poll timer's wake-up", async () => {
    const h = harness();
    expect((await h.subscription.next()).value.kind).toBe('caughtUp');
    const waiting = h.subscription.next();
    h.appendElsewhere();
    h.pollTimer();
    expect((await waiting).value).toMatchObject({ kind: 'event', event: { position: 0n } });
    await h.subscription.unsubscribe();
  });

  it('reads again when this process appended between its read and its wait', async () => {
    const h = harness();
    h.appendLocally();
    expect((await h.subscription.next()).value.kind).toBe('event');
    // Committed after the page was read, before the subscription asked for more: no wake-up needed.
    h.appendLocally();
    expect((await h.subscription.next()).value).toMatchObject({ kind: 'event', event: { position: 1n } });
    await h.subscription.unsubscribe();
  });
});
