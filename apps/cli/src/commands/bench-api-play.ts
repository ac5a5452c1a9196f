import type { Gql } from './bench-http.js';
import { SUBMIT, VIEW } from './bench-api-queries.js';

/**
 * One table's match as `bench api` plays it, polling or pushed alike: the players take turns
 * sending one of their legal commands until the budget is spent; only how a player learns that
 * the turn came back (`turnCame`) differs between the two modes.
 */

// eventCount: a pushed view is taken only when it shows at least the events the last answer showed.

export type View = {
  status: string;
  eventCount: number;
  legalCommands: Array<{ command: { type: string; data: Record<string, unknown> } }>;
};

export interface BenchTable {
  readonly matchId: string;
  readonly tokens: readonly [string, string];
}

export interface PlayCounts {
  errors: number;
  finished: number;
}

/**
 * `gql` counting the `matchView` requests sent through it: the players' polls between their
 * commands, which cost the API CPU in the commands' phase without being commands.
 */
export function countingViews(gql: Gql): { readonly gql: Gql; views(): number } {
  let views = 0;
  return {
    gql: (query, variables, token) => {
      if (query === VIEW) views += 1;
      return gql(query, variables, token);
    },
    views: () => views,
  };
}

/** `count` matchView requests, the tables' two seats taking turns, one client per table as in play. */
export async function askViews(gql: Gql, tables: readonly BenchTable[], count: number): Promise<void> {
  const perTable = Math.ceil(count / Math.max(tables.length, 1));
  let sent = 0;
  await Promise.all(
    tables.map(async (table) => {
      for (let i = 0; i < perTable && sent < count; i += 1, sent += 1) await viewOf(gql, table, i % 2);
    }),
  );
}

/** The match as one seat's player sees it, asked with `matchView`. */
export async function viewOf(gql: Gql, table: BenchTable, seat: number): Promise<View> {
  return (await gql<{ matchView: View }>(VIEW, { m: table.matchId }, table.tokens[seat])).data!.matchView;
}

/** Plays table `t`: `turnCame(seat, last)` answers the view of the seat the turn passed to. */
export async function playTable(
  gql: Gql,
  table: BenchTable,
  t: number,
  perMatch: number,
  out: { readonly latencies: number[]; readonly counts: PlayCounts },
  turnCame: (seat: number, last: View) => Promise<View>,
): Promise<void> {
  let seat = 0;
  let view = await viewOf(gql, table, 0);
  for (let sent = 0, idle = 0; sent < perMatch && view.status !== 'finished' && idle < 4;) {
    if (view.legalCommands.length === 0) {
      seat = 1 - seat;
      idle += 1;
      view = await turnCame(seat, view);
      continue;
    }
    const { command } = view.legalCommands[(sent * 7 + t) % view.legalCommands.length]!;
    const t0 = performance.now();
    const r = await gql<{ submitGameCommand: { match: View } }>(
      SUBMIT,
      { m: table.matchId, cmd: command, c: `c-${t}-${sent}` },
      table.tokens[seat],
    );
    out.latencies.push(performance.now() - t0);
    sent += 1;
    idle = 0;
    if (r.data) view = r.data.submitGameCommand.match;
    else {
      out.counts.errors += 1;
      view = await viewOf(gql, table, seat);
    }
  }
  if (view.status === 'finished') out.counts.finished += 1;
}
