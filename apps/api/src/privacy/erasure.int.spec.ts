import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamDeletedError, type EventStore } from '@cronica/event-store';
import type { ReadDb } from '@cronica/projections';
import { ERASED_NAME } from '@cronica/util';
import { failedSignInsDayStream, signOutsMonthStream } from '../auth/private-streams.js';
import { cmd, mutate, signUp, startTestApi, type Account, type TestApi } from '../testing/harness.js';
import { errorExtensions, roundPlayedWithGuest } from '../testing/tournament-setup.js';
import { EVENT_STORE, READ_DB } from '../store/tokens.js';
import {
  ERASE,
  ERASE_GUEST,
  expectNoneOf,
  expectRebuildEqualsLive,
  LOGIN,
  REGISTER,
  signUpQuietly,
} from './erasure.testkit.js';

const PAGES = `query ($t: ID!, $p: ID!) {
  tournament(id: $t) {
    players { playerId name }
    standings { rank playerId playerName points }
    placings { playerId playerName }
  }
  player(id: $p) { displayName username }
}`;

interface Pages {
  tournament: {
    players: Array<{ playerId: string; name: string }>;
    standings: Array<{ rank: number; playerId: string; playerName: string; points: number }>;
    placings: Array<{ playerId: string; playerName: string }>;
  };
  player: { displayName: string; username: string };
}

describe('a person erases their account: results stay, their name and username leave the store', () => {
  let api: TestApi;
  let olga: Account;
  let ana: Account;
  let bea: Account;
  let t: string;
  const password = 'clave-de-zurinaborrable';
  const pages = () => mutate<Pages>(api, PAGES, { t, p: ana.id });

  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000' }, mkdtempSync(join(tmpdir(), 'erasure-')));
    olga = await signUp(api, 'olga', 'Olga Organizadora');
    ana = await signUpQuietly(api, 'zurinaborrable', 'Zurina Olvidable', password);
    bea = await signUp(api, 'bea', 'Bea Soto');
    t = await roundPlayedWithGuest(api, olga, [ana, bea], {
      name: 'Copa',
      game: 'blades-of-ash',
      rounds: 1,
      requireDeckLists: false,
    });
  }, 60_000);
  afterAll(async () => {
    await api.stop();
    rmSync(api.dataDir, { recursive: true, force: true });
  });

  it('refuses a wrong password with a message in both languages, changing nothing', async () => {
    const extensions = errorExtensions(await api.gql(ERASE, { p: 'not my password' }, ana.token));
    expect(extensions).toMatchObject({ code: 'BAD_USER_INPUT', problems: [{ path: 'password' }] });
    const [problem] = extensions!.problems as Array<{ messages: { es: string; en: string } }>;
    expect(problem!.messages.es).not.toBe(problem!.messages.en);
    // Still signed in, still named: only the wrong password is noted, as at any sign-in.
    expect((await mutate<{ me: { id: string } }>(api, '{ me { id } }', {}, ana.token)).me.id).toBe(ana.id);
    expect((await pages()).player.displayName).toBe('Zurina Olvidable');
  });

  it('shows "deleted player" where the name was, with the standings otherwise unchanged', async () => {
    const before = await pages();
    expect(await mutate(api, ERASE, { p: password }, ana.token)).toEqual({ eraseMyAccount: true });
    const after = await pages();
    const erased = <T extends { playerId: string }>(rows: T[], field: keyof T) =>
      rows.map((row) => (row.playerId === ana.id ? { ...row, [field]: ERASED_NAME } : row));
    expect(after.tournament.standings).toEqual(erased(before.tournament.standings, 'playerName'));
    expect(after.tournament.placings).toEqual(erased(before.tournament.placings, 'playerName'));
    expect(after.tournament.players).toEqual(erased(before.tournament.players, 'name'));
    expect(after.player.displayName).toBe(ERASED_NAME);
    expect(after.player.username).not.toContain('zurinaborrable');
  });

  it('ends the sessions and refuses the password from then on', async () => {
    expect((await mutate<{ me: unknown }>(api, '{ me { id } }', {}, ana.token)).me).toBeNull();
    expect(errorExtensions(await api.gql(LOGIN, { u: 'zurinaborrable', p: password }))?.code).toBe('UNAUTHENTICATED');
  });

  it('deletes their sessions, sign-outs everywhere and failed sign-ins from the store at once', async () => {
    const store = api.app.get<symbol, EventStore>(EVENT_STORE);
    const now = Date.now();
    const gone = async (stream: string) => {
      try {
        for await (const _event of store.readStream(stream)) return false;
        return false;
      } catch (error) {
        return error instanceof StreamDeletedError;
      }
    };
    // The wrong password typed above and the erasure's own sign-out everywhere.
    expect(await gone(failedSignInsDayStream(ana.id, now))).toBe(true);
    expect(await gone(signOutsMonthStream(ana.id, now))).toBe(true);
    const db = api.app.get<symbol, ReadDb>(READ_DB);
    expect(db.prepare('SELECT digest FROM sessions WHERE account_id = ?').all(ana.id)).toEqual([]);
    expect(db.prepare('SELECT stream FROM period_streams WHERE instr(stream, ?) > 0').all(ana.id)).toEqual([]);
  });

  it('refuses, in both languages, a sign-up with a username an erasure gives out, and keeps the erased page', async () => {
    const taken = await api.gql(REGISTER, {
      input: { commandId: cmd(), username: `deleted-${ana.id}`, displayName: 'Ana Impostora', password },
    });
    expect(errorExtensions(taken)).toMatchObject({ code: 'BAD_USER_INPUT', problems: [{ path: 'username' }] });
    const again = await api.gql(REGISTER, {
      input: { commandId: cmd(), username: 'zurinaborrable', displayName: 'Zurina Nueva', password },
    });
    const [problem] = errorExtensions(taken)!.problems as Array<{ messages: { es: string; en: string } }>;
    expect(problem!.messages.es).not.toBe(problem!.messages.en);
    // The erased username itself stays taken: the account id is derived from it.
    expect(errorExtensions(again)).toMatchObject({ code: 'RULE_VIOLATION', rule: 'ACCOUNT_USERNAME_TAKEN' });
    expect((await pages()).player).toEqual({ displayName: ERASED_NAME, username: `deleted-${ana.id}` });
  });

  it("lets the organizer erase a walk-in's name the same way, and nobody else", async () => {
    const before = await pages();
    const guest = before.tournament.players.find((p) => p.name === 'Gonzalo Invitado')!.playerId;
    expect(errorExtensions(await api.gql(ERASE_GUEST, { t, p: guest }, bea.token))?.code).toBe('FORBIDDEN');
    const notGuest = errorExtensions(await api.gql(ERASE_GUEST, { t, p: bea.id }, olga.token));
    expect(notGuest).toMatchObject({ code: 'BAD_USER_INPUT', problems: [{ path: 'playerId' }] });
    expect(await mutate(api, ERASE_GUEST, { t, p: guest }, olga.token)).toEqual({ eraseGuestName: true });
    const after = await pages();
    expect(after.tournament.players.find((p) => p.playerId === guest)?.name).toBe(ERASED_NAME);
    const points = (page: Pages) =>
      page.tournament.standings.map(({ playerId, rank, points: p }) => ({ playerId, rank, p }));
    expect(points(after)).toEqual(points(before));
  });

  it('leaves no byte of the name or username in the data folder, and a rebuild equals the live read models', async () => {
    await api.stop();
    expectNoneOf(['Zurina Olvidable', 'zurinaborrable', 'Gonzalo Invitado'], api.dataDir, []);
    await expectRebuildEqualsLive(api);
  });
});
