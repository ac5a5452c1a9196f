import { PubSub } from 'graphql-subscriptions';
import { describe, expect, it } from 'vitest';
import { presentThenChanges, readOnChange } from './live-feed.js';

async function take<T>(feed: AsyncGenerator<T>, count: number): Promise<T[]> {
  const values: T[] = [];
  for (let i = 0; i < count; i += 1) values.push((await feed.next()).value as T);
  await feed.return(undefined);
  return values;
}

describe('a live feed that starts with the present', () => {
  it('hears a change published after the present was read and before the reader asked for more', async () => {
    const hub = new PubSub();
    let state = 'before';
    const feed = presentThenChanges(hub.asyncIterableIterator<string>('t'), () => state);
    expect((await feed.next()).value).toBe('before');
    // The change lands while the first value is still on its way to the subscriber.
    state = 'after';
    await hub.publish('t', 'changed');
    expect((await feed.next()).value).toBe('changed');
    await feed.return(undefined);
  });

  it('stops listening when the subscriber goes away', async () => {
    const hub = new PubSub();
    const feed = presentThenChanges(hub.asyncIterableIterator<string>('t'), () => 'now');
    await feed.next();
    await feed.return(undefined);
    await hub.publish('t', 'later');
    expect(await feed.next()).toEqual({ done: true, value: undefined });
  });

  it('reads again on every change, skips a value equal to the last one sent, and ends when told to', async () => {
    const hub = new PubSub();
    let count = 1;
    let allowed = true;
    const feed = readOnChange(hub.asyncIterableIterator('t'), () => count, { distinct: true, while: () => allowed });
    expect((await feed.next()).value).toBe(1);
    await hub.publish('t', {});
    count = 2;
    await hub.publish('t', {});
    expect((await feed.next()).value).toBe(2);
    allowed = false;
    await hub.publish('t', {});
    expect((await feed.next()).done).toBe(true);
    expect(await take(feed, 0)).toEqual([]);
  });
});
