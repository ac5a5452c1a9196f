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

/** A regular's Thursday league nights in May, one more than a page holds and one to spare. */
const NIGHTS = Array.from({ length: 22 }, (_, n) => String(n + 1).padStart(2, '0'));
const named = (...nights: string[]) => nights.map((night) => `Liga ${night}`);

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
    for (const night of NIGHTS) {
      const t = await openTournament(api, organizer, {
        ...{ name: `Liga ${night}`, startsAt: `2026-05-${night}T18:00`, timeZone: 'Europe/Madrid' },
        ...{ game: 'blades-of-ash', rounds: 3, requireDeckLists: false },
      });
      await registerPlayers(api, t, [{ player: regular }]);
    }
  }, 120_000);

  it('gives the latest events first, as many as the page holds, with how many there are in all', async () => {
    const first = await page({ limit: 2 });
    expect(first).toMatchObject({ total: 22, offset: 0, limit: 2 });
    expect(first.rows.map((r) => r.name)).toEqual(named('22', '21'));
    const last = await page({ offset: 20, limit: 2 });
    expect(last.rows.map((r) => r.name)).toEqual(named('02', '01'));
  });

  it('gives at most a page of the latest events where the whole list is asked, as its price counts on', async () => {
    const whole = await mutate<{ player: { tournaments: Array<{ name: string }> } }>(
      api,
      'query ($id: ID!) { player(id: $id) { tournaments { name } } }',
      { id: regular.id },
    );
    expect(whole.player.tournaments.map((t) => t.name)).toEqual(named(...NIGHTS.slice(2).reverse()));
  });

  it('turns an offset past the end into the last page, so a stale link still shows events', async () => {
    const stale = await page({ offset: 40, limit: 2 });
    expect(stale).toMatchObject({ total: 22, offset: 20 });
    expect(stale.rows.map((r) => r.name)).toEqual(named('02', '01'));
  });

  it('holds twenty events a page at most, and refuses a negative offset or a limit below one in both languages', async () => {
    expect(await page({})).toMatchObject({ offset: 0, limit: 20 });
    expect((await page({})).rows).toHaveLength(20);
    const asked = await page({ limit: 100 });
    expect(asked.limit, 'the page the query was priced for').toBe(20);
    expect(asked.rows).toHaveLength(20);
    for (const variables of [{ offset: -1 }, { limit: 0 }]) {
      const answer = await api.gql(EVENTS, { id: regular.id, ...variables });
      const extensions = answer.errors?.[0]?.extensions as
        { code: string; problems: Array<{ messages: { es: string; en: string } }> } | undefined;
      expect(extensions?.code).toBe('BAD_USER_INPUT');
      expect(extensions?.problems[0]?.messages).toEqual({ es: expect.any(String), en: expect.any(String) });
    }
  });
});
