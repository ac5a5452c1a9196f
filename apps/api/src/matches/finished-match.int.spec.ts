import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@cronica/event-store';
import { dumpReadModels, migrateReadModels, rebuildReadModels, type ReadDb } from '@cronica/projections';
import type { NodeReplaySigner } from '@cronica/replay-signing';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { EVENT_STORE, READ_DB } from '../store/tokens.js';
import { cmd, mutate, signUp, type Account } from '../testing/harness.js';
import { MATCH_SIGNER } from './match-config.js';
import {
  asInput,
  chooser,
  PRACTICE,
  REPLAY,
  SEED,
  SUBMIT,
  viewOf,
  type ViewShape,
  verifyServed,
} from './match-play.testkit.js';
import { readAllOpened } from '../testing/child-api.js';
import { suiteApi } from '../testing/suite-api.js';

// A practice match played over HTTP is listed once sealed, its public
// replay verifies, the read models equal a rebuild, and the CLI (its own process: apps/cli never
// imports apps/api) exports every view from the running store's DATA_DIR.

const apiRoot = join(import.meta.dirname, '..', '..');
const cliMain = join(apiRoot, '..', 'cli', 'src', 'main.ts');
const run = promisify(execFile);

const MATCHES = `query ($s: MatchListStatus, $l: Int, $g: String) { matches(status: $s, limit: $l, game: $g) {
  matchId game kind status tournamentId round table seedCommitment finishedAt replaySeq replayHead
  players { seat playerId displayName deckName bot } result { outcome winnerSeat winnerPlayerId reason } } }`;
const PLAYER_MATCHES = `query ($id: ID!) { player(id: $id) { matches(status: FINISHED) { matchId } } }`;

interface SummaryShape {
  matchId: string;
  status: string;
  seedCommitment: string;
  replayHead: string | null;
  players: Array<{ seat: number; playerId: string; displayName: string | null; bot: boolean }>;
  result: { outcome: string; winnerSeat: number | null } | null;
}

/** The built-in CLI from its sources, in a child process, as a judge would run it on the server. */
async function replayExport(
  dataDir: string,
  matchId: string,
  view: string,
): Promise<{ out: string; report: Record<string, unknown> }> {
  const out = join(dataDir, 'exports', `${matchId}.${view.replace(':', '-')}.jsonl`);
  const args = [
    '--conditions=@cronica/source',
    '--import',
    './src/testing/register-ts.mjs',
    cliMain,
    'replay',
    'export',
    '--match',
    matchId,
    '--view',
    view,
    '--out',
    out,
    '--data-dir',
    dataDir,
    '--json',
  ];
  const { stdout } = await run(process.execPath, args, { cwd: apiRoot, timeout: 60_000 });
  return { out, report: JSON.parse(stdout) as Record<string, unknown> };
}

