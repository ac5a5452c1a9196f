import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, signUp, type Account } from '../testing/harness.js';
import { errorExtensions, roundPlayedWithGuest } from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

const RENAME =
  'mutation ($n: String!, $c: ID!) { changeDisplayName(displayName: $n, commandId: $c) { id displayName } }';
const ME = '{ me { displayName } }';
const PAGES = `query ($t: ID!, $p: ID!) {
  tournament(id: $t) {
    players { playerId name }
    standings { playerId playerName }
    standingsByRound { rows { playerId playerName } }
    placings { playerId playerName }
    playersPage { rows { playerId name } }
  }
  player(id: $p) { displayName }
}`;

type Named = { playerId: string; name?: string; playerName?: string };
interface Pages {
  tournament: {
    players: Named[];
    standings: Named[];
    standingsByRound: Array<{ rows: Named[] }>;
    placings: Named[];
    playersPage: { rows: Named[] };
  };
  player: { displayName: string };
}

/** Every name the tournament's pages give one player, from every list that holds them. */
function namesOf(pages: Pages, playerId: string): string[] {
  const { players, standings, standingsByRound, placings, playersPage } = pages.tournament;
  return [players, standings, ...standingsByRound.map((r) => r.rows), placings, playersPage.rows]
    .flat()
    .filter((row) => row.playerId === playerId)
    .map((row) => row.name ?? row.playerName ?? '');
}

describe('a person corrects their display name (GDPR art. 16), and every page shows the current one', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000' });
  let olga: Account;
  let ana: Account;
  let t: string;
  const pages = async () => mutate<Pages>(api, PAGES, { t, p: ana.id });

  beforeAll(async () => {
    olga = await signUp(api, 'olga', 'Olga Organizadora');
    ana = await signUp(api, 'ana', 'Ana Robles');
    const bea = await signUp(api, 'bea', 'Bea Soto');
    t = await roundPlayedWithGuest(api, olga, [ana, bea], {
      name: 'Copa de otoño',
      game: 'blades-of-ash',
      rounds: 1,
      roundMinutes: 45,
      requireDeckLists: false,
    });
  }, 60_000);

  it('renames the account: past standings, the player list and the player page show the new name, a guest keeps theirs', async () => {
    const before = await pages();
    expect(new Set(namesOf(before, ana.id))).toEqual(new Set(['Ana Robles']));
    expect(before.tournament.standingsByRound.length).toBeGreaterThan(0);
    const guest = before.tournament.players.find((p) => p.name === 'Gonzalo Invitado');
    expect(guest).toBeDefined();

    const { changeDisplayName } = await mutate<{ changeDisplayName: { displayName: string } }>(
      api,
      RENAME,
      { n: '  Ana Robles Díaz ', c: 'renombre-1' },
      ana.token,
    );
    expect(changeDisplayName.displayName).toBe('Ana Robles Díaz');
    expect((await mutate<{ me: { displayName: string } }>(api, ME, {}, ana.token)).me.displayName).toBe(
      'Ana Robles Díaz',
    );

    const after = await pages();
    const shown = namesOf(after, ana.id);
    expect(shown.length).toBe(namesOf(before, ana.id).length);
    expect(new Set(shown)).toEqual(new Set(['Ana Robles Díaz']));
    expect(after.player.displayName).toBe('Ana Robles Díaz');
    expect(namesOf(after, guest!.playerId)).toContain('Gonzalo Invitado');
    expect(new Set(namesOf(after, guest!.playerId))).toEqual(new Set(['Gonzalo Invitado']));
  });

  it('takes a resend of the same commandId as done, and refuses it for another name', async () => {
    const head = await api.storeHead();
    const resent = await api.gql(RENAME, { n: 'Ana Robles Díaz', c: 'renombre-1' }, ana.token);
    expect(resent.errors).toBeUndefined();
    expect(errorExtensions(await api.gql(RENAME, { n: 'Ana R.', c: 'renombre-1' }, ana.token))?.code).toBe('CONFLICT');
    expect(await api.storeHead()).toBe(head);
  });

  it('refuses an empty, too long, unchanged or look-alike name in Spanish and English, changing nothing', async () => {
    const head = await api.storeHead();
    for (const name of ['', '   ', 'a'.repeat(61), 'Ana\u202Eseloб']) {
      const extensions = errorExtensions(await api.gql(RENAME, { n: name, c: cmd() }, ana.token));
      expect(extensions?.code, JSON.stringify(name)).toBe('BAD_USER_INPUT');
      const [problem] = extensions!.problems as Array<{ path: string; messages: { es: string; en: string } }>;
      expect(problem!.path).toBe('displayName');
      expect(problem!.messages.es).not.toBe(problem!.messages.en);
    }
    const same = errorExtensions(await api.gql(RENAME, { n: ' Ana Robles Díaz ', c: cmd() }, ana.token));
    expect(same).toMatchObject({ code: 'RULE_VIOLATION', rule: 'ACCOUNT_DISPLAY_NAME_UNCHANGED' });
    const twin = errorExtensions(await api.gql(RENAME, { n: 'OLGA ORGANIZADORA', c: cmd() }, ana.token));
    expect(twin).toMatchObject({ code: 'BAD_USER_INPUT', problems: [{ path: 'displayName' }] });
    expect(await api.storeHead()).toBe(head);
    expect(namesOf(await pages(), ana.id)).not.toContain('OLGA ORGANIZADORA');
  });

  it('refuses a request without a session as UNAUTHENTICATED, changing nothing', async () => {
    const head = await api.storeHead();
    expect(errorExtensions(await api.gql(RENAME, { n: 'Nadie', c: cmd() }))?.code).toBe('UNAUTHENTICATED');
    expect(await api.storeHead()).toBe(head);
  });
});
