import type { Client } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { pushLines, SeatFeed } from './bench-api-push.js';

const view = (eventCount: number, offers: number, status = 'live') => ({
  status,
  eventCount,
  legalCommands: Array.from({ length: offers }, () => ({ command: { type: 'Pass', data: {} } })),
});

// The live run needs the built API (`npm run -s cli -- bench api --push`); this is how a player waits for its turn.
describe('bench api --push: a player waits for the push that gives it the turn', () => {
  it('takes a pushed view that offers a command and holds the events the last answer held', async () => {
    const feed = new SeatFeed({} as Client);
    const waiting = feed.offer(10, 1_000);
    feed.received(view(9, 2));
    feed.received(view(10, 0));
    feed.received(view(11, 3));
    expect(await waiting).toEqual(view(11, 3));
    expect(feed.pushes).toBe(3);
  });

  it('ends the wait on a finished match, and gives up after the wait with nothing (the bench then asks matchView)', async () => {
    const feed = new SeatFeed({} as Client);
    feed.received(view(20, 0, 'finished'));
    expect(await feed.offer(20, 1_000)).toMatchObject({ status: 'finished' });
    expect(await new SeatFeed({} as Client).offer(1, 20)).toBeNull();
  });

  it('prints the pushes received and the fallback queries only in push mode', () => {
    expect(pushLines(undefined)).toEqual([]);
    expect(pushLines({ pushes: 8, fallbackViews: 1 }).join('\n')).toContain('8 recibidos / received, 1 matchView');
  });
});
