import { chmodSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Files in DATA_DIR that hold the store, the read models, sessions, credentials and keys (and SQLite's side files). */
const PRIVATE_FILE = /\.(sqlite|sqlite-wal|sqlite-shm|sqlite-journal|pem)$|^deployment-secret$/;

/**
 * Keeps DATA_DIR private to the API's user: new files are created 0600 (umask 077) and files made
 * by an older version, or created before the umask applied, are narrowed to 0600 (directories
 * 0700). Password hashes, session digests, the development deployment secret (and an older version's signing key) live there.
 */
export function restrictDataDir(dataDir: string): void {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot change the umask; the chmod below still applies.
  }
  narrow(dataDir, 0);
}

function narrow(dir: string, depth: number): void {
  if (!existsSync(dir)) return;
  chmodSync(dir, 0o700);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    // Another instance on the same folder may remove a side file (a finished SQLite journal) between
    // the listing and here: a file gone has nothing left to narrow.
    ifStillThere(() => {
      const stat = statSync(path);
      if (stat.isDirectory() && depth === 0 && name === 'keys') narrow(path, depth + 1);
      else if (stat.isFile() && PRIVATE_FILE.test(name)) chmodSync(path, 0o600);
    });
  }
}

function ifStillThere(act: () => void): void {
  try {
    act();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
