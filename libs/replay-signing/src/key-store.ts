import { createPrivateKey, type KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { localized } from '@cronica/util';
import { DEPLOYMENT_SECRET_ENV, deriveKey, loadOrCreateDeploymentSecret } from './deployment-secret.js';
import { readIfExists } from './key-file.js';
import { createNodeSigner, privateKeyFromSeed, SigningKeyError, type NodeReplaySigner } from './signer.js';

/**
 * Where the server's replay signing key comes from, so every API instance and the CLI sign with
 * one key and no instance's disk holds state the others need: `CRONICA_REPLAY_SIGNING_KEY` wins;
 * else a key file an earlier version made under DATA_DIR/keys is kept, so replays it sealed stay
 * verifiable against the key served; else the key derives from the deployment secret (HKDF, the
 * name below as info), the same on every instance given that secret, and nothing is written.
 */
export const SIGNING_KEY_ENV = 'CRONICA_REPLAY_SIGNING_KEY';
/** The key file earlier versions created on first start; read when present, never created now. */
export const SIGNING_KEY_FILE = join('keys', 'replay-signing-ed25519.pem');
/** HKDF info of the replay signing key's 32-byte Ed25519 seed (one name, one use). */
export const REPLAY_SIGNING_KEY = 'replay-signing-ed25519-seed';

export interface LoadSigningKeyOptions {
  /** The server's DATA_DIR: where a legacy key file may be, and the stand-in deployment secret. */
  readonly dataDir?: string;
  /** Environment to read `CRONICA_REPLAY_SIGNING_KEY` from (defaults to none: pass `process.env`). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /**
   * The deployment secret, asked for only when neither the variable nor a legacy file gives the
   * key. Without it: `CRONICA_DEPLOYMENT_SECRET` from `env`, else the stand-in file under `dataDir`.
   */
  readonly deploymentSecret?: () => Promise<Buffer>;
}

export interface LoadedSigningKey {
  readonly signer: NodeReplaySigner;
  /** Where the key came from: the environment, a legacy key file, or the deployment secret. */
  readonly source: 'env' | 'file' | 'derived';
  /** The legacy key file, when the key came from one. */
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

/** The replay signing key every holder of `secret` computes alike. */
export function signingKeyFromSecret(secret: Buffer): KeyObject {
  return privateKeyFromSeed(deriveKey(secret, REPLAY_SIGNING_KEY, 32));
}

export async function loadSigningKey(options: LoadSigningKeyOptions): Promise<LoadedSigningKey> {
  const fromEnv = options.env?.[SIGNING_KEY_ENV];
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    return { signer: createNodeSigner(parseSigningKey(fromEnv)), source: 'env' };
  }
  if (options.dataDir !== undefined) {
    const path = join(options.dataDir, SIGNING_KEY_FILE);
    const legacy = await readIfExists(path);
    if (legacy !== undefined) return { signer: createNodeSigner(parseSigningKey(legacy)), source: 'file', path };
  }
  const secret = await secretOf(options);
  return { signer: createNodeSigner(signingKeyFromSecret(secret)), source: 'derived' };
}

function secretOf(options: LoadSigningKeyOptions): Promise<Buffer> {
  if (options.deploymentSecret !== undefined) return options.deploymentSecret();
  const value = options.env?.[DEPLOYMENT_SECRET_ENV];
  if (options.dataDir !== undefined) return loadOrCreateDeploymentSecret({ value, dataDir: options.dataDir });
  if (value !== undefined && value.trim() !== '') return Promise.resolve(Buffer.from(value.trim(), 'utf8'));
  throw new SigningKeyError(
    'SIGNING_KEY_MISSING',
    localized(
      `Falta la clave de firma: defina ${SIGNING_KEY_ENV}, ${DEPLOYMENT_SECRET_ENV} o un directorio de datos.`,
      `No signing key: set ${SIGNING_KEY_ENV}, ${DEPLOYMENT_SECRET_ENV} or a data directory.`,
    ),
  );
}
