import { randomBytes, createPrivateKey, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile, link, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { localized } from '@cronica/util';
import { createNodeSigner, privateKeyFromSeed, SigningKeyError, type NodeReplaySigner } from './signer.js';

/**
 * Where the server's replay signing key comes from: created on first
 * start under DATA_DIR, or given by env, so every API instance and the CLI sign with one key. The env value wins; otherwise the PEM file under the
 * data dir is read, or created once (atomically, mode 0600) when it does not exist yet.
 */
export const SIGNING_KEY_ENV = 'CRONICA_REPLAY_SIGNING_KEY';
export const SIGNING_KEY_FILE = join('keys', 'replay-signing-ed25519.pem');

export interface LoadSigningKeyOptions {
  /** Directory for the key file (the server's DATA_DIR). */
  readonly dataDir?: string;
  /** Environment to read `CRONICA_REPLAY_SIGNING_KEY` from (defaults to none: pass `process.env`). */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export interface LoadedSigningKey {
  readonly signer: NodeReplaySigner;
  /** Where the key came from: the environment, an existing file, or a file created now. */
  readonly source: 'env' | 'file' | 'created';
  readonly path?: string;
}

/** Accepts a PKCS#8 PEM or the 32-byte seed as 64 hex digits or base64url. */
export function parseSigningKey(text: string): KeyObject {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('-----BEGIN')) return createPrivateKey({ key: trimmed, format: 'pem' });
    if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return privateKeyFromSeed(Buffer.from(trimmed, 'hex'));
    const bytes = Buffer.from(trimmed, 'base64url');
    if (bytes.length === 32) return privateKeyFromSeed(bytes);
  } catch (error) {
    if (error instanceof SigningKeyError) throw error;
  }
  throw new SigningKeyError(
    'SIGNING_KEY_UNREADABLE',
    localized(
      'La clave de firma no es un PEM PKCS#8 ni una semilla Ed25519 de 32 bytes (hex o base64url).',
      'The signing key is neither a PKCS#8 PEM nor a 32-byte Ed25519 seed (hex or base64url).',
    ),
  );
}

export async function loadOrCreateSigningKey(options: LoadSigningKeyOptions): Promise<LoadedSigningKey> {
  const fromEnv = options.env?.[SIGNING_KEY_ENV];
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    return { signer: createNodeSigner(parseSigningKey(fromEnv)), source: 'env' };
  }
  if (options.dataDir === undefined) {
    throw new SigningKeyError(
      'SIGNING_KEY_MISSING',
      localized(
        `Falta la clave de firma: defina ${SIGNING_KEY_ENV} o un directorio de datos.`,
        `No signing key: set ${SIGNING_KEY_ENV} or a data directory.`,
      ),
    );
  }
  const path = join(options.dataDir, SIGNING_KEY_FILE);
  const key = await readOrCreateKeyFile(path, () =>
    privateKeyFromSeed(randomBytes(32)).export({ format: 'pem', type: 'pkcs8' }).toString(),
  );
  return { signer: createNodeSigner(parseSigningKey(key.text)), source: key.created ? 'created' : 'file', path };
}

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

async function readIfExists(path: string): Promise<string | undefined> {
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
