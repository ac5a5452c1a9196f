import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { defaultSynchronous, openEventStore, type EventStore } from '@cronica/event-store';
import { clientCommand } from '@cronica/matches';
import { findSession, migrateReadModels, Projector, type ProjectedEvent } from '@cronica/projections';
import { asAppended, type PlayedCommand, type PlayedMatch } from './bench-api-parts-play.js';

/**
 * The parts of a game command, each measured alone in the bench's own process with
 * process.cpuUsage() (user + system, every thread) around many repetitions, after the API child
 * has stopped: the clock /proc gives for the API process, so the parts add up against the API's
 * CPU per command. The play that produced the commands ran first, so the code is as warm as the
 * API's in the middle of its run.
 */

/** Repetitions: at least this many commands per part, so a part's figure is not one timer tick. */
export const MIN_SAMPLES = 2_000;

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** Fresh stores per run at most: opening one costs more than the appends of a small run. */
const MAX_STORE_PASSES = 20;

const passesFor = (commands: number, samples: number) => Math.max(1, Math.ceil(samples / Math.max(commands, 1)));

/** Commands in the order concurrent tables send them: the first of every match, then the second… */
export function interleaved(matches: readonly PlayedMatch[]): PlayedCommand[] {
  const longest = Math.max(0, ...matches.map((m) => m.commands.length));
  const order: PlayedCommand[] = [];
  for (let k = 0; k < longest; k += 1) for (const m of matches) if (k < m.commands.length) order.push(m.commands[k]!);
  return order;
}

/**
 * The decision: each command decided on the state before it and its events folded in, as the
 * bus does on one instance (it decides on the state it folded after the previous command,
 * stream-loader.ts, so no command reads the stream again): the match decider with its replay
 * tape (hash chain, signed checkpoints), the events prepared as the bus appends them.
 */
export function measureDecide(matches: readonly PlayedMatch[], samples = MIN_SAMPLES): number {
  const commands = matches.reduce((n, m) => n + m.commands.length, 0);
  const passes = passesFor(commands, samples);
  const start = process.cpuUsage();
  for (let pass = 0; pass < passes; pass += 1) {
    for (const match of matches) {
      let state = match.started;
      for (const c of match.commands) {
        const decision = match.decide(c.command, state, match.context);
        state = asAppended(c.stream, c.actor, c.commandId, decision)!.reduce(match.evolve, state);
      }
    }
  }
  return cpuMsSince(start) / Math.max(commands * passes, 1);
}

/**
 * The answer: a command's reply carries the match as the sender sees it next, its legal moves
 * above all (apps/api/src/matches/match-views.ts): the rules' `legalCommands` for the sender's
 * seat on the state after the command, as the client receives them, serialized.
 */
export function measureAnswer(matches: readonly PlayedMatch[], samples = MIN_SAMPLES): number {
  const after = matches.flatMap((match) => {
    let state = match.started;
    return match.commands.map((c) => {
      state = c.events.reduce(match.evolve, state);
      return { state, seat: state.created!.seats.findIndex((s) => s.player === c.actor) };
    });
  });
  const passes = passesFor(after.length, samples);
  const start = process.cpuUsage();
  for (let pass = 0; pass < passes; pass += 1)
    for (const { state, seat } of after) {
      const legal = state.game === null || state.module === null ? [] : state.module.legalCommands(state.game, seat);
      JSON.stringify(legal.map((command) => ({ command: clientCommand(command) })));
    }
  return cpuMsSince(start) / Math.max(after.length * passes, 1);
}

interface StoreRun {
  readonly appendMs: number;
  readonly projectMs: number;
  readonly bytes: number;
  readonly events: number;
}

/**
 * The append and the projection, in a fresh embedded store (openEventStore on a temporary
 * DATA_DIR) per pass: every command's events appended at the revision the command expected, then
 * read back from `$all` and applied to a fresh read-models file batch by batch, one command's
 * events per batch, as the API's projection runner does when commands arrive one at a time.
 */
export async function measureStore(matches: readonly PlayedMatch[], samples = MIN_SAMPLES): Promise<StoreRun> {
  const order = interleaved(matches);
  const passes = Math.min(MAX_STORE_PASSES, passesFor(order.length, samples));
  let appendMs = 0;
  let projectMs = 0;
  for (let pass = 0; pass < passes; pass += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'cronica-bench-parts-'));
    const store = openEventStore({ dataDir: dir });
    const read = new Database(join(dir, 'read-models.sqlite'));
    try {
      const revisions = await appendSetup(store, matches);
      appendMs += await timeAppends(store, order, revisions);
      projectMs += await timeProjection(store, read, matches, order);
    } finally {
      read.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const events = order.reduce((n, c) => n + c.events.length, 0);
  const bytes = order.reduce((n, c) => n + Buffer.byteLength(JSON.stringify(c.events)), 0);
  const per = Math.max(order.length * passes, 1);
  return { appendMs: appendMs / per, projectMs: projectMs / per, bytes, events };
}

