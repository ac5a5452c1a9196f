import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeSigner, nodeSignatureVerifier, privateKeyFromSeed, SIGNING_KEY_FILE } from '@cronica/replay-signing';
import { loadConfig } from '../config/config.js';
import { loadMatchSigner } from './match-config.js';

const SECRET = 'the-deployment-secret-every-instance-is-given-0123456789';
const dirs: string[] = [];

/** One API instance as the operator starts it: its own empty DATA_DIR, the environment given. */
function instance(env: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cronica-signer-'));
  dirs.push(dataDir);
  const full = { CRONICA_DEPLOYMENT_SECRET: SECRET, NODE_ENV: 'production', DATA_DIR: dataDir, ...env };
  return { dataDir, env: full, load: () => loadMatchSigner(loadConfig(full), full) };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the replay signing key every API instance signs with', () => {
  it('is one key on instances given the same deployment secret on disks of their own', async () => {
    const [a, b] = [instance(), instance()];
    const [keyA, keyB] = [await a.load(), await b.load()];
    expect(keyA.source).toBe('derived');
    expect(keyB.signer.keyId).toBe(keyA.signer.keyId);
    const seal = new TextEncoder().encode('{"type":"ReplaySealed"}');
    for (const [signer, verifier] of [
      [keyA, keyB],
      [keyB, keyA],
    ] as const) {
      const publicKey = Buffer.from(verifier.signer.publicKey, 'hex');
      expect(nodeSignatureVerifier(signer.signer.sign(seal), seal, publicKey)).toBe(true);
    }
  });

  it('writes nothing under DATA_DIR, so no instance holds it on its own disk', async () => {
    const a = instance();
    await a.load();
    expect(readdirSync(a.dataDir)).toEqual([]);
  });

  it('differs under another deployment secret', async () => {
    const mine = await instance().load();
    const theirs = await instance({ CRONICA_DEPLOYMENT_SECRET: `${SECRET}-other` }).load();
    expect(theirs.signer.keyId).not.toBe(mine.signer.keyId);
  });

  it('is CRONICA_REPLAY_SIGNING_KEY when the operator gives one', async () => {
    const seed = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
    const given = await instance({ CRONICA_REPLAY_SIGNING_KEY: seed }).load();
    expect(given).toMatchObject({
      source: 'env',
      signer: { publicKey: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a' },
    });
  });

  it('stays the key file an earlier version made, so the replays it sealed still verify', async () => {
    const upgraded = instance();
    const legacy = privateKeyFromSeed(new Uint8Array(32).fill(7));
    mkdirSync(join(upgraded.dataDir, 'keys'));
    writeFileSync(
      join(upgraded.dataDir, SIGNING_KEY_FILE),
      legacy.export({ format: 'pem', type: 'pkcs8' }).toString(),
      { mode: 0o600 },
    );
    const key = await upgraded.load();
    expect(key).toMatchObject({ source: 'file', signer: { publicKey: createNodeSigner(legacy).publicKey } });
    expect(key.signer.keyId).not.toBe((await instance().load()).signer.keyId);
    expect(readdirSync(join(upgraded.dataDir, 'keys'))).toEqual(['replay-signing-ed25519.pem']);
  });
});
