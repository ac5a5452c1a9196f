import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import { cmd, mutate, signUp, type Account, type TestApi } from '../testing/harness.js';
import { judgedMatchUnderway, twoPlayerRoundUnderway } from '../testing/tournament-setup.js';
import { asInput, REPLAY, SEED, submitMove, viewOf, type ViewShape, verifyServed } from './match-play.testkit.js';
import { suiteApi } from '../testing/suite-api.js';
import { quiet } from './tournament-format.testkit.js';

// 002 C.1 ("jugador activo + 3 turnos"): when the organizer calls time on a round, each live
// online match of that round hears it from the platform and its own engine ends the game after
// the extra turns; the sealed match then reports its result (final life totals) to the pairing.
// ECG follows the same rule (RULES-NOTES.md, "The game always ends").

const ready = (game: string) => gameRegistry().module(game)!.setup.readyDecks();
const CREATE_MATCH = `mutation ($t: ID!, $r: Int!, $n: Int!, $c: ID!) { createTournamentMatch(tournamentId: $t, round: $r, table: $n, commandId: $c) { match { matchId seats { seat playerId } } } }`;
const STEP = (name: string) =>
  `mutation ($t: ID!, $c: ID!) { ${name}(tournamentId: $t, commandId: $c) { result { events } } }`;
const RESULT = `query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { result { status winner lifeA lifeB } } } }`;
interface Table {
  matchId: string;
  tokens: string[];
}

async function play(api: TestApi, table: Table, moves: number): Promise<ViewShape> {
  let last = await viewOf(api, table.matchId, table.tokens[0]);
  for (let step = 0; step < moves && last.status !== 'finished'; step += 1) {
    const views = await Promise.all(table.tokens.map((token) => viewOf(api, table.matchId, token)));
    const seat = views.findIndex((view) => view.legalCommands.length > 0);
    if (seat < 0) return views[0]!;
    last = await submitMove(api, table.matchId, asInput(quiet(views[seat]!.legalCommands)), table.tokens[seat]);
  }
  return last;
}

describe.each([
  {
    game: 'warlords-of-terra',
    decks: () => [ready('warlords-of-terra')[0]!.deck, ready('warlords-of-terra')[1]!.deck],
  },
  { game: 'ecg', decks: () => [ready('ecg')[0]!.deck, ready('ecg')[3]!.deck] },
])('calling time on a $game round', ({ game, decks }) => {
  const api = suiteApi();
  let olga: Account;
  let players: [Account, Account];
  let tournamentId: string;
  let table: Table;

  beforeAll(async () => {
    const round = await twoPlayerRoundUnderway(api, decks(), { name: `Reloj ${game}`, game });
    ({ organizer: olga, players, tournamentId } = round);
    await mutate(api, STEP('startRoundClock'), { t: tournamentId, c: cmd() }, olga.token);
    const created = await mutate<{
      createTournamentMatch: { match: { matchId: string; seats: Array<{ seat: number; playerId: string }> } };
    }>(api, CREATE_MATCH, { t: tournamentId, r: 1, n: 1, c: cmd() }, olga.token);
    const { matchId, seats } = created.createTournamentMatch.match;
    table = { matchId, tokens: seats.map((s) => players.find((p) => p.id === s.playerId)!.token) };
    for (const token of table.tokens)
      await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd() }, token);
  }, 120_000);

  it('goes on while the round has time, and ends after the extra turns once the organizer calls it', async () => {
    const before = await play(api, table, 30);
    expect(before.status).toBe('live');
    const eventsBefore = before.eventCount;
    await mutate(api, STEP('endRoundClock'), { t: tournamentId, c: cmd() }, olga.token);
    const called = await viewOf(api, table.matchId, olga.token);
    expect(called.eventCount).toBeGreaterThan(eventsBefore);
    expect(called.log.some((line) => /tiempo|time/i.test(line.text))).toBe(true);
    const after = await play(api, table, 600);
    expect(after.status).toBe('finished');
    expect(after.result).not.toBeNull();
  }, 600_000);

  it('reports the game ended by time to the pairing, with both final life totals, and its replay verifies', async () => {
    type Reported = { status: string; lifeA: number | null; lifeB: number | null };
    const reported = async () =>
      (await mutate<{ tournament: { pairings: Array<{ result: Reported | null }> } }>(api, RESULT, { t: tournamentId }))
        .tournament.pairings[0]!.result;
    let result = await reported();
    for (let tries = 0; tries < 50 && !result; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      result = await reported();
    }
    expect(result?.status).toBe('confirmed');
    expect(result?.lifeA).toEqual(expect.any(Number));
    expect(result?.lifeB).toEqual(expect.any(Number));
    const judge = await mutate<{ matchReplay: { jsonl: string } }>(
      api,
      REPLAY,
      { m: table.matchId, v: 'judge' },
      olga.token,
    );
    expect(verifyServed(judge.matchReplay.jsonl).errors).toEqual([]);
  });

  it('a second call of time writes nothing new to the match', async () => {
    const before = (await viewOf(api, table.matchId, olga.token)).eventCount;
    const again = await api.gql(STEP('callTime'), { t: tournamentId, c: cmd() }, olga.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('RULE_VIOLATION');
    expect((await viewOf(api, table.matchId, olga.token)).eventCount).toBe(before);
  });
});

describe("a Warlords of Terra tournament's best-of reaches its online matches", () => {
  const api = suiteApi();

  it('a Swiss match of a best-of-3 tournament is played to 3 games though the game options say nothing of it', async () => {
    const olga = await signUp(api, 'olga');
    const players = [await signUp(api, 'ana'), await signUp(api, 'bea')] as const;
    const decks = [ready('warlords-of-terra')[0]!.deck, ready('warlords-of-terra')[1]!.deck] as const;
    const { matchId } = await judgedMatchUnderway(
      api,
      { organizer: olga, judges: [], players, decks },
      { name: 'Al mejor de 3', game: 'warlords-of-terra', roundMinutes: 50, bestOf: 3 },
    );
    const state = (await viewOf(api, matchId, olga.token)).state as { options?: { bestOf?: number }; bestOf?: number };
    expect(state.options?.bestOf ?? state.bestOf).toBe(3);
  });
});
