import { StoreUnavailableError, type EventStore } from '@cronica/event-store';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cmd, mutate, type TestApi } from '../testing/harness.js';
import { errorsOf, rawSocket, type RawSocket } from '../testing/raw-socket.js';
import { EVENT_STORE } from '../store/tokens.js';
import { suiteAccounts, suiteApi } from '../testing/suite-api.js';

const PRACTICE = 'mutation ($c: ID!) { startPracticeMatch(commandId: $c) { match { matchId } } }';
const CREATE = 'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }';
const bothLanguages = { es: expect.any(String), en: expect.any(String) };

/** The first error of an HTTP answer and of the same operation over a WebSocket. */
async function overBoth(
  api: TestApi,
  ws: RawSocket,
  query: string,
  variables: Record<string, unknown> = {},
  operationName?: string,
) {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables, operationName }),
  });
  const http = (await response.json()) as {
    errors?: Array<{ message: string; path?: unknown; extensions?: Record<string, unknown> }>;
  };
  const id = `op-${Math.random()}`;
  ws.send({ id, type: 'subscribe', payload: { query, variables, ...(operationName ? { operationName } : {}) } });
  const answer = await ws.next(id);
  return {
    status: response.status,
    http: http.errors?.[0],
    ws: errorsOf(answer)[0] as { message: string; path?: unknown; extensions?: Record<string, unknown> } | undefined,
  };
}

/** The error contract of SECURITY.md: every refusal reaches the client with its code, in both languages, on both transports. */
describe('the error contract', () => {
  const api = suiteApi();
  const [ana] = suiteAccounts(api, ['ana']);
  let ws: RawSocket;
  let matchId: string;
  beforeAll(async () => {
    ws = await rawSocket(api.url);
    matchId = (
      await mutate<{ startPracticeMatch: { match: { matchId: string } } }>(
        api,
        PRACTICE,
        { c: cmd('practice') },
        ana.token,
      )
    ).startPracticeMatch.match.matchId;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => ws.close());

  it("answers a refusal of a type's field resolver (a player's matches) with its code, not as an internal error", async () => {
    const { http, ws: overWs } = await overBoth(
      api,
      ws,
      'query ($p: ID!) { player(id: $p) { matches(limit: 1000) { matchId } } }',
      { p: ana.id },
    );
    for (const error of [http, overWs]) {
      expect(error?.path).toEqual(['player', 'matches']);
      expect(error?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        messages: bothLanguages,
        problems: [{ path: 'limit', message: '1–100' }],
      });
    }
  });

  it("answers a refusal of the match log's field resolver with its code", async () => {
    const { http, ws: overWs } = await overBoth(
      api,
      ws,
      'query ($m: ID!) { matchView(matchId: $m) { log(last: 0) { text } } }',
      { m: matchId },
    );
    for (const error of [http, overWs])
      expect(error?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        messages: bothLanguages,
        problems: [{ path: 'last' }],
      });
  });

  it('answers an unknown operationName with 400 BAD_USER_INPUT naming it, in both languages', async () => {
    const { status, http, ws: overWs } = await overBoth(api, ws, 'query Mine { me { id } }', {}, 'Theirs');
    expect(status).toBe(400);
    for (const error of [http, overWs]) {
      expect(error?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'OPERATION_NOT_FOUND',
        messages: { es: expect.stringContaining('«Theirs»'), en: expect.stringContaining('"Theirs"') },
      });
    }
  });

  it('answers two operations without an operationName with 400 BAD_USER_INPUT', async () => {
    const { status, http, ws: overWs } = await overBoth(api, ws, 'query A { me { id } } query B { me { id } }');
    expect(status).toBe(400);
    for (const error of [http, overWs])
      expect(error?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'OPERATION_NOT_FOUND',
        messages: bothLanguages,
      });
  });

  it('answers while the event store is unreachable with STORE_UNAVAILABLE, worth retrying, in both languages', async () => {
    const store = api.app.get<EventStore>(EVENT_STORE, { strict: false });
    vi.spyOn(store, 'appendToStream').mockRejectedValue(new StoreUnavailableError('connection refused by the test'));
    const input = (n: number) => ({
      input: { commandId: cmd(`outage-${n}`), name: 'Liga', game: 'blades-of-ash', rounds: 3 },
    });
    const http = await api.gql(CREATE, input(1), ana.token);
    const socket = await rawSocket(api.url, { token: ana.token });
    socket.subscribe('create', CREATE, input(2));
    const overWs = errorsOf(await socket.next('create'))[0];
    socket.close();
    for (const error of [http.errors?.[0], overWs]) {
      expect(error?.extensions).toMatchObject({
        code: 'STORE_UNAVAILABLE',
        retryAfterSeconds: expect.any(Number),
        messages: { es: expect.stringContaining('inténtalo de nuevo'), en: expect.stringContaining('try again') },
      });
    }
  });
});

/** With introspection off, no error names the schema's fields the client did not ask for. */
describe('error messages in production', () => {
  const api = suiteApi({
    NODE_ENV: 'production',
    CRONICA_DEPLOYMENT_SECRET: 'a-production-secret-of-32-characters',
  });

  it('does not suggest field names ("Did you mean …") on either transport', async () => {
    const ws = await rawSocket(api.url);
    const { http, ws: overWs } = await overBoth(api, ws, '{ tournamnts { id } }');
    ws.close();
    for (const error of [http, overWs]) {
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'GRAPHQL_VALIDATION_FAILED' });
      expect(error?.message).toBe('Cannot query field "tournamnts" on type "Query".');
      expect(error?.extensions?.messages).toEqual({
        es: 'La operación GraphQL no encaja con el esquema de la API: Cannot query field "tournamnts" on type "Query".',
        en: 'Cannot query field "tournamnts" on type "Query".',
      });
      expect(JSON.stringify(error)).not.toMatch(/Did you mean|"tournaments"/);
    }
  });
});
