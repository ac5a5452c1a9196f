import type { Statement } from 'better-sqlite3';
import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';

/**
 * What became of each command, rebuilt from the metadata the API's command bus puts on every
 * event it appends (`actor`, `commandId`, and since commands are checked against the store,
 * `command` and `fingerprint`): the stream it went to, the types of its events and where its last
 * event landed. Every API instance projects it from the one store, so a resend reaching any of
 * them finds the first outcome. Refusals write nothing and are not here.
 */
export const COMMAND_OUTCOMES_DDL = `
CREATE TABLE IF NOT EXISTS command_outcomes (
  actor TEXT NOT NULL,
  command_id TEXT NOT NULL,
  stream TEXT NOT NULL,
  command TEXT,
  fingerprint TEXT,
  events TEXT NOT NULL,
  position INTEGER NOT NULL,
  revision INTEGER NOT NULL,
  PRIMARY KEY (actor, command_id)
);
`;

/** The first outcome of (actor, commandId), as the store holds it. */
export interface CommandOutcomeRow {
  readonly stream: string;
  /** Command type; absent on events appended before it was kept in their metadata. */
  readonly command?: string;
  /** Digest of the command's payload; absent when the caller gave none, or before it was kept. */
  readonly fingerprint?: string;
  /** Types of the command's events, in order. */
  readonly events: readonly string[];
  /** `$all` position and stream revision of the command's last event. */
  readonly position: bigint;
  readonly revision: bigint;
}

interface CommandMetadata {
  readonly actor: string;
  readonly commandId: string;
  readonly command?: string;
  readonly fingerprint?: string;
}

function commandMetadata(metadata: unknown): CommandMetadata | null {
  const meta = metadata as Partial<Record<keyof CommandMetadata, unknown>> | null;
  if (typeof meta?.actor !== 'string' || typeof meta.commandId !== 'string') return null;
  return {
    actor: meta.actor,
    commandId: meta.commandId,
    command: typeof meta.command === 'string' ? meta.command : undefined,
    fingerprint: typeof meta.fingerprint === 'string' ? meta.fingerprint : undefined,
  };
}

interface StoredRow {
  stream: string;
  command: string | null;
  fingerprint: string | null;
  events: string;
  position: bigint;
  revision: bigint;
}

interface OutcomeStatements {
  readonly select: Statement<[string, string], StoredRow>;
  readonly insert: Statement<[string, string, string, string | null, string | null, string, bigint, bigint]>;
  readonly update: Statement<[string, bigint, bigint, string, string]>;
}

/** Prepared once per database: every command is looked up here, and each of its events projected. */
const statements = new WeakMap<ReadDb, OutcomeStatements>();

function statementsFor(db: ReadDb): OutcomeStatements {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = {
      select: db
        .prepare<[string, string], StoredRow>(
          'SELECT stream, command, fingerprint, events, position, revision FROM command_outcomes WHERE actor = ? AND command_id = ?',
        )
        .safeIntegers(true),
      insert: db.prepare(
        'INSERT INTO command_outcomes (actor, command_id, stream, command, fingerprint, events, position, revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      update: db.prepare(
        'UPDATE command_outcomes SET events = ?, position = ?, revision = ? WHERE actor = ? AND command_id = ?',
      ),
    };
    statements.set(db, prepared);
  }
  return prepared;
}

/** Forgets the prepared statements of a database whose tables were dropped and created again. */
export function forgetCommandOutcomeStatements(db: ReadDb): void {
  statements.delete(db);
}

function storedRow(db: ReadDb, actor: string, commandId: string): StoredRow | undefined {
  return statementsFor(db).select.get(actor, commandId);
}

/** Consecutive events of one command in one stream: what one append of that command wrote. */
interface CommandRun {
  readonly meta: CommandMetadata;
  readonly events: ProjectedEvent[];
}

function sameCommand(run: CommandRun, meta: CommandMetadata, event: ProjectedEvent): boolean {
  return (
    run.meta.actor === meta.actor && run.meta.commandId === meta.commandId && run.events[0]!.streamId === event.streamId
  );
}

/** The batch's events grouped by command, in order; events without a command are left out. */
function commandRuns(events: readonly ProjectedEvent[]): CommandRun[] {
  const runs: CommandRun[] = [];
  for (const event of events) {
    const meta = commandMetadata(event.metadata);
    if (meta === null) continue;
    const last = runs.at(-1);
    if (last !== undefined && sameCommand(last, meta, event)) last.events.push(event);
    else runs.push({ meta, events: [event] });
  }
  return runs;
}

/**
 * Adds a command's events to its outcome. A command writes to one stream in one append, so only
 * events of the first stream a commandId went to count; an event at or before the row's position
 * is already in it (the projection may see it again after a crash).
 */
function projectCommandRun(db: ReadDb, { meta, events }: CommandRun): void {
  const row = storedRow(db, meta.actor, meta.commandId);
  const first = events[0]!;
  if (row !== undefined && row.stream !== first.streamId) return;
  const fresh = row === undefined ? events : events.filter((event) => event.position > row.position);
  const last = fresh.at(-1);
  if (last === undefined) return;
  const types = [...(row === undefined ? [] : (JSON.parse(row.events) as string[])), ...fresh.map((e) => e.type)];
  const { insert, update } = statementsFor(db);
  if (row === undefined)
    insert.run(
      meta.actor,
      meta.commandId,
      first.streamId,
      meta.command ?? null,
      meta.fingerprint ?? null,
      JSON.stringify(types),
      last.position,
      last.revision,
    );
  else update.run(JSON.stringify(types), last.position, last.revision, meta.actor, meta.commandId);
}

/**
 * Adds a batch's events to their commands' outcomes, one row lookup and one write per command
 * rather than per event (a match command appends several events at once).
 */
export function projectCommandOutcomes(db: ReadDb, events: readonly ProjectedEvent[]): void {
  for (const run of commandRuns(events)) projectCommandRun(db, run);
}

/** The first outcome of (actor, commandId), or undefined when the read model has not seen it. */
export function findCommandOutcome(db: ReadDb, actor: string, commandId: string): CommandOutcomeRow | undefined {
  const row = storedRow(db, actor, commandId);
  if (row === undefined) return undefined;
  return {
    stream: row.stream,
    ...(row.command === null ? {} : { command: row.command }),
    ...(row.fingerprint === null ? {} : { fingerprint: row.fingerprint }),
    events: JSON.parse(row.events) as string[],
    position: row.position,
    revision: row.revision,
  };
}
