import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyReplay } from '@cronica/replay';
import { loadSigningKey, SIGNING_KEY_ENV, SIGNING_KEY_FILE } from '@cronica/replay-signing';
import { deckListHash } from '@cronica/rules-kernel';
import { moduleFor } from '../games.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_USAGE } from '../command.js';
import { cliGames, replayVerifyCommand } from './replay-verify.js';
import { createSimulateCommand, simulateMatch } from './simulate.js';
import { flags, runCaptured } from '../testing/cli-run.js';
import { EVERY_CHECK_PASSED } from '../testing/replays.js';

const simulate = createSimulateCommand({});
const run = (argv: string[], commands = [simulate, replayVerifyCommand]) => runCaptured(argv, commands);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cronica-simulate-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Summary {
  matches: number;
  files: { match: string; judge: string; public: string }[];
  wins: number[];
  draws: number;
  events: number;
  signing: { keyId: string; publicKey: string; source: string };
}
const simulateArgs = (out: string, dataDir: string, matches = 2, seed = 'prueba') => [
  'simulate',
  ...flags({ game: 'blades-of-ash', matches, seed, out, 'data-dir': dataDir, bot: 'greedy', json: true }),
];
const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

// `simulate` writes signed replays of every complete match of any game with an engine.
describe('simulate', () => {
  const out = mkdtempSync(join(tmpdir(), 'cronica-simulate-out-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'cronica-simulate-data-'));
  let first: Awaited<ReturnType<typeof run>>;
  let summary: Summary;
  let publicKey: string;
  beforeAll(async () => {
    first = await run(simulateArgs(out, dataDir));
    summary = JSON.parse(first.out.join('\n')) as Summary;
    publicKey = (await loadSigningKey({ dataDir })).signer.publicKey;
  });
  afterAll(() => {
    for (const dir of [out, dataDir]) rmSync(dir, { recursive: true, force: true });
  });

  it('writes a judge file and a public file per match, signed with the key the API on that data dir signs with', () => {
    expect(first.code).toBe(EXIT_OK);
    expect(existsSync(join(dataDir, SIGNING_KEY_FILE))).toBe(false);
    expect(summary.signing).toMatchObject({ publicKey, source: 'derived' });
    expect(summary.matches).toBe(2);
    expect(summary.wins[0]! + summary.wins[1]! + summary.draws).toBe(2);
    expect(readdirSync(out).sort()).toEqual([
      'match-000001.judge.jsonl',
      'match-000001.public.jsonl',
      'match-000002.judge.jsonl',
      'match-000002.public.jsonl',
    ]);
    expect(summary.files.map((f) => f.match)).toEqual(['sim-prueba-1', 'sim-prueba-2']);
  });

  it('verifies every judge file in full against the pinned key: chain, signature, seed, rules and result', () => {
    let events = 0;
    for (const { judge } of summary.files) {
      const report = verifyReplay(readFileSync(judge, 'utf8'), { games: cliGames(), publicKeys: [publicKey] });
      expect(report.errors).toEqual([]);
      expect(report.fullyVerified).toBe(true);
      expect(report.view).toBe('judge');
      expect(report.keyPinned).toBe(true);
      expect(Object.values(report.checks).map((check) => check.status)).toEqual(EVERY_CHECK_PASSED);
      events += report.events;
    }
    expect(events).toBe(summary.events);
  });

  it('verifies every public file in full: a simulation is its own event, over with the match, so nothing is secret', () => {
    for (const file of summary.files) {
      const report = verifyReplay(readFileSync(file.public, 'utf8'), { games: cliGames(), publicKeys: [publicKey] });
      expect(report.errors).toEqual([]);
      expect(report.fullyVerified).toBe(true);
      expect(report.view).toBe('public');
      expect(report.availability).toEqual({ withheld: [], until: null });
      const judge = lines(file.judge);
      expect(lines(file.public).map((line) => line.hash ?? line.signature)).toEqual(
        judge.map((line) => line.hash ?? line.signature),
      );
    }
  });

  it('commits to each seat’s deck list, plays the committed lists (the setup holds them) and records the format', () => {
    for (const file of summary.files) {
      const report = verifyReplay(readFileSync(file.judge, 'utf8'), { games: cliGames() });
      const setup = (
        lines(file.judge)[0]!.reveals as {
          path: string[];
          value: { decks: unknown[]; format: { maxRounds: number } };
        }[]
      ).find((r) => r.path[0] === 'setup')!;
      expect(setup.value.decks).toHaveLength(2);
      expect(setup.value.format.maxRounds).toBe(12);
      const hashes = report.seats.map((seat) => seat.deckHash!);
      expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
      expect(report.checks.rules.status).toBe('passed');
    }
  });

  it('plays the format a --format file sets, and refuses one the game cannot play (exit 2)', async () => {
    const [target, data, formats] = [tempDir(), tempDir(), tempDir()];
    const good = join(formats, 'corto.json');
    writeFileSync(good, JSON.stringify({ maxRounds: 2, roundCapTiebreak: 'draw' }));
    const done = await run([
      'simulate',
      ...flags({
        game: 'blades-of-ash',
        matches: 1,
        seed: 'f',
        out: target,
        'data-dir': data,
        format: good,
        json: true,
      }),
    ]);
    expect(done.code).toBe(EXIT_OK);
    const written = JSON.parse(done.out.join('\n')) as Summary & { format: { maxRounds: number } };
    expect(written.format).toMatchObject({ maxRounds: 2, roundCapTiebreak: 'draw', heroesKept: 3 });
    for (const bad of [{ heroesKept: 6 }, { openingHand: 40 }]) {
      const file = join(formats, 'malo.json');
      writeFileSync(file, JSON.stringify(bad));
      const refused = await run([
        'simulate',
        ...flags({ game: 'blades-of-ash', matches: 1, seed: 'f', out: tempDir(), 'data-dir': data, format: file }),
      ]);
      expect(refused.code).toBe(EXIT_USAGE);
      expect(refused.err.join('\n')).toContain(Object.keys(bad)[0]);
    }
  });

  it('passes `replay verify` on every file (exit 0)', async () => {
    for (const file of summary.files.flatMap((f) => [f.judge, f.public])) {
      const { code, out: printed } = await run([
        'replay',
        'verify',
        ...flags({ file, 'public-key': publicKey, json: true }),
      ]);
      expect(code, file).toBe(EXIT_OK);
      expect(JSON.parse(printed.join('\n'))).toMatchObject({ verified: true, keyPinned: true });
    }
  });

  it('is reproducible: the same seed and key write the same files', async () => {
    const again = tempDir();
    await run(simulateArgs(again, dataDir));
    expect(readdirSync(again).sort()).toEqual(readdirSync(out).sort());
    for (const name of readdirSync(out))
      expect(readFileSync(join(again, name), 'utf8'), name).toBe(readFileSync(join(out, name), 'utf8'));
  });

  it('signs with the key given in the environment, which wins over the data dir', async () => {
    const seed = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
    const [target, emptyData] = [tempDir(), tempDir()];
    const withEnv = createSimulateCommand({ [SIGNING_KEY_ENV]: seed });
    const { code, out: printed } = await run(simulateArgs(target, emptyData, 1, 'env'), [withEnv]);
    expect(code).toBe(EXIT_OK);
    const rfc8032Public = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
    expect((JSON.parse(printed.join('\n')) as Summary).signing).toMatchObject({
      publicKey: rfc8032Public,
      source: 'env',
    });
    expect(readdirSync(emptyData)).toEqual([]);
    const report = verifyReplay(readFileSync(join(target, 'match-000001.judge.jsonl'), 'utf8'), {
      games: cliGames(),
      publicKeys: [rfc8032Public],
    });
    expect(report.fullyVerified).toBe(true);
  });

  it('signs with the key every API instance derives from the deployment secret given, writing nothing', async () => {
    const secret = 'the-deployment-secret-every-instance-is-given-0123456789';
    const [target, emptyData] = [tempDir(), tempDir()];
    const withSecret = createSimulateCommand({ CRONICA_DEPLOYMENT_SECRET: secret });
    const { code, out: printed } = await run(simulateArgs(target, emptyData, 1, 'secret'), [withSecret]);
    expect(code).toBe(EXIT_OK);
    const api = await loadSigningKey({ dataDir: tempDir(), deploymentSecret: async () => Buffer.from(secret) });
    expect((JSON.parse(printed.join('\n')) as Summary).signing).toMatchObject({
      keyId: api.signer.keyId,
      source: 'derived',
    });
    expect(readdirSync(emptyData)).toEqual([]);
  });

  it('commits to the ready-made decks each match played: the judge file opens their deck-list hashes', () => {
    summary.files.forEach((file, index) => {
      const module = moduleFor('blades-of-ash', {});
      const played = simulateMatch(
        { module, bot: 'greedy', options: module.setup.optionsSchema.parse({}) },
        'prueba',
        index + 1,
      );
      const report = verifyReplay(readFileSync(file.judge, 'utf8'), { games: cliGames() });
      expect(report.match).toBe(played.matchId);
      expect(report.seats).toEqual(
        played.decks.map((ready, seat) => ({
          seat,
          player: `bot-${seat}`,
          deckHash: ready === null ? null : deckListHash(ready.deck),
          deckHashWithheld: false,
        })),
      );
    });
  });

  it('tells a person which key signed the files, where it came from, and how to check them', async () => {
    const [target, data] = [tempDir(), tempDir()];
    const { code, out: printed } = await run([
      'simulate',
      ...flags({ game: 'blades-of-ash', matches: 1, seed: 'humano', out: target, 'data-dir': data }),
    ]);
    expect(code).toBe(EXIT_OK);
    const text = printed.join('\n');
    const key = (await loadSigningKey({ dataDir: data })).signer;
    expect(text).toContain(`${key.keyId} (${key.publicKey})`);
    expect(text).toContain('key derived from the deployment secret');
    expect(text).toContain(
      `replay verify --file ${join(target, 'match-000001.judge.jsonl')} --public-key ${key.publicKey}`,
    );
  });

  it('exits 2 on bad usage or an unusable signing key, writing nothing', async () => {
    const [target, data] = [tempDir(), tempDir()];
    const base = [
      'simulate',
      ...flags({ game: 'blades-of-ash', matches: 1, seed: 's', out: target, 'data-dir': data }),
    ];
    for (const argv of [
      ['simulate', '--matches', '1', '--seed', 's', '--out', target],
      ['simulate', '--game', 'chess', '--matches', '1', '--seed', 's', '--out', target],
      ['simulate', '--game', 'blades-of-ash', '--matches', '0', '--seed', 's', '--out', target],
      ['simulate', '--game', 'blades-of-ash', '--matches', 'muchas', '--seed', 's', '--out', target],
      ['simulate', '--game', 'blades-of-ash', '--matches', '1', '--out', target],
      ['simulate', '--game', 'blades-of-ash', '--matches', '1', '--seed', 's'],
      [...base, '--bot', 'listo'],
      [...base, '--turbo'],
    ]) {
      const { code, err } = await run(argv);
      expect(code, argv.join(' ')).toBe(EXIT_USAGE);
      expect(err.join('\n')).toContain('simulate --game blades-of-ash');
    }
    const badKey = await run(base, [createSimulateCommand({ [SIGNING_KEY_ENV]: 'no es una clave' })]);
    expect(badKey.code).toBe(EXIT_USAGE);
    expect(badKey.err.join('\n')).toContain('SIGNING_KEY_UNREADABLE');
    expect(readdirSync(target)).toEqual([]);
    expect(readdirSync(data)).toEqual([]);
  });
});

// La Regla de Acción: a game master at seat 0 (no deck list) and players; `--seats` sets the table.
describe('simulate --game accion', () => {
  it('plays whole encounters of a GM and three players whose replays pass `replay verify`, the GM seat committing to no deck', async () => {
    const [target, data] = [tempDir(), tempDir()];
    const { code, out: printed } = await run([
      'simulate',
      ...flags({ game: 'accion', seats: 4, matches: 2, seed: 'mesa', out: target, 'data-dir': data, json: true }),
    ]);
    expect(code).toBe(EXIT_OK);
    const result = JSON.parse(printed.join('\n')) as Summary;
    expect(result.wins).toHaveLength(4);
    expect(result.wins.reduce((a, b) => a + b, 0) + result.draws).toBe(2);
    const key = (await loadSigningKey({ dataDir: data })).signer.publicKey;
    for (const file of result.files.flatMap((f) => [f.judge, f.public])) {
      const verified = await run(['replay', 'verify', '--file', file, '--public-key', key, '--json']);
      expect(verified.code, file).toBe(EXIT_OK);
      expect(JSON.parse(verified.out.join('\n'))).toMatchObject({ verified: true, fullyVerified: true });
    }
    const report = verifyReplay(readFileSync(result.files[0]!.judge, 'utf8'), { games: cliGames() });
    expect(report.seats.map((s) => s.deckHash === null)).toEqual([true, false, false, false]);
  });

  it('refuses a table the game cannot seat (exit 2)', async () => {
    for (const seats of ['1', '6']) {
      const refused = await run([
        'simulate',
        ...flags({ game: 'accion', seats, matches: 1, seed: 's', out: tempDir(), 'data-dir': tempDir() }),
      ]);
      expect(refused.code, seats).toBe(EXIT_USAGE);
      expect(refused.err.join('\n')).toContain('--seats: 2..5');
    }
  });
});
