import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, nextResults, type TestApi } from '../testing/harness.js';
import {
  APPOINT_JUDGE,
  errorExtensions,
  expectRefusedUnwritten,
  openWithEntries,
  publishNextRound,
  TOURNAMENT_STEP,
} from '../testing/tournament-setup.js';
import { suiteAccounts, suiteApi } from '../testing/suite-api.js';

// Results as a store runs them: a best-of-3 final (002 C.1) reported on paper game by game, a
// paper slip entered at the desk without a reason, and a desk told which actions apply now.
const REPORT = `mutation ($t: ID!, $r: Int!, $n: Int!, $res: MatchResultInput!, $c: ID!) { reportResult(tournamentId: $t, round: $r, table: $n, result: $res, commandId: $c) { result { events } } }`;
const CONFIRM = `mutation ($t: ID!, $r: Int!, $n: Int!, $c: ID!) { confirmResult(tournamentId: $t, round: $r, table: $n, commandId: $c) { result { events } } }`;
const OVERRIDE = `mutation ($t: ID!, $r: Int!, $n: Int!, $res: MatchResultInput!, $why: String, $c: ID!) { overrideResult(tournamentId: $t, round: $r, table: $n, result: $res, reason: $why, commandId: $c) { result { events } } }`;
const ROUNDS = `query ($t: ID!) { tournament(id: $t) { rounds { number stage bestOf } pairings { round table playerA playerB bestOf result { winner status games { winner lifeA lifeB endedEarly } } } } }`;
const ACTIONS = `query ($t: ID!) { tournament(id: $t) { staffActions } }`;

interface Row {
  round: number;
  table: number;
  playerA: string;
  playerB: string | null;
  bestOf: number;
  result: {
    winner: string;
    status: string;
    games: Array<{ winner: string; lifeA: number | null; lifeB: number | null; endedEarly: boolean }>;
  } | null;
}
type Read = { tournament: { rounds: Array<{ number: number; stage: string; bestOf: number }>; pairings: Row[] } };

const oneGame = (winner: 'a' | 'b', life: number) => ({
  winner,
  games: [{ winner, lifeA: winner === 'a' ? life : 0, lifeB: winner === 'b' ? life : 0 }],
});
const FINAL = {
  winner: 'b',
  games: [
    { winner: 'b', lifeA: 0, lifeB: 7 },
    { winner: 'a', lifeA: 4, lifeB: 0 },
    { winner: 'b', lifeA: -2, lifeB: 12 },
  ],
};

/** A request over the WebSocket transport: its single result, errors included. */
async function overWebSocket(api: TestApi, query: string, variables: Record<string, unknown>, token: string) {
  const client = api.ws(token);
  try {
    return { data: (await nextResults<Record<string, unknown>>(client, query, variables, 1).done)[0], error: null };
  } catch (error) {
    return { data: undefined, error: String(error) };
  }
}

