import { GraphQLSchemaHost } from '@nestjs/graphql';
import { describe, expect, it } from 'vitest';
import { overSocket } from '../testing/harness.js';
import { suiteAccounts, suiteApi } from '../testing/suite-api.js';
import { mutationsTakingCommandIds } from '../testing/mutation-probe.js';

const CREATE =
  'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { result { duplicate } tournament { id name } } }';
const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { player { username } } }';

describe('commandId reuse', () => {
  const api = suiteApi();
  const [olga] = suiteAccounts(api, ['olga']);

  it('returns the first outcome for a true resend, and refuses the same commandId with another payload as CONFLICT', async () => {
    const input = { commandId: 'reuso-1', name: 'Primero', game: 'blades-of-ash', rounds: 3 };
    const first = await api.gql<{ createTournament: { result: { duplicate: boolean }; tournament: { name: string } } }>(
      CREATE,
      { input },
      olga.token,
    );
    expect(first.data?.createTournament.result.duplicate).toBe(false);
    const resend = await api.gql<{ createTournament: { result: { duplicate: boolean } } }>(
      CREATE,
      { input: { rounds: 3, game: 'blades-of-ash', name: 'Primero', commandId: 'reuso-1' } },
      olga.token,
    );
    expect(resend.data?.createTournament.result.duplicate).toBe(true);
    const before = await api.storeHead();
    const changed = await api.gql(CREATE, { input: { ...input, name: 'Otro nombre' } }, olga.token);
    expect(changed.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', commandId: 'reuso-1' });
    expect(await api.storeHead()).toBe(before);
  });

  it('keeps anonymous sign-ups apart: two people may pick the same commandId', async () => {
    const a = await api.gql<{ register: { player: { username: string } } }>(REGISTER, {
      input: { commandId: '1', username: 'primera', displayName: 'Primera', password: 'clave-de-la-primera' },
    });
    const b = await api.gql<{ register: { player: { username: string } } }>(REGISTER, {
      input: { commandId: '1', username: 'segunda', displayName: 'Segunda', password: 'clave-de-la-segunda' },
    });
    expect([a.data?.register.player.username, b.data?.register.player.username]).toEqual(['primera', 'segunda']);
  });

  it('does not sign in a resend of someone’s sign-up without their password', async () => {
    const input = { commandId: 'alta-tomas', username: 'tomas', displayName: 'Tomás', password: 'clave-de-tomas-1' };
    expect((await api.gql(REGISTER, { input })).errors).toBeUndefined();
    const replayed = await api.gql(REGISTER, { input: { ...input, password: 'la-del-atacante-1' } });
    expect(replayed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

/** A line feed ends the operators' log line; the NUL cut it short in `npm start`'s readable log. */
const FORGED = 'a\u0000b\nc actor=forged';

const refusedCommandId = (errors: ReadonlyArray<{ extensions?: Record<string, unknown> }> | undefined) => {
  const extensions = errors?.[0]?.extensions as
    { code?: string; problems?: Array<{ path: string; messages?: { es: string; en: string } }> } | undefined;
  return {
    code: extensions?.code,
    path: extensions?.problems?.[0]?.path,
    hasBothLanguages: Boolean(extensions?.problems?.[0]?.messages?.es && extensions.problems[0].messages.en),
  };
};

describe('the command id rule: [A-Za-z0-9:._-]{1,100} on every mutation', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000' });
  const [rita] = suiteAccounts(api, ['rita']);

  it('refuses a NUL and a line feed in the commandId of every mutation that takes one, over HTTP, and writes nothing', async () => {
    const schema = api.app.get(GraphQLSchemaHost).schema;
    const probes = mutationsTakingCommandIds(schema, FORGED);
    expect(probes.length).toBeGreaterThan(50);
    const before = await api.storeHead();
    const answers: Record<string, unknown> = {};
    for (const probe of probes)
      answers[probe.field] = refusedCommandId((await api.gql(probe.query, probe.variables, rita.token)).errors);
    const expected = Object.fromEntries(
      probes.map((p) => [p.field, { code: 'BAD_USER_INPUT', path: p.commandIdPath, hasBothLanguages: true }]),
    );
    expect(answers).toEqual(expected);
    expect(await api.storeHead()).toBe(before);
  });

  it('refuses the same over the WebSocket, signed in and anonymous', async () => {
    const before = await api.storeHead();
    const register = await overSocket(
      api.ws(rita.token),
      'mutation ($t: ID!, $c: ID!) { registerForTournament(tournamentId: $t, commandId: $c) { result { duplicate } } }',
      {
        t: 'cualquiera',
        c: FORGED,
      },
    );
    expect(refusedCommandId(register.errors)).toEqual({
      code: 'BAD_USER_INPUT',
      path: 'commandId',
      hasBothLanguages: true,
    });
    const signUpAnswer = await overSocket(
      api.ws(),
      'mutation ($input: RegisterInput!) { register(input: $input) { token } }',
      {
        input: { commandId: 'alta\nfalsa', username: 'zoe', displayName: 'Zoe', password: 'clave-de-zoe-1' },
      },
    );
    expect(refusedCommandId(signUpAnswer.errors)).toEqual({
      code: 'BAD_USER_INPUT',
      path: 'input.commandId',
      hasBothLanguages: true,
    });
    expect(await api.storeHead()).toBe(before);
  });

  it('takes what clients send (prefix-hex, colons, dots, 100 characters) and refuses spaces, accents, 101 characters and empty ids', async () => {
    const CREATE_CAMPAIGN =
      'mutation ($c: ID!) { createCampaign(commandId: $c, name: "Campaña de prueba", game: "accion") { id } }';
    const codeOf = async (commandId: string) =>
      (await api.gql(CREATE_CAMPAIGN, { c: commandId }, rita.token)).errors?.[0]?.extensions?.code ?? 'OK';
    expect(await codeOf('campaign-0123456789abcdef01234567')).toBe('OK');
    expect(await codeOf('a:b.c_d-E9')).toBe('OK');
    expect(await codeOf('x'.repeat(100))).toBe('OK');
    for (const bad of ['x'.repeat(101), '', 'con espacio', 'acción', 'tab\tid', 'a/b', 'a\u202eb'])
      expect(await codeOf(bad), JSON.stringify(bad)).toBe('BAD_USER_INPUT');
  });
});
