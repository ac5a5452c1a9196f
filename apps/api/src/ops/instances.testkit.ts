import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { EventStore, RecordedEvent } from '@cronica/event-store';
import { gameRegistry } from '@cronica/games';
import { matchStream } from '@cronica/matches';
import { dumpReadModels, migrateReadModels, readCheckpoint, rebuildReadModels } from '@cronica/projections';
import { verifyReplay } from '@cronica/replay';
import { READ_MODELS_FILE } from '../store/open.js';
import { chooser, friendlyMatch } from '../matches/match-play.testkit.js';
import { readAllUpTo, type ChildApi } from '../testing/child-api.js';
import { waitCaughtUp, wsAt, type Gql } from '../testing/instances.js';

/** Players playing dice-race matches through any instance: what the two-instance tests drive. */

export const REGISTER = 'mutation ($i: RegisterInput!) { register(input: $i) { token player { id } } }';
export const SEED =
  'mutation ($m: ID!, $s: String!, $c: ID!) { contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { result { duplicate } } }';
const VIEW_FIELDS = 'status eventCount legalCommands { command }';
export const VIEW = `query ($m: ID!) { matchView(matchId: $m) { ${VIEW_FIELDS} } }`;
export const SUBMIT = `mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { events duplicate } match { ${VIEW_FIELDS} } } }`;
export const SUBSCRIBE = 'subscription ($m: ID!) { matchUpdated(matchId: $m) { status eventCount } }';
export const REPLAY = 'query ($m: ID!) { matchReplay(matchId: $m, view: "public") { jsonl } }';

export interface Player {
  readonly id: string;
  readonly token: string;
}

interface View {
  status: string;
  eventCount: number;
  legalCommands: Array<{ command: { type: string; data: Record<string, unknown> } }>;
}

export interface Table {
  readonly matchId: string;
  readonly players: readonly [Player, Player];
}

/** What the clients were told: commands applied (with the events they wrote) and resends answered as duplicates. */
export interface Ledger {
  readonly applied: Map<string, number>;
  duplicates: number;
}

export async function signUp(gql: Gql, username: string): Promise<Player> {
  const r = await gql<{ register: { token: string; player: { id: string } } }>(REGISTER, {
    i: { commandId: `su-${username}`, username, displayName: username, password: `clave-de-${username}` },
  });
  if (!r.data) throw new Error(`sign-up of ${username} failed: ${JSON.stringify(r.errors)}`);
  return { id: r.data.register.player.id, token: r.data.register.token };
}

/** Creates `tables` dice-race matches between fresh accounts and contributes both seeds of each. */
export async function setUpTables(gql: Gql, prefix: string, tables: number): Promise<Table[]> {
  const made: Table[] = [];
  for (let t = 0; t < tables; t += 1) {
    const players = [await signUp(gql, `${prefix}${t}a`), await signUp(gql, `${prefix}${t}b`)] as const;
    const matchId = await friendlyMatch(gql, players[0], players[1], `${prefix}-match-${t}`, { game: 'dice-race' });
    for (const p of players)
      await gql(SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: `seed-${p.id}` }, p.token);
    made.push({ matchId, players });
  }
  return made;
}

/**
 * Both players of a table send their legal commands until the match ends. Every `resendEvery`-th
 * applied command is sent again with the same commandId (the round-robin takes it to the other
 * instance): the answer must be a duplicate and nothing new may be written.
 */
export async function playTable(gql: Gql, table: Table, seed: number, ledger: Ledger, resendEvery = 4): Promise<void> {
  const pick = chooser(seed);
  let sent = 0;
  for (let step = 0; step < 400; step += 1) {
    const seat = step % 2;
    const player = table.players[seat]!;
    const view = (await gql<{ matchView: View }>(VIEW, { m: table.matchId }, player.token)).data?.matchView;
    if (!view) throw new Error(`no view of ${table.matchId}`);
    if (view.status === 'finished') return;
    if (view.legalCommands.length === 0) continue;
    const variables = { m: table.matchId, cmd: pick(view.legalCommands).command, c: `${table.matchId}-${(sent += 1)}` };
    const answer = await gql<{ submitGameCommand: { result: { events: string[]; duplicate: boolean } } }>(
      SUBMIT,
      variables,
      player.token,
    );
    // A refusal (the rival moved first) is data: the next view says what is legal now.
    const result = answer.data?.submitGameCommand.result;
    if (!result || result.events.length === 0) continue;
    if (!result.duplicate) ledger.applied.set(variables.c, result.events.length);
    if (sent % resendEvery === 0) {
      const again = await gql<{ submitGameCommand: { result: { duplicate: boolean } } }>(
        SUBMIT,
        variables,
        player.token,
      );
      if (again.data?.submitGameCommand.result.duplicate !== true)
        throw new Error(`resend of ${variables.c} was not a duplicate: ${JSON.stringify(again)}`);
      ledger.duplicates += 1;
    }
  }
  throw new Error(`${table.matchId} did not finish in 400 steps`);
}

/** Every push a subscriber received, in order. */
export interface Feed {
  readonly counts: number[];
  readonly statuses: string[];
  readonly ready: Promise<void>;
  readonly close: () => Promise<void>;
}