describe('finished matches: the public index, their replays and the CLI export', () => {
  const api = suiteApi();
  let ana: Account;
  let matchId: string;
  let publicKey: string;

  beforeAll(async () => {
    publicKey = api.app.get<NodeReplaySigner>(MATCH_SIGNER).publicKey;
    ana = await signUp(api, 'ana', 'Ana Robles');
    let view = (
      await mutate<{ startPracticeMatch: { match: ViewShape } }>(api, PRACTICE, { c: cmd('practice') }, ana.token)
    ).startPracticeMatch.match;
    matchId = view.matchId;
    const live = await mutate<{ matches: SummaryShape[] }>(api, MATCHES, { s: 'LIVE' });
    expect(live.matches.map((m) => m.matchId)).toEqual([matchId]);
    await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd() }, ana.token);
    view = await viewOf(api, matchId, ana.token);
    const pick = chooser(11);
    for (let step = 0; step < 3000 && view.status !== 'finished'; step += 1) {
      const next = await mutate<{ submitGameCommand: { match: ViewShape } }>(
        api,
        SUBMIT,
        { m: matchId, cmd: asInput(pick(view.legalCommands)), c: cmd() },
        ana.token,
      );
      view = next.submitGameCommand.match;
    }
    expect(view.status).toBe('finished');
  }, 120_000);

  it('lists the sealed match among the finished ones, with its players and result, and no longer as live', async () => {
    const finished = (await mutate<{ matches: SummaryShape[] }>(api, MATCHES, { s: 'FINISHED' })).matches;
    expect(finished).toHaveLength(1);
    const [summary] = finished;
    expect(summary).toMatchObject({
      matchId,
      game: 'blades-of-ash',
      kind: 'practice',
      status: 'FINISHED',
      tournamentId: null,
      round: null,
      table: null,
      replayHead: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(summary!.players).toEqual([
      { seat: 0, playerId: ana.id, displayName: 'Ana Robles', deckName: expect.any(String), bot: false },
      { seat: 1, playerId: 'bot:greedy', displayName: null, deckName: expect.any(String), bot: true },
    ]);
    expect(summary!.result?.outcome).toMatch(/^(win|draw)$/);
    expect((await mutate<{ matches: SummaryShape[] }>(api, MATCHES, { s: 'LIVE' })).matches).toEqual([]);
    expect(
      (await mutate<{ player: { matches: Array<{ matchId: string }> } }>(api, PLAYER_MATCHES, { id: ana.id })).player
        .matches,
    ).toEqual([{ matchId }]);
    const tooMany = await api.gql(MATCHES, { s: 'FINISHED', l: 1000 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists one game’s matches by its id, and refuses a game that does not exist, in both languages', async () => {
    const ofGame = async (g: string) =>
      (await mutate<{ matches: SummaryShape[] }>(api, MATCHES, { s: 'FINISHED', g })).matches.map((m) => m.matchId);
    expect(await ofGame('blades-of-ash')).toEqual([matchId]);
    expect(await ofGame('ecg')).toEqual([]);
    const unknown = await api.gql(MATCHES, { s: 'FINISHED', g: 'ajedrez' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      problems: [
        { path: 'game', messages: { es: 'No hay ningún juego «ajedrez».', en: 'There is no game "ajedrez".' } },
      ],
    });
  });
  it("serves anyone the public replay, which verifies against the server's key and ends on the indexed head", async () => {
    const replay = await mutate<{ matchReplay: { view: string; jsonl: string } }>(api, REPLAY, {
      m: matchId,
      v: 'public',
    });
    const report = verifyServed(replay.matchReplay.jsonl, { publicKeys: [publicKey] });
    expect(report).toMatchObject({ verified: true, complete: true, view: 'public', keyPinned: true });
    const summary = (await mutate<{ matches: SummaryShape[] }>(api, MATCHES, { s: 'FINISHED' })).matches[0]!;
    const seal = JSON.parse(replay.matchReplay.jsonl.trimEnd().split('\n').at(-1)!) as { signed: { head: string } };
    expect(seal.signed.head).toBe(summary.replayHead);
    expect(JSON.parse(replay.matchReplay.jsonl.split('\n')[0]!).seeds.commitment).toBe(summary.seedCommitment);
  });

  it('ends with read models identical to a rebuild from $all', async () => {
    const store = api.app.get<EventStore>(EVENT_STORE);
    await api.app.get(ProjectionRunner).waitFor(await store.headPosition());
    const rebuilt: ReadDb = new Database(':memory:');
    migrateReadModels(rebuilt);
    await rebuildReadModels(rebuilt, readAllOpened(store));
    const live = dumpReadModels(api.app.get<ReadDb>(READ_DB));
    expect(live.match_summaries).toHaveLength(1);
    expect(dumpReadModels(rebuilt)).toEqual(live);
    rebuilt.close();
  });

  it('exports the judge, seat and public views with the CLI from the running server’s DATA_DIR, each verifying', async () => {
    const [judge, seat, pub] = await Promise.all(
      ['judge', 'seat:0', 'public'].map((view) => replayExport(api.dataDir, matchId, view)),
    );
    for (const [file, view] of [
      [judge!, 'judge'],
      [seat!, 'seat:0'],
      [pub!, 'public'],
    ] as const) {
      expect(file.report).toMatchObject({ match: matchId, view, sealed: true, verified: true });
      const report = verifyServed(readFileSync(file.out, 'utf8'), { publicKeys: [publicKey] });
      expect(report, view).toMatchObject({ verified: true, complete: true, view, keyPinned: true, errors: [] });
    }
    const judgeReport = verifyServed(readFileSync(judge!.out, 'utf8'), { publicKeys: [publicKey] });
    expect(judgeReport.fullyVerified).toBe(true);
    expect(Object.values(judgeReport.checks).map((check) => check.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
      'passed',
      'passed',
    ]);
    const sealOf = (out: string) =>
      JSON.parse(readFileSync(out, 'utf8').trimEnd().split('\n').at(-1)!) as { reveal: Record<string, unknown> };
    expect(Object.keys(sealOf(judge!.out).reveal)).toContain('master');
    expect(sealOf(pub!.out).reveal).not.toHaveProperty('master');
    expect(sealOf(seat!.out).reveal).not.toHaveProperty('master');
  });
});
