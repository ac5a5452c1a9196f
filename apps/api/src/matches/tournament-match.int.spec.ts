import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { cmd, mutate, signUp, startTestApi, type Account, type TestApi } from '../testing/harness.js';
import {
  asInput,
  chooser,
  REPLAY,
  SEED,
  SUBMIT,
  VIEW_FIELDS,
  viewOf,
  type ReportedPairing,
  type ViewShape,
  verifyServed,
} from './match-play.testkit.js';
import {
  expectRefusedUnwritten,
  judgedRoundUnderway,
  TOURNAMENT_STEP,
  rivalListsRound,
} from '../testing/tournament-setup.js';

// The matches of a Blades of Ash tournament's published pairings, created by its
// organizer with the registered deck lists; judges (and the organizer) see everything.

const PAIRINGS = `query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { table playerA playerB } } }`;
const CREATE_MATCH = `mutation ($t: ID!, $r: Int!, $n: Int!, $c: ID!) { createTournamentMatch(tournamentId: $t, round: $r, table: $n, commandId: $c) { match { ${VIEW_FIELDS} } } }`;

interface HandsJson {
  players: Array<{ hand: string[] | null }>;
}
interface HeroesJson {
  heroes: Array<{ seat: number; kept: boolean | null; life: number; out: boolean }>;
}

const RESULT = `query ($t: ID!) { tournament(id: $t) {
  pairings(round: 1) { table playerA playerB result { status winner lifeA lifeB gameLifeA gameLifeB reportedBy } }
  standings { playerId tiebreakers { name value } }
  matches(status: FINISHED) { matchId kind round table status result { outcome winnerSeat winnerPlayerId } players { seat playerId } } } }`;

/** Remaining life of the heroes a seat kept that are still standing (RULES-NOTES.md, "Tournament SCORE"). */
const lifeLeft = (state: HeroesJson, seat: number) =>
  state.heroes
    .filter((h) => h.seat === seat && h.kept === true && !h.out)
    .reduce((sum, h) => sum + Math.max(0, h.life), 0);

