import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, nextResults } from '../testing/harness.js';
import { eventCast, openFirstTableMatch, rivalListsRound } from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

// A table's pairing names the online match played at it, read by the table itself: the event page
// links every table it lists to its match, however many matches the event has had.

const TABLES = `query ($t: ID!) { tournament(id: $t) {
  pairings(round: 1) { table onlineMatch { matchId status round table } }
  pairingsPage(round: 1) { rows { table onlineMatch { matchId } } } } }`;
const CALL = `mutation ($t: ID!, $c: ID!) { callJudge(tournamentId: $t, reason: "¿Esto vale?", commandId: $c) { recordId } }`;
const CALLS = `query ($t: ID!) { judgeCalls(tournamentId: $t) { table onlineMatch { matchId } } }`;
const MY_TABLE = `query ($t: ID!) { myMatches(tournamentId: $t) { table onlineMatch { matchId } } }`;

interface Tables {
  tournament: {
    pairings: Array<{ table: number; onlineMatch: { matchId: string; status: string } | null }>;
    pairingsPage: { rows: Array<{ table: number; onlineMatch: { matchId: string } | null }> };
  };
}

describe('a table’s online match, named by its pairing and by a call from it', () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea] = eventCast(api);
  let t: string;

  beforeAll(async () => {
    t = await rivalListsRound(api, { organizer, players: [ana, bea] }, { name: 'Copa en línea', rounds: 2 });
  });

  /** The round's tables over HTTP, the same over the WebSocket. */
  async function tables(token?: string): Promise<Tables['tournament']> {
    const http = (await mutate<Tables>(api, TABLES, { t }, token)).tournament;
    const [ws] = await nextResults<Tables>(api.ws(token), TABLES, { t }, 1).done;
    expect(ws!.tournament).toEqual(http);
    return http;
  }

  it('is none for a table not started online, then the match once opened, for the public and the table’s players alike', async () => {
    expect((await tables()).pairings).toEqual([{ table: 1, onlineMatch: null }]);
    const matchId = await openFirstTableMatch(api, organizer, t);
    const seen = await tables();
    expect(seen.pairings).toEqual([{ table: 1, onlineMatch: { matchId, status: 'LIVE', round: 1, table: 1 } }]);
    expect(seen.pairingsPage.rows).toEqual([{ table: 1, onlineMatch: { matchId } }]);
    const mine = await mutate<{ myMatches: unknown[] }>(api, MY_TABLE, { t }, ana.token);
    expect(mine.myMatches).toEqual([{ table: 1, onlineMatch: { matchId } }]);
  });

  it('is named by a call from that table too, so the judge goes from the call to the match', async () => {
    const [{ table, onlineMatch }] = (await tables()).pairings;
    await mutate(api, CALL, { t, c: cmd() }, bea.token);
    const { judgeCalls } = await mutate<{ judgeCalls: unknown[] }>(api, CALLS, { t }, judge.token);
    expect(judgeCalls).toEqual([{ table, onlineMatch: { matchId: onlineMatch!.matchId } }]);
  });
});