describe('results on paper: a best-of-3 final, slips entered at the desk, and the actions a desk is offered', () => {
  const api = suiteApi();
  const [organizer, judge, ...players] = suiteAccounts(api, ['orga', 'juez', 'ana', 'bea', 'cris', 'dani']);
  let t: string;
  const step = (name: string) => mutate(api, TOURNAMENT_STEP(name), { t, c: cmd() }, organizer.token);
  const read = async (token = organizer.token) => (await mutate<Read>(api, ROUNDS, { t }, token)).tournament;
  const tokenOf = (id: string) => players.find((p) => p.id === id)!.token;
  const actions = async (token: string) =>
    (await mutate<{ tournament: { staffActions: string[] } }>(api, ACTIONS, { t }, token)).tournament.staffActions;

  beforeAll(async () => {
    t = await openWithEntries(api, organizer, players, 'desk', {
      name: 'Copa',
      game: 'warlords-of-terra',
      rounds: 1,
      requireDeckLists: false,
      topCut: { size: 2, finalBestOf: 3 },
    });
    await mutate(api, APPOINT_JUDGE, { t, u: 'juez', c: cmd() }, organizer.token);
    await publishNextRound(api, organizer, t);
  });

  it('enters a result from a paper slip without a reason, over HTTP and over WebSocket, and reads it as entered by staff', async () => {
    const [first, second] = (await read()).pairings;
    await mutate(api, OVERRIDE, { t, r: 1, n: first!.table, res: oneGame('a', 10), c: cmd() }, organizer.token);
    const ws = await overWebSocket(
      api,
      OVERRIDE,
      { t, r: 1, n: second!.table, res: oneGame('a', 5), c: cmd() },
      judge.token,
    );
    expect(ws.error).toBeNull();
    const tables = (await read()).pairings;
    expect(tables.map((p) => p.result?.status)).toEqual(['entered', 'entered']);
    expect(tables[0]!.result!.games).toEqual([{ winner: 'a', lifeA: 10, lifeB: 0, endedEarly: false }]);
  });

  it('asks for a reason to correct a result the table already has, over HTTP and over WebSocket', async () => {
    const correction = { t, r: 1, n: 1, res: oneGame('a', 9), c: cmd() };
    const http = await expectRefusedUnwritten(api, OVERRIDE, correction, organizer.token, 'RULE_VIOLATION');
    expect(http).toMatchObject({ rule: 'tournament.result.reason-required' });
    const ws = await overWebSocket(api, OVERRIDE, { ...correction, c: cmd(), why: ' ' }, judge.token);
    expect(ws.error).toContain('tournament.result.reason-required');
    await mutate(api, OVERRIDE, { ...correction, c: cmd(), why: 'La hoja decía 9, no 10' }, organizer.token);
    expect((await read()).pairings[0]!.result).toMatchObject({ status: 'override', games: [{ lifeA: 9 }] });
  });

  it('says each round’s games: the Swiss round is best of 1, the final best of 3, per round and per table', async () => {
    await step('endRound');
    await step('startTopCut');
    await step('publishPairings');
    const { rounds, pairings } = await read();
    expect(rounds.map((r) => [r.number, r.stage, r.bestOf])).toEqual([
      [1, 'swiss', 1],
      [2, 'top-cut', 3],
    ]);
    expect(pairings.map((p) => [p.round, p.bestOf])).toEqual([
      [1, 1],
      [1, 1],
      [2, 3],
    ]);
  });

  it('refuses one game in the final with a whole sentence in each language', async () => {
    const final = (await read()).pairings.find((p) => p.round === 2)!;
    const answer = await api.gql(REPORT, { t, r: 2, n: 1, res: oneGame('a', 3), c: cmd() }, tokenOf(final.playerA));
    expect(errorExtensions(answer)).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'tournament.result.invalid',
      messages: {
        es: 'Resultado no válido: al mejor de 3, el ganador necesita 2 partidas ganadas.',
        en: 'Invalid result: in a best of 3, the winner needs 2 games won.',
      },
    });
  });

  it('takes the final game by game from one player, shows the games to the other, and closes on their confirmation', async () => {
    const final = (await read()).pairings.find((p) => p.round === 2)!;
    await mutate(api, REPORT, { t, r: 2, n: 1, res: FINAL, c: cmd() }, tokenOf(final.playerB!));
    const seen = (await read(tokenOf(final.playerA))).pairings.find((p) => p.round === 2)!;
    expect(seen.result).toMatchObject({ status: 'reported', winner: 'b' });
    expect(seen.result!.games.map((g) => [g.winner, g.lifeA, g.lifeB])).toEqual([
      ['b', 0, 7],
      ['a', 4, 0],
      ['b', -2, 12],
    ]);
    const ws = await overWebSocket(api, CONFIRM, { t, r: 2, n: 1, c: cmd() }, tokenOf(final.playerA));
    expect(ws.error).toBeNull();
    expect((await read()).pairings.find((p) => p.round === 2)!.result!.status).toBe('confirmed');
  });

  it('tells the organizer and the judges which actions the tournament allows now, and players nothing', async () => {
    expect(await actions(organizer.token)).toEqual(['endRound']);
    expect(await actions(judge.token)).toEqual(['endRound']);
    expect(await actions(players[0]!.token)).toEqual([]);
    await step('endRound');
    expect(await actions(organizer.token)).toEqual([]);
  });
});
