import { ed25519 } from '@noble/curves/ed25519.js';
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNodeSigner, keyIdOf, privateKeyFromSeed, replayKeysDocument, SigningKeyError } from './signer.js';
import {
  loadSigningKey,
  parseSigningKey,
  signingKeyFromSecret,
  SIGNING_KEY_ENV,
  SIGNING_KEY_FILE,
} from './key-store.js';
import { DEPLOYMENT_SECRET_ENV, DEPLOYMENT_SECRET_FILE } from './deployment-secret.js';

// RFC 8032, section 7.1, test 1.
const SECRET = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const EMPTY_SIGNATURE =
  'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b';

describe('Node Ed25519 replay signer', () => {
  it('matches RFC 8032 test 1 and the key id @cronica/replay derives', () => {
    const signer = createNodeSigner(privateKeyFromSeed(Buffer.from(SECRET, 'hex')));
    expect(signer.publicKey).toBe(PUBLIC);
    expect(Buffer.from(signer.sign(new Uint8Array())).toString('hex')).toBe(EMPTY_SIGNATURE);
    expect(signer.keyId).toBe('ed25519:21fe31dfa154a261');
    expect(keyIdOf(PUBLIC)).toBe(signer.keyId);
  });

  it('signs what the portable verifier (@noble/curves, strict RFC 8032) accepts, and only that', () => {
    const signer = createNodeSigner(privateKeyFromSeed(new Uint8Array(32).fill(9)));
    for (const text of ['{"head":"00"}', '', 'ñandú ✓'.repeat(50)]) {
      const message = new TextEncoder().encode(text);
      const signature = signer.sign(message);
      expect(ed25519.verify(signature, message, Buffer.from(signer.publicKey, 'hex'), { zip215: false })).toBe(true);
      expect(
        ed25519.verify(signature, new TextEncoder().encode(`${text}.`), Buffer.from(signer.publicKey, 'hex')),
      ).toBe(false);
      expect(Buffer.from(ed25519.sign(message, new Uint8Array(32).fill(9))).equals(Buffer.from(signature))).toBe(true);
    }
  });

  it('publishes the keys document served at /.well-known/cronica-replay-keys.json', () => {
    const signer = createNodeSigner(privateKeyFromSeed(Buffer.from(SECRET, 'hex')));
    expect(replayKeysDocument([signer])).toEqual({
      keys: [{ id: 'ed25519:21fe31dfa154a261', alg: 'Ed25519', publicKey: PUBLIC }],
    });
  });
});

describe('where the replay signing key comes from', () => {
  const DEPLOYMENT = 'a'.repeat(64);
  const fromSecret = (dataDir: string, secret = DEPLOYMENT) =>
    loadSigningKey({ dataDir, deploymentSecret: async () => Buffer.from(secret, 'utf8') });
  let dataDir: string;
  let other: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cronica-signing-'));
    other = await mkdtemp(join(tmpdir(), 'cronica-signing-other-'));
  });
  afterEach(async () => {
    for (const dir of [dataDir, other]) await rm(dir, { recursive: true, force: true });
  });

  it('derives one key on every instance given the same deployment secret, whatever its disk', async () => {
    const [first, second] = await Promise.all([fromSecret(dataDir), fromSecret(other)]);
    expect(first.source).toBe('derived');
    expect(second.signer.keyId).toBe(first.signer.keyId);
    const message = new TextEncoder().encode('{"head":"00"}');
    for (const [signer, verifier] of [
      [first, second],
      [second, first],
    ] as const) {
      const signature = signer.signer.sign(message);
      expect(ed25519.verify(signature, message, Buffer.from(verifier.signer.publicKey, 'hex'))).toBe(true);
    }
    expect(first.signer.publicKey).toBe(createNodeSigner(signingKeyFromSecret(Buffer.from(DEPLOYMENT))).publicKey);
  });

  it('writes nothing under the data dir when it derives the key', async () => {
    await fromSecret(dataDir);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('derives another key from another deployment secret', async () => {
    const mine = await fromSecret(dataDir);
    expect((await fromSecret(other, 'b'.repeat(64))).signer.keyId).not.toBe(mine.signer.keyId);
  });

  it('reads the deployment secret from the environment, else its stand-in file, when none is passed', async () => {
    const env = { [DEPLOYMENT_SECRET_ENV]: DEPLOYMENT };
    expect((await loadSigningKey({ env })).signer.keyId).toBe((await fromSecret(dataDir)).signer.keyId);
    const standIn = await loadSigningKey({ dataDir });
    expect(await readdir(join(dataDir, 'keys'))).toEqual(['deployment-secret']);
    const secret = await readFile(join(dataDir, DEPLOYMENT_SECRET_FILE), 'utf8');
    expect(standIn.signer.keyId).toBe((await fromSecret(other, secret)).signer.keyId);
  });

  it('keeps the key file an earlier version made, so the replays it sealed stay verifiable', async () => {
    const legacy = privateKeyFromSeed(Buffer.from(SECRET, 'hex')).export({ format: 'pem', type: 'pkcs8' });
    await mkdir(join(dataDir, 'keys'), { recursive: true });
    await writeFile(join(dataDir, SIGNING_KEY_FILE), legacy.toString(), { mode: 0o600 });
    expect(await fromSecret(dataDir)).toMatchObject({
      source: 'file',
      path: join(dataDir, SIGNING_KEY_FILE),
      signer: { publicKey: PUBLIC },
    });
  });

  it('takes the key from the environment first (hex seed or PEM), over a key file and the secret', async () => {
    await mkdir(join(dataDir, 'keys'), { recursive: true });
    await writeFile(join(dataDir, SIGNING_KEY_FILE), 'garbage');
    const env = { [SIGNING_KEY_ENV]: SECRET };
    const fromHex = await loadSigningKey({ dataDir, env, deploymentSecret: async () => Buffer.from(DEPLOYMENT) });
    expect(fromHex).toMatchObject({ source: 'env', signer: { publicKey: PUBLIC } });
    const pem = privateKeyFromSeed(Buffer.from(SECRET, 'hex')).export({ format: 'pem', type: 'pkcs8' }).toString();
    expect((await loadSigningKey({ env: { [SIGNING_KEY_ENV]: pem } })).signer.publicKey).toBe(PUBLIC);
  });

  it('refuses unusable key material with a stable code and a Spanish and English message', async () => {
    const refusal = (() => {
      try {
        parseSigningKey('not a key');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(SigningKeyError);
    expect(refusal).toMatchObject({
      code: 'SIGNING_KEY_UNREADABLE',
      text: { es: expect.stringContaining('clave'), en: expect.stringContaining('key') },
    });
    await expect(loadSigningKey({})).rejects.toMatchObject({ code: 'SIGNING_KEY_MISSING' });
    await mkdir(join(dataDir, 'keys'), { recursive: true });
    await writeFile(join(dataDir, SIGNING_KEY_FILE), 'garbage');
    await expect(loadSigningKey({ dataDir })).rejects.toMatchObject({ code: 'SIGNING_KEY_UNREADABLE' });
  });
});
