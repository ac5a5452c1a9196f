import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, signUp, type Account } from '../testing/harness.js';
import {
  APPOINT_JUDGE,
  openTournament,
  type PairingRow,
  registerPlayers,
  TOURNAMENT_STEP,
} from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

const GUEST = `mutation ($t: ID!, $n: String!, $c: ID!) { registerGuest(tournamentId: $t, name: $n, commandId: $c) { result { events } } }`;
const OVERRIDE = `mutation ($t: ID!, $r: Int!, $n: Int!, $res: MatchResultInput!, $c: ID!) { overrideResult(tournamentId: $t, round: $r, table: $n, result: $res, reason: "Acta", commandId: $c) { result { events } } }`;
const PAGES = `query ($t: ID!, $q: String, $round: Int, $standings: Int, $offset: Int = 0, $limit: Int = 50) { tournament(id: $t) {
  standingsPage(round: $standings, q: $q, offset: $offset, limit: $limit) { total offset limit round rows { rank playerId playerName points } }
  pairingsPage(round: $round, q: $q, offset: $offset, limit: $limit) { total offset limit round rounds unpublishedRounds rows { round table playerA playerB published } players { playerId name } }
  playersPage(q: $q, offset: $offset, limit: $limit) { total unfilteredTotal offset limit rows { playerId name } } } }`;
const WHOLE = `query ($t: ID!) { tournament(id: $t) { standings { rank playerId playerName points } pairings { round table playerA playerB published } players { playerId name }
  standingsByRound { round rows { rank playerId playerName points } } } }`;

interface Page<T> {
  total: number;
  offset: number;
  limit: number;
  rows: T[];
}
interface Standing {
  rank: number;
  playerId: string;
  playerName: string;
  points: number;
}
interface Pages {
  standingsPage: Page<Standing> & { round: number | null };
  pairingsPage: Page<PairingRow> & {
    round: number | null;
    rounds: number[];
    unpublishedRounds: number[];
    players: Array<{ playerId: string; name: string }>;
  };
  playersPage: Page<{ playerId: string; name: string }>;
}
interface Whole {
  standings: Standing[];
  pairings: PairingRow[];
  players: Array<{ playerId: string; name: string }>;
  standingsByRound: Array<{ round: number; rows: Standing[] }>;
}

const ACCENTED = ['José Pérez', 'Jose Perez Ruiz', 'Núria Ñúñez'];
const FIELD = 122;