/** Every push a subscriber on `url` received, in order. */
export function subscribe(url: string, table: Table, seat: 0 | 1): Feed {
  const client = wsAt(url, table.players[seat].token);
  const feed = { counts: [] as number[], statuses: [] as string[] };
  const ready = new Promise<void>((resolve) => client.on('connected', () => setTimeout(resolve, 100)));
  client.subscribe<{ matchUpdated: { status: string; eventCount: number } }>(
    { query: SUBSCRIBE, variables: { m: table.matchId } },
    {
      next: (value) => {
        if (!value.data) return;
        feed.counts.push(value.data.matchUpdated.eventCount);
        feed.statuses.push(value.data.matchUpdated.status);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return { ...feed, ready, close: () => client.dispose() as Promise<void> };
}

/** Polls `check` for up to a minute: a guard against a hang on a busy machine, not a timing assertion. */
export async function until(check: () => boolean, what: string, attempts = 1200): Promise<void> {
  for (let i = 0; i < attempts && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!check()) throw new Error(`never happened: ${what}`);
}

/**
 * What the store holds against what the clients of one table were told: commands applied more
 * than once, and acknowledged commands missing or with another number of events. Empty: none lost, none doubled.
 */
export async function ledgerMismatches(store: EventStore, table: Table, ledger: Ledger): Promise<unknown[]> {
  const runs = commandRuns(await readStream(store, matchStream(table.matchId)));
  const mismatches: unknown[] = [...runs].filter(([, run]) => run.runs !== 1);
  for (const [commandId, count] of ledger.applied) {
    const stored = runs.get(commandId)?.events;
    if (commandId.startsWith(`${table.matchId}-`) && stored !== count) mismatches.push({ commandId, count, stored });
  }
  return mismatches;
}

/** A table played out: each command applied exactly once (one run of events, as many as its client was told), the match at its end, its replay intact. */
export const PLAYED_OUT = { mismatches: [], status: 'finished', replay: { errors: [], fullyVerified: true } } as const;

/** What a table looks like once played: the store against the ledger, the match as an instance serves it, its public replay verified. */
export async function tableAfterPlay(
  gql: Gql,
  store: EventStore,
  table: Table,
  ledger: Ledger,
): Promise<{
  mismatches: unknown[];
  status: string;
  eventCount: number;
  replay: Awaited<ReturnType<typeof verifyPublicReplay>>;
}> {
  const mismatches = await ledgerMismatches(store, table, ledger);
  // The views count game events (not the match's own setup events): ask the API for the last one.
  const last = await gql<{ matchView: { status: string; eventCount: number } }>(
    VIEW,
    { m: table.matchId },
    table.players[0].token,
  );
  if (!last.data) throw new Error(JSON.stringify(last.errors));
  const { status, eventCount } = last.data.matchView;
  return { mismatches, status, eventCount, replay: await verifyPublicReplay(gql, table.matchId) };
}

/**
 * Waits until every feed (two a table, in the tables' order) has seen its table's last event, then
 * closes them. Pushes may cover several events at once; each feed must reach the end.
 */
export async function feedsReachTheEnd(feeds: readonly Feed[], finalCounts: readonly number[]): Promise<void> {
  await until(
    () => feeds.every((feed, i) => feed.counts.at(-1) === finalCounts[Math.floor(i / 2)]),
    'every subscriber saw the last event',
  );
  await Promise.all(feeds.map((feed) => feed.close()));
}

/** Lets each instance catch up with the store, stops them, and gives each one's read models beside a rebuild. */
export async function stopAndRebuild(
  instances: readonly ChildApi[],
  readModelsDirs: readonly string[],
  store: EventStore,
): Promise<Array<Awaited<ReturnType<typeof readModelsAndRebuild>>>> {
  for (const api of instances) await waitCaughtUp(api.url);
  for (const api of instances) api.child.kill('SIGTERM');
  await Promise.all(instances.map((api) => api.exited));
  const dumps = [];
  for (const dir of readModelsDirs) dumps.push(await readModelsAndRebuild(dir, store));
  return dumps;
}

export async function readStream(store: EventStore, stream: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
}

/**
 * Commands that reached the stream more than once: each command's events must be one run of
 * consecutive revisions; a second run of the same commandId is a command applied twice.
 */
export function commandRuns(events: readonly RecordedEvent[]): Map<string, { runs: number; events: number }> {
  const seen = new Map<string, { runs: number; events: number }>();
  let previous: string | undefined;
  for (const event of events) {
    const id = String((event.metadata as { commandId?: unknown } | null)?.commandId);
    const entry = seen.get(id) ?? { runs: 0, events: 0 };
    seen.set(id, { runs: entry.runs + (id === previous ? 0 : 1), events: entry.events + 1 });
    previous = id;
  }
  return seen;
}

/** The public replay of a finished match, verified (hash chain, seals, re-execution). */
export async function verifyPublicReplay(
  gql: Gql,
  matchId: string,
): Promise<{ errors: readonly unknown[]; fullyVerified: boolean }> {
  const replay = await gql<{ matchReplay: { jsonl: string } }>(REPLAY, { m: matchId });
  if (!replay.data) throw new Error(JSON.stringify(replay.errors));
  const report = verifyReplay(replay.data.matchReplay.jsonl, { games: gameRegistry({ testGames: true }).modules() });
  return { errors: report.errors, fullyVerified: report.fullyVerified };
}

/** An instance's read models (the process stopped) beside a rebuild from the store up to the same checkpoint. */
export async function readModelsAndRebuild(
  readModelsDir: string,
  store: EventStore,
): Promise<{ live: Record<string, unknown[]>; rebuilt: Record<string, unknown[]> }> {
  const live = new Database(join(readModelsDir, READ_MODELS_FILE), { readonly: true });
  const fresh = new Database(':memory:');
  try {
    migrateReadModels(fresh);
    await rebuildReadModels(fresh, readAllUpTo(store, readCheckpoint(live).position));
    return { live: dumpReadModels(live), rebuilt: dumpReadModels(fresh) };
  } finally {
    live.close();
    fresh.close();
  }
}
