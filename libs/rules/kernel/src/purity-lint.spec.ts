import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Pure and synchronous — no I/O, no Date, no Math.random, no globals — lint
// rules enforce it, because every random outcome comes from the committed seed. These
// probes run the repository's own ESLint config on code placed in each pure lib, so a draw from
// outside the seeded source is a lint error wherever it hides.

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The libs whose results a verifier re-derives: rules, tournament pairings, the replay format. */
const PURE_FILES = [
  'libs/rules/kernel/src/probe.ts',
  'libs/rules/blades-of-ash/src/engine/probe.ts',
  'libs/tournament/src/probe.ts',
  'libs/replay/src/probe.ts',
];

const OUTSIDE_RANDOMNESS: Record<string, string> = {
  'Math.random': 'export const roll = Math.floor(Math.random() * 6);',
  'Date.now': 'export const now = Date.now();',
  'global crypto': 'export const bytes = crypto.getRandomValues(new Uint8Array(4));',
  'globalThis.crypto': 'export const bytes = globalThis.crypto.getRandomValues(new Uint8Array(4));',
  'node:crypto': "import { randomBytes } from 'node:crypto';\nexport const bytes = randomBytes(4);",
  "@noble/hashes' CSPRNG":
    "import { randomBytes } from '@noble/hashes/utils.js';\nexport const bytes = randomBytes(4);",
  "@noble/curves' CSPRNG":
    "import { randomBytes } from '@noble/curves/utils.js';\nexport const bytes = randomBytes(4);",
  'a random key':
    "import { ed25519 } from '@noble/curves/ed25519.js';\nexport const key = ed25519.utils.randomSecretKey();",
};

describe('purity lint', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  const errorsIn = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath: `${ROOT}${filePath}` }))[0]!.messages.filter((m) => m.severity === 2);

  it.each(PURE_FILES)('accepts pure code in %s (the probe itself lints clean)', async (file) => {
    expect(await errorsIn("import { hmac } from '@noble/hashes/hmac.js';\nexport const keyed = hmac;\n", file)).toEqual(
      [],
    );
  });

  it.each(PURE_FILES)('refuses every source of randomness or time outside the seeded one in %s', async (file) => {
    const unflagged = [];
    for (const [what, code] of Object.entries(OUTSIDE_RANDOMNESS))
      if ((await errorsIn(code, file)).length === 0) unflagged.push(what);
    expect(unflagged).toEqual([]);
  });
});