async function appendSetup(store: EventStore, matches: readonly PlayedMatch[]): Promise<Map<string, bigint>> {
  const revisions = new Map<string, bigint>();
  for (const match of matches)
    for (const c of match.setup) {
      const at = revisions.get(c.stream) ?? 'no_stream';
      revisions.set(
        c.stream,
        (await store.appendToStream(c.stream, c.events, { expectedRevision: at })).nextExpectedRevision,
      );
    }
  return revisions;
}

async function timeAppends(
  store: EventStore,
  order: readonly PlayedCommand[],
  revisions: Map<string, bigint>,
): Promise<number> {
  const start = process.cpuUsage();
  for (const c of order) {
    const result = await store.appendToStream(c.stream, c.events, { expectedRevision: revisions.get(c.stream)! });
    revisions.set(c.stream, result.nextExpectedRevision);
  }
  return cpuMsSince(start);
}

async function readBatch(store: EventStore, from: bigint | 'start', count: number): Promise<ProjectedEvent[]> {
  const batch: ProjectedEvent[] = [];
  for await (const event of store.readAll({ fromPosition: from, maxCount: count })) batch.push(event);
  return batch;
}

/** The read-models file as apps/api/src/store/open.ts opens it; the setup projected before the clock starts. */
async function timeProjection(
  store: EventStore,
  read: Database.Database,
  matches: readonly PlayedMatch[],
  order: readonly PlayedCommand[],
): Promise<number> {
  read.pragma('journal_mode = WAL');
  read.pragma('synchronous = NORMAL');
  migrateReadModels(read);
  const projector = new Projector(read, await store.storeId());
  const setupEvents = matches.reduce((n, m) => n + m.setup.reduce((k, c) => k + c.events.length, 0), 0);
  const setup = await readBatch(store, 'start', setupEvents);
  projector.apply(setup);
  let from = setup.at(-1)!.position + 1n;
  const start = process.cpuUsage();
  for (const c of order) {
    const batch = await readBatch(store, from, c.events.length);
    projector.apply(batch);
    from = batch.at(-1)!.position + 1n;
  }
  return cpuMsSince(start);
}

/**
 * The per-command lookups on a temporary read-model database with the same pragmas: the session by
 * its token's SHA-256 in the `sessions` read model (libs/projections, as apps/api/src/auth/sessions.ts
 * reads it), the mutation bucket in memory (common/rate-limiter.ts, a Nest file that cannot be
 * imported here), and the resend check in the `command_outcomes` read model (a new command misses
 * it, and the projection part already counts writing its row).
 */
export function measureLookups(order: readonly PlayedCommand[], samples = MIN_SAMPLES): number {
  const dir = mkdtempSync(join(tmpdir(), 'cronica-bench-parts-'));
  const db = new Database(join(dir, 'api.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.pragma(`synchronous = ${defaultSynchronous()}`);
    const run = lookupStatements(db);
    const tokens = new Map(order.map((c) => [c.actor, randomBytes(32).toString('base64url')]));
    for (const [actor, token] of tokens)
      run.insertSession.run(digest(token), actor, Date.now(), Date.now() + 1e9, Date.now());
    const passes = passesFor(order.length, samples);
    const start = process.cpuUsage();
    for (let pass = 0; pass < passes; pass += 1)
      for (const c of order) lookupOnce(run, tokens.get(c.actor)!, c, `${pass}-${c.stream}-${c.commandId}`);
    return cpuMsSince(start) / Math.max(order.length * passes, 1);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

function lookupStatements(db: Database.Database) {
  migrateReadModels(db);
  // Rate buckets live in each instance's memory (common/rate-limiter.ts): a map, as there.
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    insertSession: db.prepare(
      'INSERT INTO sessions (digest, account_id, created_at, expires_at, last_used_at, started_position) VALUES (?, ?, ?, ?, ?, 0)',
    ),
    findCommand: db.prepare<[string, string], { stream: string }>(
      'SELECT stream, command, fingerprint, events, position, revision FROM command_outcomes WHERE actor = ? AND command_id = ?',
    ),
    takeBucket: (key: string, now: number) => {
      const bucket = buckets.get(key) ?? { tokens: 1e6, at: now };
      buckets.set(key, { tokens: Math.min(1e6, bucket.tokens + (now - bucket.at)) - 1, at: now });
    },
    db,
  };
}

function lookupOnce(
  run: ReturnType<typeof lookupStatements>,
  token: string,
  c: PlayedCommand,
  commandId: string,
): void {
  const now = Date.now();
  const session = findSession(run.db, digest(token));
  if (!session || session.ended || session.expiresAt <= now) throw new Error('bench session lost');
  run.takeBucket(session.accountId, now);
  if (run.findCommand.get(c.actor, commandId)) throw new Error('bench command ids repeat');
}
