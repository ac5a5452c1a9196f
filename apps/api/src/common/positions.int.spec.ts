import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, signUp, TEST_OPS_TOKEN, type Account } from '../testing/harness.js';
import { suiteApi } from '../testing/suite-api.js';

/**
 * A store position is a byte offset: its deltas gave away the length of a rival's drawn card id.
 * No raw position may leave the server, on any endpoint.
 */
const CREATE = `mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { result { position } tournament { id } } }`;
const CREATE_WITH_TOKEN = `mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { result { readToken } tournament { id } } }`;
const input = (name: string) => ({ commandId: cmd('pos'), name, game: 'blades-of-ash', rounds: 3 });

describe('store positions never leave the server', () => {
  const api = suiteApi();
  let olga: Account;
  let pablo: Account;
  beforeAll(async () => {
    [olga, pablo] = await Promise.all([signUp(api, 'olga'), signUp(api, 'pablo')]);
  });

  it('answers a mutation with an opaque token of one fixed length, never the decimal store position', async () => {
    const tokens: string[] = [];
    for (const name of ['T', 'Un nombre de torneo bastante más largo que el primero, para mover la posición']) {
      const result = await api.gql<{ createTournament: { result: { position: string } } }>(
        CREATE,
        { input: input(name) },
        olga.token,
      );
      expect(result.errors).toBeUndefined();
      tokens.push(result.data!.createTournament.result.position);
    }
    for (const token of tokens) expect(token).not.toMatch(/^\d+$/);
    expect(new Set(tokens.map((t) => t.length)).size, tokens.join(' ')).toBe(1);
  });

  it('lets the caller read its own write with the token, and refuses the token to anyone else', async () => {
    const created = await api.gql<{ createTournament: { result: { readToken: string }; tournament: { id: string } } }>(
      CREATE_WITH_TOKEN,
      { input: input('Leído') },
      olga.token,
    );
    const { readToken } = created.data!.createTournament.result;
    const query = 'query ($id: ID!) { tournament(id: $id) { name } }';
    const own = await api.gql<{ tournament: { name: string } }>(
      query,
      { id: created.data!.createTournament.tournament.id },
      olga.token,
      { 'cronica-read-after': readToken },
    );
    expect(own.data?.tournament.name).toBe('Leído');
    const someoneElse = await api.gql(query, { id: 'x' }, pablo.token, { 'cronica-read-after': readToken });
    expect(someoneElse.status).toBe(400);
    expect(someoneElse.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'READ_TOKEN_INVALID' });
    const forged = await api.gql(query, { id: 'x' }, olga.token, { 'cronica-read-after': '12345' });
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the public /health free of positions: its answer does not change when others write', async () => {
    const before = await (await fetch(`${api.url}/health`)).text();
    await api.gql(CREATE, { input: input('Más eventos') }, pablo.token);
    const after = await (await fetch(`${api.url}/health`)).text();
    expect(after).toBe(before);
    expect(JSON.parse(after)).toEqual({
      status: 'ok',
      store: { kind: 'sqlite', reachable: true },
      projectionLag: 0,
      caughtUp: true,
      ready: true,
      projections: { state: 'live', subscription: 'connected', reconnects: 0, failures: 0, lastError: null },
    });
  });

  it('gives operators the head on /health/details with OPS_TOKEN, and nobody else', async () => {
    const withToken = await fetch(`${api.url}/health/details`, {
      headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` },
    });
    expect(withToken.status).toBe(200);
    expect(((await withToken.json()) as { store: { head: string } }).store.head).toMatch(/^\d+$/);
    expect((await fetch(`${api.url}/health/details`)).status).toBe(404);
    expect(
      (await fetch(`${api.url}/health/details`, { headers: { authorization: 'Bearer wrong-token-wrong-token' } }))
        .status,
    ).toBe(404);
    expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
  });
});
