import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import { ERASED_NAME } from '@cronica/util';
import { verifyReplay } from '@cronica/replay';
import { chooser, playAgainstBot, REPLAY, SEED, VIEW_FIELDS, type ViewShape } from '../matches/match-play.testkit.js';
import { formatKit, readyDecks } from '../matches/tournament-format.testkit.js';
import { cmd, mutate, signUp, startTestApi, type Account, type TestApi } from '../testing/harness.js';
import { errorExtensions, judgedRoundUnderway, ruledDispute, TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import {
  CALL,
  ERASE,
  expectNoneOf,
  expectRebuildEqualsLive,
  sealedValuesOf,
  signUpQuietly,
} from './erasure.testkit.js';

// A player who played a whole event (paid its entry fee, an online match of its round, a judge called
// with words of their own, a ruling appealed) and a practice match erases their account: results and replays
// stay and verify, nothing they typed or were called is left in the store, the read models or the log.

const HEAD = `mutation ($t: ID!, $a: ID!, $c: ID!) { nameHeadJudge(tournamentId: $t, accountId: $a, commandId: $c) { result { events } } }`;
const APPEAL = `mutation ($t: ID!, $d: ID!, $r: String!, $c: ID!) { appealRuling(tournamentId: $t, disputeId: $d, reason: $r, commandId: $c) { result { events } } }`;
const PENALISE = `mutation ($t: ID!, $i: IssuePenaltyInput!, $c: ID!) { issuePenalty(tournamentId: $t, input: $i, commandId: $c) { result { events } } }`;
const PAID = `mutation ($t: ID!, $c: ID!, $p: ID!) { markFeePaid(tournamentId: $t, commandId: $c, playerId: $p) { result { events } } }`;
const PRACTICE = `mutation ($c: ID!, $g: String, $o: JSON) { startPracticeMatch(commandId: $c, game: $g, options: $o) { match { ${VIEW_FIELDS} } } }`;
const RECORDS = `query ($t: ID!) {
  judgeCalls(tournamentId: $t) { playerId reason }
  disputes(tournamentId: $t) { summary ruling appeal { playerId reason } }
  penalties(tournamentId: $t) { playerId infraction penalty note }
}`;
const PAGES = `query ($t: ID!) { tournament(id: $t) {
  status
  standings { rank playerId playerName points }
  placings { playerId playerName }
  pairings(round: 1) { table playerA playerB result { winner status } }
} }`;

interface Pages {
  tournament: {
    status: string;
    standings: Array<{ playerId: string; playerName: string }>;
    placings: Array<{ playerId: string; playerName: string }>;
    pairings: unknown[];
  };
}

/** What Zurina types and is called: unique, so a scan finds any copy of it. */
const TYPED = {
  username: 'zurinajugadora',
  displayName: 'Zurina Jugadora',
  call: 'Mi rival tira el dado Zq7marcadorllamada',
  appeal: 'Apelo porque Zq7marcadorapelacion',
};
const password = 'clave-de-zurinajugadora';
const VIEWS = ['public', 'seat:0', 'seat:1', 'judge'];

describe('an erased player who played a whole event and a practice match', () => {
  const lines: string[] = [];
  let api: TestApi;
  let olga: Account;
  let juez: Account;
  let zurina: Account;
  let bea: Account;
  let t: string;
  let tableMatch: string;
  let practiceMatch: string;
  let before: Pages;
  let exported: string;
  const games = gameRegistry({ testGames: true }).modules();
  const pages = () => mutate<Pages>(api, PAGES, { t });

  beforeAll(async () => {
    process.env.CRONICA_TEST_GAMES = '1';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    api = await startTestApi(
      { RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000' },
      mkdtempSync(join(tmpdir(), 'erasure-play-')),
      { logger: pino({ level: 'trace' }, sink) },
    );
    olga = await signUp(api, 'olga', 'Olga Organizadora');
    juez = await signUp(api, 'juez', 'Julia Jueza');
    zurina = await signUpQuietly(api, TYPED.username, TYPED.displayName, password);
    bea = await signUp(api, 'bea', 'Bea Soto');
    const deck = readyDecks('dice-race')[0]!.deck;
    t = await judgedRoundUnderway(
      api,
      { organizer: olga, players: [zurina, bea], decks: [deck, deck] },
      {
        name: 'Copa de dados',
        game: 'dice-race',
        rounds: 1,
        requireDeckLists: true,
        gameOptions: { target: 5 },
        entryFee: { amount: 500, currency: 'EUR' },
      },
    );
    // She paid at the desk: the desk's ledger keeps her name beside the amount.
    await mutate(api, PAID, { t, c: cmd(), p: zurina.id }, olga.token);
  }, 60_000);
  afterAll(async () => {
    delete process.env.CRONICA_TEST_GAMES;
    await api.stop().catch(() => undefined);
    rmSync(api.dataDir, { recursive: true, force: true });
  });

  it('calls a judge, appeals the ruling and is penalised, in words the judges read', async () => {
    await mutate(api, CALL, { t, r: TYPED.call, c: cmd() }, zurina.token);
    const disputeId = await ruledDispute(api, t, juez, {
      summary: 'Dado dudoso en la mesa 1',
      ruling: 'La tirada es válida',
    });
    await mutate(api, HEAD, { t, a: olga.id, c: cmd() }, olga.token);
    await mutate(api, APPEAL, { t, d: disputeId, r: TYPED.appeal, c: cmd() }, zurina.token);
    const penalty = { playerId: zurina.id, infraction: 'slow-play', penalty: 'warning', note: 'Tarda en tirar' };
    await mutate(api, PENALISE, { t, i: penalty, c: cmd() }, juez.token);
    const records = JSON.stringify(await mutate(api, RECORDS, { t }, juez.token));
    for (const text of [TYPED.call, TYPED.appeal, 'Tarda en tirar']) expect(records).toContain(text);
  });

  it("plays the round's online match and a practice match to their end", async () => {
    const kit = formatKit(api, olga, [zurina, bea]);
    const table = await kit.matchOf(t, 1);
    tableMatch = table.matchId;
    expect(
      (
        await kit.play(
          table,
          (legal) => legal[0]!,
          () => false,
          400,
        )
      ).status,
    ).toBe('finished');
    for (let tries = 0; tries < 50; tries += 1) {
      const { tournament } = await pages();
      if (JSON.stringify(tournament.pairings).includes('confirmed')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await mutate(api, TOURNAMENT_STEP('endRound'), { t, c: cmd() }, olga.token);
    await mutate(api, TOURNAMENT_STEP('endTournament'), { t, c: cmd() }, olga.token);
    const started = await mutate<{ startPracticeMatch: { match: ViewShape } }>(
      api,
      PRACTICE,
      { c: cmd(), g: 'dice-race', o: { target: 12 } },
      zurina.token,
    );
    practiceMatch = started.startPracticeMatch.match.matchId;
    await mutate(api, SEED, { m: practiceMatch, s: randomBytes(32).toString('hex'), c: cmd() }, zurina.token);
    expect((await playAgainstBot(api, practiceMatch, zurina.token, chooser(5))).status).toBe('finished');
    before = await pages();
    expect(before.tournament.status).toBe('ended');
    expect(before.tournament.placings.map((p) => p.playerName)).toContain(TYPED.displayName);
  }, 120_000);

  it('finds in their export every value the erasure removes, and is refused the export after it', async () => {
    exported = JSON.stringify((await mutate<{ myData: unknown }>(api, '{ myData }', {}, zurina.token)).myData);
    const removed = await sealedValuesOf(api, zurina.id);
    expect(removed).toEqual(expect.arrayContaining(Object.values(TYPED)));
    for (const value of removed) expect(exported, value).toContain(value);
    expect(await mutate(api, ERASE, { p: password }, zurina.token)).toEqual({ eraseMyAccount: true });
    expect(errorExtensions(await api.gql('{ myData }', {}, zurina.token))?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps standings and placings as they were, with "deleted player" for the name', async () => {
    const after = await pages();
    const erased = (rows: Array<{ playerId: string; playerName: string }>) =>
      rows.map((row) => (row.playerId === zurina.id ? { ...row, playerName: ERASED_NAME } : row));
    expect(after.tournament.standings).toEqual(erased(before.tournament.standings));
    expect(after.tournament.placings).toEqual(erased(before.tournament.placings));
    expect(after.tournament.pairings).toEqual(before.tournament.pairings);
    const records = await mutate<{ judgeCalls: Array<{ reason: string }> }>(api, RECORDS, { t }, juez.token);
    expect(records.judgeCalls.map((c) => c.reason)).toEqual([ERASED_NAME]);
    // What staff wrote about the player is the staff's record (SECURITY.md, "Personal data and retention").
    expect(JSON.stringify(records)).toContain('Tarda en tirar');
    // The money she paid stays in the desk's accounts, under the deleted player's name.
    const FEES = `query ($t: ID!) { tournament(id: $t) { feesCollected { amount } players { playerId name feePaid } } }`;
    const desk = await mutate<{
      tournament: {
        feesCollected: Array<{ amount: number }>;
        players: Array<{ playerId: string; name: string; feePaid: boolean }>;
      };
    }>(api, FEES, { t }, olga.token);
    expect(desk.tournament.feesCollected).toEqual([{ amount: 500 }]);
    expect(desk.tournament.players.find((p) => p.playerId === zurina.id)).toMatchObject({
      name: ERASED_NAME,
      feePaid: true,
    });
  });

  it('verifies every replay of their matches, each seat and the public one', async () => {
    for (const view of VIEWS) {
      const replay = await mutate<{ matchReplay: { jsonl: string } }>(
        api,
        REPLAY,
        { m: tableMatch, v: view },
        olga.token,
      );
      const report = verifyReplay(replay.matchReplay.jsonl, { games });
      expect(report.errors, view).toEqual([]);
      expect(report.verified, view).toBe(true);
    }
    const practice = await mutate<{ matchReplay: { jsonl: string } }>(api, REPLAY, { m: practiceMatch, v: 'public' });
    expect(verifyReplay(practice.matchReplay.jsonl, { games }).errors).toEqual([]);
  });

  it('leaves no byte of their names or typed words in the data folder or the log, and a rebuild equals the live read models', async () => {
    await api.stop();
    expectNoneOf(Object.values(TYPED), api.dataDir, lines);
    await expectRebuildEqualsLive(api);
  });
});