describe('tournament matches: created from pairings, read in full by judges', () => {
  let api: TestApi;
  let olga: Account;
  let outsider: Account;
  let players: [Account, Account];
  let tournamentId: string;
  let matchId: string;
  const token = (id: string) => players.find((p) => p.id === id)!.token;

  beforeAll(async () => {
    api = await startTestApi();
    olga = await signUp(api, 'olga');
    outsider = await signUp(api, 'otto');
    players = [await signUp(api, 'ana'), await signUp(api, 'bea')];
    // The tournament's format options for Blades of Ash reach its online matches (validated by the game's schema).
    tournamentId = await rivalListsRound(
      api,
      { organizer: olga, judges: [], players },
      { name: 'Copa de ceniza', rounds: 1, roundMinutes: 45, tiebreakPreset: 'wot', gameOptions: { maxRounds: 4 } },
    );
  });
  afterAll(async () => {
    await api.stop();
  });

  it('refuses format options the game cannot play when the tournament is created', async () => {
    const refused = await api.gql(
      `mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }`,
      {
        input: {
          commandId: cmd(),
          name: 'Copa imposible',
          game: 'blades-of-ash',
          rounds: 1,
          gameOptions: { heroesKept: 6 },
        },
      },
      olga.token,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      problems: [expect.objectContaining({ path: 'gameOptions.heroesKept' })],
    });
  });

  it('only the organizer, a judge or a player at the table creates the match of a published pairing, once', async () => {
    const [pairing] = (
      await mutate<{ tournament: { pairings: Array<{ table: number; playerA: string; playerB: string }> } }>(
        api,
        PAIRINGS,
        { t: tournamentId },
      )
    ).tournament.pairings;
    const byOutsider = await api.gql(
      CREATE_MATCH,
      { t: tournamentId, r: 1, n: pairing!.table, c: cmd() },
      outsider.token,
    );
    expect(byOutsider.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await api.gql(CREATE_MATCH, { t: tournamentId, r: 2, n: 1, c: cmd() }, olga.token);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const TABLE = `query ($t: ID!, $n: Int!) { tableMatch(tournamentId: $t, round: 1, table: $n) { matchId viewer } }`;
    expect(
      (await mutate<{ tableMatch: unknown }>(api, TABLE, { t: tournamentId, n: pairing!.table })).tableMatch,
    ).toBeNull();
    const created = await mutate<{ createTournamentMatch: { match: ViewShape } }>(
      api,
      CREATE_MATCH,
      { t: tournamentId, r: 1, n: pairing!.table, c: cmd() },
      olga.token,
    );
    matchId = created.createTournamentMatch.match.matchId;
    expect(created.createTournamentMatch.match).toMatchObject({ viewer: 'judge', status: 'awaiting-seeds' });
    expect(created.createTournamentMatch.match.seats.map((s) => s.playerId)).toEqual([
      pairing!.playerA,
      pairing!.playerB,
    ]);
    expect(
      (await mutate<{ tableMatch: unknown }>(api, TABLE, { t: tournamentId, n: pairing!.table }, players[0]!.token))
        .tableMatch,
    ).toEqual({ matchId, viewer: 'seat' });
    const twice = await api.gql(
      CREATE_MATCH,
      { t: tournamentId, r: 1, n: pairing!.table, c: cmd() },
      players[0]!.token,
    );
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'match.already-exists' });
  });

  it('the players play it; the judge sees both hands, each player only their own; the judge replay verifies in full', async () => {
    const view = await viewOf(api, matchId, olga.token);
    const seatTokens = view.seats.map((s) => token(s.playerId));
    for (const t of seatTokens)
      await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd() }, t);
    const pick = chooser(3);
    let seat = 0;
    let last = await viewOf(api, matchId, seatTokens[0]);
    let judgeChecked = false;
    for (let step = 0; step < 5000 && last.status !== 'finished'; step += 1) {
      if (!judgeChecked && (last.state as HandsJson).players[0]!.hand?.length) {
        const judge = (await viewOf(api, matchId, olga.token)).state as HandsJson;
        expect(judge.players.every((p) => p.hand !== null && p.hand.length > 0)).toBe(true);
        expect((last.state as HandsJson).players[1]!.hand).toBeNull();
        judgeChecked = true;
      }
      if (last.legalCommands.length === 0) {
        seat = 1 - seat;
        last = await viewOf(api, matchId, seatTokens[seat]);
        continue;
      }
      last = (
        await mutate<{ submitGameCommand: { match: ViewShape } }>(
          api,
          SUBMIT,
          { m: matchId, cmd: asInput(pick(last.legalCommands)), c: cmd() },
          seatTokens[seat],
        )
      ).submitGameCommand.match;
    }
    expect(judgeChecked).toBe(true);
    expect(last.status).toBe('finished');
    const forbidden = await api.gql(REPLAY, { m: matchId, v: 'judge' }, seatTokens[0]);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const judge = await mutate<{ matchReplay: { jsonl: string } }>(api, REPLAY, { m: matchId, v: 'judge' }, olga.token);
    const report = verifyServed(judge.matchReplay.jsonl);
    expect(report.errors).toEqual([]);
    expect(report.fullyVerified).toBe(true);
    // The format and the hero lists are open in every view; the action decks are the judge's to read.
    const header = JSON.parse(judge.matchReplay.jsonl.split('\n')[0]!) as {
      setup: { format: { maxRounds: number } };
      reveals: Array<{ path: (string | number)[] }>;
    };
    expect(header.setup.format.maxRounds).toBe(4);
    expect(header.reveals.filter((r) => r.path[0] === 'setup').map((r) => r.path.slice(0, 4))).toEqual([
      ['setup', 'decks', 0, 'sections'],
      ['setup', 'decks', 1, 'sections'],
    ]);
  });

  it("the sealed match reports its result, with each side's final life, to the tournament without anyone retyping it", async () => {
    const judgeView = await viewOf(api, matchId, olga.token);
    const final = judgeView.state as HeroesJson;
    const data = (
      await mutate<{
        tournament: {
          pairings: Array<
            ReportedPairing<{
              lifeA: number;
              lifeB: number;
              gameLifeA: number | null;
              gameLifeB: number | null;
              reportedBy: string | null;
            }>
          >;
          standings: Array<{ playerId: string; tiebreakers: Array<{ name: string; value: number | null }> }>;
          matches: Array<{
            matchId: string;
            kind: string;
            round: number;
            table: number;
            status: string;
            result: { outcome: string; winnerSeat: number | null; winnerPlayerId: string | null };
          }>;
        };
      }>(api, RESULT, { t: tournamentId })
    ).tournament;
    const [summary] = data.matches;
    expect(data.matches).toHaveLength(1);
    expect(summary).toMatchObject({ matchId, kind: 'tournament', round: 1, status: 'FINISHED' });
    const pairing = data.pairings.find((p) => p.table === summary!.table)!;
    const seatOf = (player: string) => judgeView.seats.find((s) => s.playerId === player)!.seat;
    const winner =
      summary!.result.outcome === 'draw' ? 'draw' : summary!.result.winnerPlayerId === pairing.playerA ? 'a' : 'b';
    expect(pairing.result).toEqual({
      status: 'confirmed',
      winner,
      lifeA: lifeLeft(final, seatOf(pairing.playerA)),
      lifeB: lifeLeft(final, seatOf(pairing.playerB)),
      // One skirmish played to its end: the pairing row shows these same final totals.
      gameLifeA: lifeLeft(final, seatOf(pairing.playerA)),
      gameLifeB: lifeLeft(final, seatOf(pairing.playerB)),
      reportedBy: null,
    });
    const seatTokens = judgeView.seats.map((s) => token(s.playerId));
    const report = await api.gql(
      `mutation ($t: ID!, $c: ID!) { reportResult(tournamentId: $t, round: 1, table: ${pairing.table}, result: { winner: "a" }, commandId: $c) { result { events } } }`,
      { t: tournamentId, c: cmd() },
      seatTokens[0],
    );
    expect(report.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION' });
    // 002 C.2.1: SCORE = own final life − the rival's, each capped (20 by default), once the round is over.
    await mutate(api, TOURNAMENT_STEP('endRound'), { t: tournamentId, c: cmd() }, olga.token);
    const standings = (await mutate<{ tournament: typeof data }>(api, RESULT, { t: tournamentId })).tournament
      .standings;
    const score = (player: string) =>
      standings.find((s) => s.playerId === player)?.tiebreakers.find((t) => t.name === 'score')?.value;
    const capped = (life: number) => Math.min(life, 20);
    expect(score(pairing.playerA)).toBe(capped(pairing.result!.lifeA) - capped(pairing.result!.lifeB));
    expect(score(pairing.playerB)).toBe(capped(pairing.result!.lifeB) - capped(pairing.result!.lifeA));
  });
});

