import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createInterface } from 'node:readline';
import {
  openEventStore,
  openSealedStream,
  PersonalDataVault,
  type EventStore,
  type RecordedEvent,
} from '@cronica/event-store';
import { ERASED_NAME } from '@cronica/util';

const apiRoot = join(import.meta.dirname, '..', '..');

export interface ChildApi {
  readonly child: ChildProcess;
  readonly url: string;
  /** Resolves with the exit code or signal. */
  readonly exited: Promise<number | string | null>;
  /** Every line the process wrote on stdout (its log), as it comes. */
  readonly output: readonly string[];
}

/** Runs the API from its sources in its own process (for SIGKILL crash tests). */
export function spawnApi(dataDir: string, env: Record<string, string> = {}): Promise<ChildApi> {
  const child = spawn(
    process.execPath,
    ['--conditions=@cronica/source', '--import', './src/testing/register-ts.mjs', 'src/main.ts'],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        API_PORT: '0',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        OPS_TOKEN: 'test-ops-token-0123456789',
        RATE_LIMIT_LOGINS_PER_MINUTE: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      output.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'Crónica API listening' && entry.url) resolve({ child, url: entry.url, exited, output });
      } catch {
        // not a log line
      }
    });
    void exited.then((code) =>
      reject(new Error(`API exited (${String(code)}) before listening: ${stderr.slice(0, 2000)}`)),
    );
  });
}

/** Sends each child API `signal` (SIGKILL unless told) and waits until every one has exited (a test's afterAll). */
export async function killAll(children: readonly ChildApi[], signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  for (const api of children) api.child.kill(signal);
  await Promise.all(children.map((api) => api.exited));
}

/**
 * A suite's data folder for child APIs: a fresh temporary folder (named from `prefix`), and the
 * list the suite pushes each child it starts onto. After the suite every child listed gets
 * `signal` (killAll) and the folder is removed.
 */
export function childApiFolder(
  prefix: string,
  signal: NodeJS.Signals = 'SIGKILL',
): { readonly dataDir: string; readonly running: ChildApi[] } {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const running: ChildApi[] = [];
  afterAll(async () => {
    await killAll(running, signal);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, running };
}

/**
 * The event store a child API writes to: the child inherits EVENTSTORE_CONNECTION_STRING, so
 * when it is set that server, otherwise the embedded store under its DATA_DIR. Tests read back
 * from here, never from a store the child did not use.
 */
export function openChildStore(dataDir: string): EventStore {
  return openEventStore({ dataDir, connectionString: process.env.EVENTSTORE_CONNECTION_STRING });
}

/**
 * `$all` up to a position (the child's checkpoint): other clients of a shared server may write past
 * it. Sealed personal fields opened as the projection runner opens them, so a rebuild from here
 * is comparable with the live read models.
 */
export function readAllUpTo(store: EventStore, position: bigint | null): AsyncGenerator<RecordedEvent> {
  return readAllOpened(store, position ?? -1n);
}

/** `$all` (up to `position` when given) with sealed personal fields opened, as the read models see it. */
export function readAllOpened(store: EventStore, position?: bigint): AsyncGenerator<RecordedEvent> {
  return openSealedStream(new PersonalDataVault(store), upTo(store, position), ERASED_NAME);
}

async function* upTo(store: EventStore, position: bigint | undefined): AsyncGenerator<RecordedEvent> {
  for await (const event of store.readAll()) {
    if (position !== undefined && event.position > position) return;
    yield event;
  }
}
