import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, overSocket, signUp, type Account } from '../testing/harness.js';
import { openTournament, publishNextRound, TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { player { displayName } } }';
const CREATE =
  'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id name } } }';
const GUEST =
  'mutation ($t: ID!, $n: String!, $c: ID!) { registerGuest(tournamentId: $t, name: $n, commandId: $c) { tournament { players { name } } } }';
const LATE =
  'mutation ($t: ID!, $g: String, $c: ID!) { addLateEntry(tournamentId: $t, guestName: $g, commandId: $c) { result { events } } }';
const JUDGE =
  'mutation ($t: ID!, $u: String!, $c: ID!) { appointJudge(tournamentId: $t, username: $u, commandId: $c) { result { events } } }';

type Errors = ReadonlyArray<{ extensions?: Record<string, unknown> }> | undefined;

/** The refused field and its English message, when the answer is a BAD_USER_INPUT. */
function refusal(errors: Errors): { path: string; en: string } | string {
  const extensions = errors?.[0]?.extensions as
    { code?: string; problems?: Array<{ path: string; messages: { es: string; en: string } }> } | undefined;
  if (extensions?.code !== 'BAD_USER_INPUT') return `not refused as bad input: ${JSON.stringify(errors ?? 'accepted')}`;
  const [problem] = extensions.problems ?? [];
  return { path: problem!.path, en: problem!.messages.en };
}

const signUpInput = (username: string, displayName: string) => ({
  input: { commandId: `alta-${username}`, username, displayName, password: `clave-de-${username}-1` },
});