describe('a table whose result is closed', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });

  afterAll(async () => {
    await api?.close();
  });

  it('gets no online match: creating one is refused (in Spanish and English) and nothing is written', async () => {
    const olga = await signUp(api, 'olga');
    const players = [await signUp(api, 'ana'), await signUp(api, 'bea')] as const;
    const decks = [readyDecks()[0]!.deck, readyDecks()[1]!.deck] as const;
    const tournamentId = await judgedRoundUnderway(
      api,
      { organizer: olga, judges: [], players, decks },
      { name: 'Copa cerrada', game: 'blades-of-ash', rounds: 1, roundMinutes: 45, requireDeckLists: true },
    );
    const override = `mutation ($t: ID!, $c: ID!) { overrideResult(tournamentId: $t, round: 1, table: 1, result: { winner: "a" }, reason: "Resultado acordado ante la mesa", commandId: $c) { result { events } } }`;
    await mutate(api, override, { t: tournamentId, c: cmd() }, olga.token);
    const extensions = await expectRefusedUnwritten(
      api,
      CREATE_MATCH,
      { t: tournamentId, r: 1, n: 1, c: cmd() },
      players[0]!.token,
      'CONFLICT',
    );
    expect(extensions?.messages).toEqual({
      es: 'El resultado de esta mesa ya está cerrado: no hay partida que jugar.',
      en: "This table's result is already closed: there is no match left to play.",
    });
  });
});
