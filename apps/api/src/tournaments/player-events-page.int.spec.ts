import { beforeAll, describe, expect, it } from 'vitest';
import { mutate, signUp, type Account } from '../testing/harness.js';
import { openTournament, registerPlayers } from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

const EVENTS = `query ($id: ID!, $offset: Int = 0, $limit: Int = 20) { player(id: $id) {
  tournamentsPage(offset: $offset, limit: $limit) { total offset limit rows { id name } } } }`;

interface EventsPage {
  total: number;
  offset: number;
  limit: number;
  rows: Array<{ id: string; name: string }>;
}

/** Five events a regular entered, one a month; the profile lists them the latest first. */
const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

describe("a player's profile lists her events a page at a time", () => {
  const api = suiteApi();
  let organizer: Account;
  let regular: Account;
  const page = async (variables: Record<string, unknown>) =>
    (await mutate<{ player: { tournamentsPage: EventsPage } }>(api, EVENTS, { id: regular.id, ...variables })).player
      .tournamentsPage;

  beforeAll(async () => {
    organizer = await signUp(api, 'tienda', 'Tienda');
    regular = await signUp(api, 'habitual', 'Habitual');
    for (const month of MONTHS) {
      const t = await openTournament(api, organizer, {
        ...{ name: `Liga ${month}`, startsAt: `${month}-12T18:00`, timeZone: 'Europe/Madrid' },
        ...{ game: 'blades-of-ash', rounds: 3, requireDeckLists: false },
      });
      await registerPlayers(api, t, [{ player: regular }]);
    }
  }, 60_000);

  it('gives the latest events first, as many as the page holds, with how many there are in all', async () => {
    const first = await page({ limit: 2 });
    expect(first).toMatchObject({ total: 5, offset: 0, limit: 2 });
    expect(first.rows.map((r) => r.name)).toEqual(['Liga 2026-10', 'Liga 2026-09']);
    const last = await page({ offset: 4, limit: 2 });
    expect(last.rows.map((r) => r.name)).toEqual(['Liga 2026-06']);
  });

  it('turns an offset past the end into the last page, so a stale link still shows events', async () => {
    const stale = await page({ offset: 40, limit: 2 });
    expect(stale).toMatchObject({ total: 5, offset: 4 });
    expect(stale.rows.map((r) => r.name)).toEqual(['Liga 2026-06']);
  });

  it('holds twenty events a page at most, and refuses a negative offset or a limit below one in both languages', async () => {
    expect((await page({})).rows).toHaveLength(5);
    expect((await page({})).limit).toBe(20);
    expect((await page({ limit: 100 })).limit, 'the page the query was priced for').toBe(20);
    for (const variables of [{ offset: -1 }, { limit: 0 }]) {
      const answer = await api.gql(EVENTS, { id: regular.id, ...variables });
      const extensions = answer.errors?.[0]?.extensions as
        { code: string; problems: Array<{ messages: { es: string; en: string } }> } | undefined;
      expect(extensions?.code).toBe('BAD_USER_INPUT');
      expect(extensions?.problems[0]?.messages).toEqual({ es: expect.any(String), en: expect.any(String) });
    }
  });
});