describe('the tournament page lists a page at a time: paging, search and what each reader may see', () => {
  const api = suiteApi();
  let organizer: Account;
  let judge: Account;
  let ana: Account;
  let t: string;
  const pages = async (variables: Record<string, unknown>, token?: string) =>
    (await mutate<{ tournament: Pages }>(api, PAGES, { t, ...variables }, token)).tournament;
  const whole = async (token?: string) => (await mutate<{ tournament: Whole }>(api, WHOLE, { t }, token)).tournament;
  const step = (name: string) => mutate(api, TOURNAMENT_STEP(name), { t, c: cmd() }, organizer.token);

  beforeAll(async () => {
    [organizer, judge, ana] = (await Promise.all(
      ['orga', 'juez', 'ana'].map((name) => signUp(api, name, name.toUpperCase())),
    )) as [Account, Account, Account];
    t = await openTournament(api, organizer, {
      name: 'Open de invierno',
      game: 'blades-of-ash',
      rounds: 3,
      roundMinutes: 50,
      requireDeckLists: false,
    });
    await mutate(api, APPOINT_JUDGE, { t, u: 'juez', c: cmd() }, organizer.token);
    await registerPlayers(api, t, [{ player: ana }]);
    const guests = [...ACCENTED, ...Array.from({ length: FIELD - 1 - ACCENTED.length }, (_, n) => `Jugador ${n + 1}`)];
    for (const name of guests) await mutate(api, GUEST, { t, n: name, c: cmd() }, organizer.token);
    await step('closeRegistration');
    await step('pairNextRound');
  }, 120_000);

  it('shows a spectator and a player no unpublished table, and the organizer and judges the draft, as the whole pairings do', async () => {
    for (const token of [undefined, ana.token]) {
      const seen = (await pages({}, token)).pairingsPage;
      expect(seen).toMatchObject({ total: 0, round: null, rounds: [], unpublishedRounds: [], rows: [], players: [] });
      expect((await whole(token)).pairings).toEqual([]);
    }
    for (const token of [organizer.token, judge.token]) {
      const seen = (await pages({}, token)).pairingsPage;
      expect(seen).toMatchObject({ total: FIELD / 2, round: 1, rounds: [1], unpublishedRounds: [1] });
      expect(seen.rows.every((row) => !row.published)).toBe(true);
    }
  });

  it('gives the round tables fifty at a time by table number, with who sits there, once published', async () => {
    await step('publishPairings');
    const all = (await whole()).pairings.sort((a, b) => a.table - b.table);
    const first = (await pages({})).pairingsPage;
    const second = (await pages({ offset: 50 })).pairingsPage;
    expect(first).toMatchObject({
      total: 61,
      offset: 0,
      limit: 50,
      round: 1,
      rounds: [1],
      unpublishedRounds: [],
      rows: all.slice(0, 50),
    });
    expect(second).toMatchObject({ total: 61, offset: 50, rows: all.slice(50) });
    const seated = new Set(second.rows.flatMap((row) => [row.playerA, row.playerB]));
    expect(second.players.map((p) => p.playerId).sort()).toEqual([...seated].filter((id) => id !== null).sort());
  });

  it("gives the standings after a finished round as that round's whole standings do", async () => {
    const tables = (await whole()).pairings.filter((p) => p.playerB !== null);
    for (const table of tables)
      await mutate(api, OVERRIDE, { t, r: 1, n: table.table, res: { winner: 'a' }, c: cmd() }, organizer.token);
    await step('endRound');
    await step('pairNextRound');
    await step('publishPairings');
    const { standingsByRound } = await whole();
    const afterFirst = (await pages({ standings: 1, offset: 50 })).standingsPage;
    expect(afterFirst).toMatchObject({
      round: 1,
      total: FIELD,
      offset: 50,
      rows: standingsByRound[0]!.rows.slice(50, 100),
    });
    expect((await pages({ standings: 7 })).standingsPage.round).toBeNull();
    const second = (await pages({ round: 1 })).pairingsPage;
    expect(second).toMatchObject({ round: 1, rounds: [1, 2] });
    expect((await pages({ round: 9 })).pairingsPage.round).toBe(2);
  }, 60_000);

  it('gives the roster by name and the standings in their order, with the total, and the last page for an offset past the end', async () => {
    const { players, standings } = await whole();
    const byName = players.map((p) => p.name).sort((a, b) => a.localeCompare(b, 'es'));
    const first = await pages({});
    expect(first.playersPage).toMatchObject({ total: FIELD, offset: 0, limit: 50 });
    expect(first.playersPage.rows.map((p) => p.name)).toEqual(byName.slice(0, 50));
    expect(first.standingsPage).toMatchObject({ total: FIELD, round: null, rows: standings.slice(0, 50) });
    const stale = await pages({ offset: 5000 });
    expect(stale.playersPage).toMatchObject({ offset: 100, rows: expect.any(Array) });
    expect(stale.playersPage.rows.map((p) => p.name)).toEqual(byName.slice(100));
    expect(stale.standingsPage.rows).toEqual(standings.slice(100));
  });

  it('finds players blind to case and accents in every list', async () => {
    const found = await pages({ q: 'jose perez' });
    expect(found.playersPage.rows.map((p) => p.name)).toEqual(['José Pérez', 'Jose Perez Ruiz']);
    expect(found.standingsPage.total).toBe(2);
    expect(found.pairingsPage.total).toBeGreaterThanOrEqual(1);
    expect(found.pairingsPage.players.map((p) => p.name)).toEqual(
      expect.arrayContaining(['José Pérez', 'Jose Perez Ruiz']),
    );
    expect((await pages({ q: 'ÑUÑ' })).playersPage.rows.map((p) => p.name)).toEqual(['Núria Ñúñez']);
    expect((await pages({ q: 'nadie así' })).playersPage).toMatchObject({ total: 0, unfilteredTotal: FIELD, rows: [] });
  });

  it('caps the rows of a page at one hundred whatever the limit asked', async () => {
    const big = await pages({ limit: 5000 });
    expect(big.playersPage).toMatchObject({ total: FIELD, limit: 100 });
    expect(big.playersPage.rows).toHaveLength(100);
    expect(big.standingsPage.rows).toHaveLength(100);
  });

  it('refuses a negative offset, a limit below one and an overlong search, in both languages', async () => {
    for (const variables of [{ offset: -1 }, { limit: 0 }, { q: 'x'.repeat(81) }]) {
      const answer = await api.gql(PAGES, { t, ...variables });
      const extensions = answer.errors?.[0]?.extensions as
        { code: string; problems: Array<{ path: string; messages: { es: string; en: string } }> } | undefined;
      expect(extensions?.code).toBe('BAD_USER_INPUT');
      expect(extensions?.problems[0]?.messages).toEqual({ es: expect.any(String), en: expect.any(String) });
    }
  });
});