describe('names people read: one rule, and no name passing for another', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000' });
  let organizer: Account;
  beforeAll(async () => {
    await signUp(api, 'juez', 'Julián Juez');
    organizer = await signUp(api, 'orga', 'Olga Organizadora');
  });

  it('refuses display names with invisible marks or lone surrogates, over HTTP and WebSocket, writing nothing', async () => {
    const before = await api.storeHead();
    const cases = {
      'Julián Juez\u200f\u061c': 'invisible',
      '\u200b=1+1': 'invisible',
      'x\ud800y': 'surrogate',
      'Ana\u0085Bea': 'control',
    };
    for (const [i, [name, kind]] of Object.entries(cases).entries()) {
      const answer = await api.gql(REGISTER, signUpInput(`marcas${i}`, name));
      expect(refusal(answer.errors), JSON.stringify(name)).toMatchObject({
        path: 'displayName',
        en: expect.stringMatching(
          kind === 'surrogate' ? /lone surrogate/ : kind === 'control' ? /control/ : /invisible/,
        ),
      });
    }
    const socket = await overSocket(api.ws(), REGISTER, signUpInput('marcasws', 'Julián Juez\u200f\u061c'));
    expect(refusal(socket.errors)).toMatchObject({ path: 'displayName', en: expect.stringMatching(/invisible/) });
    expect(await api.storeHead()).toBe(before);
  });

  it('refuses a display name that looks like another account’s (case, accents, other scripts), over HTTP and WebSocket', async () => {
    const before = await api.storeHead();
    // Upper case without the accent; a Cyrillic «а» for the Latin «a»; extra spaces; the digit 1 for «l».
    for (const [i, name] of [
      'JULIAN JUEZ',
      'Julian Juez',
      'Juliаn Juez',
      '  Julián   Juez ',
      'Ju1ián Juez',
    ].entries()) {
      const answer = await api.gql(REGISTER, signUpInput(`doble${i}`, name));
      expect(refusal(answer.errors), JSON.stringify(name)).toEqual({
        path: 'displayName',
        en: 'The display name looks like "Julián Juez", another account\'s name; choose one that can be told apart at a glance.',
      });
    }
    const socket = await overSocket(api.ws(), REGISTER, signUpInput('doblews', 'julián juez'));
    expect(refusal(socket.errors)).toMatchObject({ path: 'displayName' });
    expect(await api.storeHead()).toBe(before);
  });

  it('still takes names that differ at a glance, and a resend of the same sign-up', async () => {
    expect((await api.gql(REGISTER, signUpInput('juega', 'Julián Juega'))).errors).toBeUndefined();
    const resend = await api.gql(REGISTER, signUpInput('juega', 'Julián Juega'));
    expect(resend.errors).toBeUndefined();
  });

  it('refuses a tournament name with NUL, lone surrogates or a right-to-left override, writing nothing', async () => {
    const before = await api.storeHead();
    for (const name of ['a\u0000b\ud800c', 'Torneo de otoño \u202egnp.exe', 'Torneo\u2028dos', 'x'.repeat(121)]) {
      const answer = await api.gql(
        CREATE,
        { input: { commandId: cmd('t'), name, game: 'blades-of-ash' } },
        organizer.token,
      );
      expect(refusal(answer.errors), JSON.stringify(name)).toMatchObject({
        path: 'name',
        en: expect.stringMatching(/^The tournament's name /),
      });
    }
    expect(await api.storeHead()).toBe(before);
    const created = await mutate<{ createTournament: { tournament: { name: string } } }>(
      api,
      CREATE,
      { input: { commandId: cmd('t'), name: '  Torneo   de otoño ', game: 'blades-of-ash' } },
      organizer.token,
    );
    expect(created.createTournament.tournament.name).toBe('Torneo de otoño');
  });

  it('refuses walk-in names with C1 controls, separators, invisible marks or over 60 characters, and look-alikes of a player or of the staff', async () => {
    const t = await openTournament(api, organizer, {
      name: 'Abierto de invierno',
      game: 'blades-of-ash',
      requireDeckLists: false,
    });
    await mutate(api, JUDGE, { t, u: 'juez', c: cmd('j') }, organizer.token);
    const ana = await signUp(api, 'ana', 'Ana Robles');
    await mutate(api, TOURNAMENT_STEP('registerForTournament'), { t, c: cmd() }, ana.token);
    const before = await api.storeHead();
    for (const name of ['Paco\u0085Pérez', 'Paco\u2028Pérez', 'Paco\u200fPérez', '\u202ePaco', 'x'.repeat(61)]) {
      expect(
        refusal((await api.gql(GUEST, { t, n: name, c: cmd('g') }, organizer.token)).errors),
        JSON.stringify(name),
      ).toMatchObject({ path: 'name' });
    }
    expect(refusal((await api.gql(GUEST, { t, n: 'ANA ROBLES', c: cmd('g') }, organizer.token)).errors)).toEqual({
      path: 'name',
      en: 'The player\'s name looks like "Ana Robles", another player\'s name in this tournament; choose one that can be told apart at a glance.',
    });
    expect(refusal((await api.gql(GUEST, { t, n: 'Julian Juez', c: cmd('g') }, organizer.token)).errors)).toMatchObject(
      {
        path: 'name',
        en: expect.stringMatching(/organizer or judges/),
      },
    );
    const socket = await overSocket(api.ws(organizer.token), GUEST, { t, n: 'Ana Robles', c: cmd('g') });
    expect(refusal(socket.errors)).toMatchObject({ path: 'name' });
    expect(await api.storeHead()).toBe(before);

    const taken = await mutate<{ registerGuest: { tournament: { players: Array<{ name: string }> } } }>(
      api,
      GUEST,
      { t, n: '  Paco   Pérez ', c: cmd('g') },
      organizer.token,
    );
    expect(taken.registerGuest.tournament.players.map((p) => p.name)).toEqual(['Ana Robles', 'Paco Pérez']);
    expect(refusal((await api.gql(GUEST, { t, n: 'Paco Perez', c: cmd('g') }, organizer.token)).errors)).toMatchObject({
      path: 'name',
    });
  });

  it('refuses a late walk-in named like a player, on its guestName', async () => {
    const t = await openTournament(api, organizer, {
      name: 'Abierto tardío',
      game: 'blades-of-ash',
      requireDeckLists: false,
      rounds: 3,
    });
    for (const name of ['Rosa Prieto', 'Saúl Ortega'])
      await mutate(api, GUEST, { t, n: name, c: cmd('g') }, organizer.token);
    await publishNextRound(api, organizer, t);
    const before = await api.storeHead();
    expect(refusal((await api.gql(LATE, { t, g: 'ROSA PRIETO', c: cmd('l') }, organizer.token)).errors)).toMatchObject({
      path: 'guestName',
    });
    expect(
      refusal((await api.gql(LATE, { t, g: 'Rosa\u200bPrieto', c: cmd('l') }, organizer.token)).errors),
    ).toMatchObject({ path: 'guestName' });
    expect(await api.storeHead()).toBe(before);
    expect((await api.gql(LATE, { t, g: 'Rosa Pardo', c: cmd('l') }, organizer.token)).errors).toBeUndefined();
  });
});
