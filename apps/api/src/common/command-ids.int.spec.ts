import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type Account, type TestApi } from '../testing/harness.js';

const CREATE = 'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { result { duplicate } tournament { id name } } }';
const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { player { username } } }';

describe('commandId reuse', () => {
  let api: TestApi;
  let olga: Account;
  beforeAll(async () => {
    api = await startTestApi();
    olga = await signUp(api, 'olga');
  });
  afterAll(async () => {
    await api.stop();
  });

  it('returns the first outcome for a true resend, and refuses the same commandId with another payload as CONFLICT', async () => {
    const input = { commandId: 'reuso-1', name: 'Primero', game: 'blades-of-ash', rounds: 3 };
    const first = await api.gql<{ createTournament: { result: { duplicate: boolean }; tournament: { name: string } } }>(CREATE, { input }, olga.token);
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
