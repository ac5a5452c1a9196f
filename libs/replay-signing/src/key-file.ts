import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile, link, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The secret in the file at `path`, or `make()` written there once (mode 0600, its folder 0700)
 * when there is none yet: two processes starting at once end with the same text.
 */
export async function readOrCreateKeyFile(
  path: string,
  make: () => string,
): Promise<{ readonly text: string; readonly created: boolean }> {
  const existing = await readIfExists(path);
  if (existing !== undefined) return { text: existing, created: false };
  const made = await createKeyFile(path, make());
  return { text: made.text, created: made.won };
}

/** The file's text, or undefined when there is no such file. */
export async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes a fresh key to a temporary file and hard-links it into place, so two processes starting
 * at once end with the same key: the loser of the race reads the winner's file.
 */
async function createKeyFile(path: string, text: string): Promise<{ text: string; won: boolean }> {
  await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, text, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
    return { text, won: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { text: await readFile(path, 'utf8'), won: false };
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}
