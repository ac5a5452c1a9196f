import { statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestApi } from '../testing/harness.js';
import { suiteAccounts, suiteApi } from '../testing/suite-api.js';
import { errorsOf, rawSocket } from '../testing/raw-socket.js';
import { preflight } from '../testing/transports.js';

const CREATE = 'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }';

describe('HTTP hardening', () => {
  const api = suiteApi({ MAX_QUERY_COST: '60' });
  const [olga] = suiteAccounts(api, ['olga']);

  it('answers a bad nested argument with BAD_USER_INPUT and 400, not an internal error', async () => {
    for (const input of [
      { commandId: 'n1', name: 'T', game: 'blades-of-ash', rounds: 3, topCut: { size: 'x' } },
      { commandId: 'n2', name: 'T', game: 'blades-of-ash', rounds: 3, topCut: {} },
    ]) {
      const result = await api.gql(CREATE, { input }, olga.token);
      expect(result.status, JSON.stringify(result.errors)).toBe(400);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'VARIABLE_COERCION' });
    }
  });

  it('answers a cost refusal with 400', async () => {
    const result = await api.gql(`{ ${Array.from({ length: 70 }, (_, i) => `m${i}: me { id }`).join(' ')} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('does not trust the Host header for CORS: a rebinding name is refused, the IP the API was reached at is allowed', async () => {
    expect(await preflight(api, '127.0.0.1', 'http://evil.example:3000', 'evil.example:4000')).toBeNull();
    expect(await preflight(api, '127.0.0.2', 'http://192.168.1.20:3000', '192.168.1.20:4000')).toBeNull();
    expect(await preflight(api, '127.0.0.2', 'http://127.0.0.2:3000', 'whatever:1')).toBe('http://127.0.0.2:3000');
    expect(await preflight(api, '127.0.0.2', 'http://127.0.0.2:8080', '127.0.0.2:4000')).toBeNull();
  });

  it('does not say which server software answers', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('keeps DATA_DIR private: databases and the stand-in deployment secret are 0600', async () => {
    const files = readdirSync(api.dataDir).filter((name) => name.includes('.sqlite'));
    expect(files).toEqual(expect.arrayContaining(['events.sqlite', 'read-models.sqlite']));
    for (const name of files) expect((statSync(join(api.dataDir, name)).mode & 0o777).toString(8), name).toBe('600');
    const keys = join(api.dataDir, 'keys');
    for (const name of readdirSync(keys))
      expect((statSync(join(keys, name)).mode & 0o777).toString(8), name).toBe('600');
  });
});

describe('introspection', () => {
  it('is off in production, on both transports, unless GRAPHQL_INTROSPECTION asks for it', async () => {
    const api = await startTestApi({
      NODE_ENV: 'production',
      CRONICA_DEPLOYMENT_SECRET: 'a-production-secret-of-32-characters',
    });
    try {
      const result = await api.gql('{ __schema { types { name } } }');
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await api.gql('{ __typename }')).errors).toBeUndefined();
      const ws = await rawSocket(api.url);
      ws.subscribe('schema', '{ __type(name: "Query") { name } }');
      expect(errorsOf(await ws.next('schema'))[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      ws.close();
    } finally {
      await api.stop();
    }
    const asked = await startTestApi({
      NODE_ENV: 'production',
      CRONICA_DEPLOYMENT_SECRET: 'a-production-secret-of-32-characters',
      GRAPHQL_INTROSPECTION: '1',
    });
    try {
      expect((await asked.gql('{ __schema { queryType { name } } }')).errors).toBeUndefined();
    } finally {
      await asked.stop();
    }
  });
});
