import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const API_ROOT = join(import.meta.dirname, '..', '..', '..');
const REGISTER = join(import.meta.dirname, 'register.mjs');

/** The API running in its own process from its sources (crash tests: it can be SIGKILLed). */
export interface ApiProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves with the exit signal or code once the process is gone. */
  readonly exited: Promise<string>;
}

/** Starts `src/main.ts` on a free port over `dataDir` and waits for its "listening" log line. */
export function startApiProcess(dataDir: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--conditions=@cronica/source', '--import', REGISTER, join(API_ROOT, 'src', 'main.ts')], {
    cwd: API_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: '0', SEED_DEMO: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  return new Promise((resolve, reject) => {
    let buffered = '';
    let errors = '';
    const timer = setTimeout(() => fail(new Error(`the API did not start within 30 s: ${errors.slice(-2000)}`)), 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const url = /"url":"(http:\/\/[^"]+)"/.exec(buffered)?.[1];
      if (url) {
        clearTimeout(timer);
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({ url, child, exited });
      }
    });
    child.once('exit', () => fail(new Error(`the API exited before listening: ${errors.slice(-2000)}`)));
  });
}

export interface Gql {
  <T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: Array<{ extensions?: Record<string, unknown> }> }>;
}

export function gqlAt(url: string): Gql {
  return async (query, variables = {}, token) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as never;
  };
}
