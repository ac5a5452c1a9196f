import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, nextResults, signUp, type Account, type TestApi, startTestApi } from '../testing/harness.js';
import { openWithEntries, publishNextRound, signUpEach, TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import { settleRoundAtDesk } from '../testing/desk-round.js';

const BRACKET = `query ($t: ID!) { tournament(id: $t) { bracket { seeds { seed playerId playerName }
  rounds { number label { es en } published ended tables { table playerA playerB published result { winner } } } upcoming { es en } } } }`;
const STANDINGS = `query ($t: ID!) { tournament(id: $t) { standings { rank playerId } } }`;

interface Bracket {
  seeds: Array<{ seed: number; playerId: string; playerName: string }>;
  rounds: Array<{
    number: number;
    label: { es: string; en: string };
    published: boolean;
    ended: boolean;
    tables: Array<{
      table: number;
      playerA: string;
      playerB: string | null;
      published: boolean;
      result: object | null;
    }>;
  }>;
  upcoming: Array<{ es: string; en: string }>;
}

describe('the bracket of a top cut, as the public and the staff read it', () => {
  let api: TestApi;
  let organizer: Account;
  let players: Account[];
  let t: string;
  const step = (name: string) => mutate(api, TOURNAMENT_STEP(name), { t, c: cmd() }, organizer.token);
  /** The bracket over HTTP, the same over the WebSocket. */
  async function bracket(token?: string): Promise<Bracket | null> {
    const http = (await mutate<{ tournament: { bracket: Bracket | null } }>(api, BRACKET, { t }, token)).tournament;
    const [ws] = await nextResults<{ tournament: { bracket: Bracket | null } }>(api.ws(token), BRACKET, { t }, 1).done;
    expect(ws!.tournament).toEqual(http);
    return http.bracket;
  }
  const settle = () => settleRoundAtDesk(api, organizer, t);

  beforeAll(async () => {
    api = await startTestApi();
    organizer = await signUp(api, 'orga');
    players = await signUpEach(api, ['ana', 'bea', 'cris', 'dani', 'eva', 'fede', 'gus', 'hugo']);
    t = await openWithEntries(api, organizer, players, 'desk', {
      name: 'Copa con cuadro',
      game: 'blades-of-ash',
      rounds: 1,
      requireDeckLists: false,
      topCut: { size: 4 },
    });
    await publishNextRound(api, organizer, t);
  });
  afterAll(async () => {
    await api.stop();
  });

  it('has none during the Swiss rounds', async () => {
    expect(await bracket()).toBeNull();
  });

  it('seeds the cut in Swiss order and keeps the drafted semi-finals from the public until published', async () => {
    await settle();
    const standings = (await mutate<{ tournament: { standings: Array<{ playerId: string }> } }>(api, STANDINGS, { t }))
      .tournament.standings;
    await step('startTopCut');
    const seen = (await bracket())!;
    expect(seen.seeds.map((s) => [s.seed, s.playerId])).toEqual(
      standings.slice(0, 4).map((s, i) => [i + 1, s.playerId]),
    );
    expect(seen.seeds.map((s) => s.playerName)).toEqual(
      seen.seeds.map((s) => players.find((p) => p.id === s.playerId)!.username),
    );
    expect(seen.rounds).toEqual([]);
    expect(seen.upcoming.map((label) => label.es)).toEqual(['Semifinales', 'Final']);
    const staff = (await bracket(organizer.token))!;
    expect(staff.rounds.map((r) => [r.label.es, r.published, r.tables.some((table) => table.published)])).toEqual([
      ['Semifinales', false, false],
    ]);
    expect(staff.upcoming.map((label) => label.en)).toEqual(['Final']);
  });

  it('once published, seats seed 1 against seed 4 and 2 against 3, and carries the results as they come', async () => {
    await step('publishPairings');
    const seeds = (await bracket())!.seeds.map((s) => s.playerId);
    const semis = (await bracket())!.rounds[0]!;
    expect(semis.tables.map((table) => [table.playerA, table.playerB])).toEqual([
      [seeds[0], seeds[3]],
      [seeds[1], seeds[2]],
    ]);
    await settle();
    const afterSemis = (await bracket())!;
    expect(afterSemis.rounds[0]!.ended).toBe(true);
    expect(afterSemis.rounds[0]!.tables.map((table) => table.result)).toEqual([{ winner: 'a' }, { winner: 'a' }]);
    // The final is paired by the end of the semis, a draft until the organizer publishes it.
    expect(afterSemis.upcoming.map((label) => label.es)).toEqual(['Final']);
    await step('publishPairings');
    const withFinal = (await bracket())!;
    expect(withFinal.rounds.map((r) => r.label.en)).toEqual(['Semi-finals', 'Final']);
    expect(withFinal.rounds[1]!.tables.map((table) => [table.playerA, table.playerB])).toEqual([[seeds[0], seeds[1]]]);
    expect(withFinal.upcoming).toEqual([]);
  });
});
