import { ed25519 } from '@noble/curves/ed25519.js';
import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNodeSigner, keyIdOf, privateKeyFromSeed, replayKeysDocument, SigningKeyError } from './signer.js';
import { loadOrCreateSigningKey, parseSigningKey, SIGNING_KEY_ENV, SIGNING_KEY_FILE } from './key-store.js';

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

describe('signing key on first start', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cronica-signing-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the key once under the data dir (mode 0600) and reuses it on the next start', async () => {
    const first = await loadOrCreateSigningKey({ dataDir });
    expect(first.source).toBe('created');
    expect((await stat(join(dataDir, SIGNING_KEY_FILE))).mode & 0o777).toBe(0o600);
    const second = await loadOrCreateSigningKey({ dataDir });
    expect(second.source).toBe('file');
    expect(second.signer.publicKey).toBe(first.signer.publicKey);
  });

  it('ends with one key when several processes start at once', async () => {
    const started = await Promise.all(Array.from({ length: 6 }, () => loadOrCreateSigningKey({ dataDir })));
    expect(new Set(started.map((loaded) => loaded.signer.publicKey)).size).toBe(1);
    expect(started.filter((loaded) => loaded.source === 'created')).toHaveLength(1);
    expect(await readFile(join(dataDir, SIGNING_KEY_FILE), 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('takes the key from the environment first (hex seed or PEM), writing nothing', async () => {
    const fromHex = await loadOrCreateSigningKey({ dataDir, env: { [SIGNING_KEY_ENV]: SECRET } });
    expect(fromHex).toMatchObject({ source: 'env', signer: { publicKey: PUBLIC } });
    const pem = privateKeyFromSeed(Buffer.from(SECRET, 'hex')).export({ format: 'pem', type: 'pkcs8' }).toString();
    expect((await loadOrCreateSigningKey({ env: { [SIGNING_KEY_ENV]: pem } })).signer.publicKey).toBe(PUBLIC);
    await expect(stat(join(dataDir, SIGNING_KEY_FILE))).rejects.toThrow();
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
    await expect(loadOrCreateSigningKey({})).rejects.toMatchObject({ code: 'SIGNING_KEY_MISSING' });
    await mkdir(join(dataDir, 'keys'), { recursive: true });
    await writeFile(join(dataDir, SIGNING_KEY_FILE), 'garbage');
    await expect(loadOrCreateSigningKey({ dataDir })).rejects.toMatchObject({ code: 'SIGNING_KEY_UNREADABLE' });
  });
});
