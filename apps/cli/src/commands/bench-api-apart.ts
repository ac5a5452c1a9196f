import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './bench-http.js';

/**
 * `bench api --apart`: each API instance on a DATA_DIR of its own, as on machines apart, sharing
 * only an EventStoreDB server (the one EVENTSTORE_CONNECTION_STRING names, else the stand-in
 * the event-store lib's tests use, in a process of its own) and the configuration the operator
 * gives every instance (README, "Running more than one API").
 */
export interface SharedStore {
  /** Which server the instances shared. */
  readonly store: 'EventStoreDB' | 'stand-in';
  /** What every instance is given. */
  readonly env: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

const STAND_IN = join(ROOT, 'libs', 'event-store', 'src', 'testing', 'serve-fake-eventstoredb.ts');
const TS_HOOKS = join(ROOT, 'apps', 'api', 'src', 'testing', 'register-ts.mjs');

/** The server `openSharedStore` will share. */
export const sharedStoreName = (): SharedStore['store'] =>
  process.env.EVENTSTORE_CONNECTION_STRING?.trim() ? 'EventStoreDB' : 'stand-in';

export async function openSharedStore(): Promise<SharedStore> {
  // One deployment: one secret for every instance (fresh for the run unless given); the replay
  // signing key derives from it unless CRONICA_REPLAY_SIGNING_KEY is given.
  const signingKey = process.env.CRONICA_REPLAY_SIGNING_KEY;
  const shared = {
    CRONICA_DEPLOYMENT_SECRET: process.env.CRONICA_DEPLOYMENT_SECRET || randomBytes(32).toString('hex'),
    ...(signingKey ? { CRONICA_REPLAY_SIGNING_KEY: signingKey } : {}),
  };
  const configured = process.env.EVENTSTORE_CONNECTION_STRING?.trim();
  if (configured)
    return {
      store: 'EventStoreDB',
      env: { ...shared, EVENTSTORE_CONNECTION_STRING: configured },
      stop: async () => undefined,
    };
  const { child, connectionString } = await startStandIn();
  return {
    store: 'stand-in',
    env: { ...shared, EVENTSTORE_CONNECTION_STRING: connectionString },
    stop: () => stopChild(child),
  };
}

/** The stand-in from its sources (FAKE_EVENTSTOREDB_PORT chooses its port); resolves with its connection string. */
function startStandIn(): Promise<{ child: ChildProcess; connectionString: string }> {
  const child = spawn(process.execPath, ['--conditions=@cronica/source', '--import', TS_HOOKS, STAND_IN], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve({ child, connectionString: line.trim() }));
    child.once('exit', (code) => reject(new Error(`the EventStoreDB stand-in exited with ${String(code)}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

/** Instance `n`'s DATA_DIR and READ_MODELS_DIR under the run's folder: apart, one of its own; else the one shared. */
export function instanceDirs(root: string, n: number, count: number, apart: boolean): [string, string] {
  if (apart) return [join(root, `instance-${n}`), join(root, `instance-${n}`)];
  return [root, count === 1 ? root : join(root, `read-models-${n}`)];
}
