import { createClient, type Client } from 'graphql-ws';
import { playTable, viewOf, type BenchTable, type View } from './bench-api-play.js';
import { VIEW_FIELDS } from './bench-api-queries.js';
import { summarize, type Figures, type Gql } from './bench-http.js';

/**
 * `bench api --push`: the players learn that the turn came back to them from the `matchUpdated`
 * pushes over graphql-ws, as the web's match board does (apps/web/src/graphql/match.ts,
 * MATCH_UPDATED), instead of asking `matchView`. Each player keeps one socket with its session in
 * the connection parameters (`authorization`, as the API's tests send it). When the turn passes,
 * the other player waits for a push that offers it a command and holds at least the events the
 * last answer held (`eventCount`); without one within PUSH_WAIT_MS it asks `matchView` once
 * (counted as a fallback), so a lost push slows the run without stopping it.
 */
const PUSH_WAIT_MS = 5_000;

const UPDATED = `subscription ($m: ID!) { matchUpdated(matchId: $m) { ${VIEW_FIELDS} } }`;
export type PushTable = BenchTable;

export interface PushFigures {
  /** Views received over the sockets during the commands. */
  readonly pushes: number;
  /** `matchView` queries sent because no push offered the turn within the wait. */
  readonly fallbackViews: number;
}

export function pushLines(push: PushFigures | undefined): string[] {
  if (push === undefined) return [];
  return [
    `  avisos / pushes (--push): ${push.pushes} recibidos / received, ${push.fallbackViews} matchView de respaldo / fallback matchView queries`,
  ];
}

const yourTurnOrOver = (view: View) => view.legalCommands.length > 0 || view.status === 'finished';

/** One seat's socket: the pushes it received, and whoever waits for the next one. */
export class SeatFeed {
  pushes = 0;
  latest: View | null = null;
  private waiters: Array<() => void> = [];

  constructor(readonly client: Client) {}

  received(view: View): void {
    this.pushes += 1;
    this.latest = view;
    for (const wake of this.waiters.splice(0)) wake();
  }

  /**
   * The first pushed view of at least `events` events that offers this seat a command or ends the
   * match (or that `wanted` accepts); null on timeout.
   */
  async offer(events: number, timeoutMs: number, wanted = yourTurnOrOver): Promise<View | null> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const view = this.latest;
      if (view && view.eventCount >= events && wanted(view)) return view;
      const left = deadline - performance.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }
}

const wsUrl = (url: string) => `${url.replace(/^http/, 'ws')}/graphql`;

/** Both seats of every table subscribed; resolves once every socket is connected. */
async function subscribeAll(urls: readonly string[], tables: readonly PushTable[]): Promise<SeatFeed[][]> {
  const connected: Array<Promise<void>> = [];
  const feeds = tables.map((table, t) =>
    table.tokens.map((token) => {
      const client = createClient({
        url: wsUrl(urls[t % urls.length]!),
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        lazy: false,
        retryAttempts: 0,
      });
      connected.push(new Promise((resolve) => client.on('connected', () => resolve())));
      const feed = new SeatFeed(client);
      client.subscribe<{ matchUpdated: View }>(
        { query: UPDATED, variables: { m: table.matchId } },
        {
          next: (r) => r.data && feed.received(r.data.matchUpdated),
          error: () => undefined,
          complete: () => undefined,
        },
      );
      return feed;
    }),
  );
  await Promise.all(connected);
  // Each feed opens with the match as it is: once every seat has it, every subscription is live.
  await Promise.all(feeds.flat().map((feed) => feed.offer(0, PUSH_WAIT_MS, () => true)));
  return feeds;
}

/** Every player's socket, subscribed to its match: `play` runs the commands, `close` ends the sockets. */
export async function openPushes(
  urls: readonly string[],
  tables: readonly PushTable[],
): Promise<{
  play(gql: Gql, perMatch: number): Promise<{ figures: Figures; finished: number; push: PushFigures }>;
  close(): Promise<void>;
}> {
  const feeds = await subscribeAll(urls, tables);
  const received = () => feeds.flat().reduce((n, f) => n + f.pushes, 0);
  return {
    async play(gql, perMatch) {
      const latencies: number[] = [];
      const counts = { errors: 0, finished: 0, fallbackViews: 0 };
      const pushesBefore = received();
      const started = performance.now();
      await Promise.all(
        tables.map((table, t) =>
          playTable(gql, table, t, perMatch, { latencies, counts }, async (seat, last) => {
            const pushed = await feeds[t]![seat]!.offer(last.eventCount, PUSH_WAIT_MS);
            if (pushed === null) counts.fallbackViews += 1;
            return pushed ?? (await viewOf(gql, table, seat));
          }),
        ),
      );
      return {
        figures: summarize(latencies, performance.now() - started, counts.errors),
        finished: counts.finished,
        push: { pushes: received() - pushesBefore, fallbackViews: counts.fallbackViews },
      };
    },
    async close() {
      await Promise.all(feeds.flat().map((feed) => feed.client.dispose()));
    },
  };
}
