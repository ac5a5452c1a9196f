import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/harness.js';
import { errorsOf, rawSocket } from '../testing/raw-socket.js';

const REPLAY_BYTES_CAP = 30_000;

/** The cost of a query bounds the size of its answer; an answer too large is refused on both transports. */
describe('cost bounds result size', () => {
  let api: TestApi;
  let matchId: string;
  beforeAll(async () => {
    // The demo seeds a finished practice match with a public replay of a few tens of kilobytes.
    api = await startTestApi({ SEED_DEMO: '1', MAX_RESPONSE_BYTES: String(REPLAY_BYTES_CAP) });
    const finished = await api.gql<{ matches: Array<{ matchId: string }> }>(
      '{ matches(status: FINISHED) { matchId } }',
    );
    matchId = finished.data!.matches[0]!.matchId;
  }, 120_000);
  afterAll(async () => {
    await api.stop();
  });

  it('refuses 40 aliases of a whole replay before running any (400, BAD_USER_INPUT)', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `r${i}: matchReplay(matchId: "${matchId}") { jsonl }`).join(
      ' ',
    );
    const result = await api.gql(`{ ${aliases} }`);
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'Query.matchReplay',
      maxPerOperation: 2,
    });
  });

  it('multiplies lists by their size: every tournament with its standings and pairings is too costly', async () => {
    const result = await api.gql(
      '{ tournaments(limit: 100) { standings { playerName tiebreakers { name value } } pairings { table playerA playerB } } }',
    );
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', maxCost: 20_000 });
    const one = await api.gql('{ tournaments(limit: 5) { name standings { playerName points } } }');
    expect(one.errors).toBeUndefined();
  });

  it("refuses by its estimate, before building it, a request for more rounds' standings than one event has", async () => {
    // 40 aliases of the demo league's standings by round: the answer is built whole, then found over
    // the answer cap, unless the estimate refuses it first. At 2,048 players one alias is ~2 MB.
    const aliases = Array.from(
      { length: 40 },
      (_, i) => `s${i}: tournamentStandingsByRound(id: "demo-liga-de-otono") { round rows { rank playerName points } }`,
    ).join(' ');
    const result = await api.gql(`{ ${aliases} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'RoundStandings.rows',
      maxPerOperation: 16,
    });
    const one = await api.gql(
      '{ tournamentStandingsByRound(id: "demo-liga-de-otono") { round rows { rank playerName points } } }',
    );
    expect(one.errors).toBeUndefined();
    expect((one.data as { tournamentStandingsByRound: unknown[] }).tournamentStandingsByRound.length).toBeGreaterThan(
      0,
    );
  });

  it("counts the rows of each listed tournament's rounds: every tournament's standings by round is refused", async () => {
    const result = await api.gql('{ tournaments(limit: 50) { standingsByRound { rows { rank } } } }');
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions).toMatchObject({ field: 'RoundStandings.rows', maxPerOperation: 16 });
  });

  it('refuses an answer larger than MAX_RESPONSE_BYTES over HTTP', async () => {
    const result = await api.gql('query ($m: ID!) { matchReplay(matchId: $m) { jsonl } }', { m: matchId });
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'RESPONSE_TOO_LARGE',
      maxBytes: REPLAY_BYTES_CAP,
    });
  });

  it('refuses an answer larger than MAX_RESPONSE_BYTES over graphql-ws', async () => {
    const ws = await rawSocket(api.url);
    ws.subscribe('replay', 'query ($m: ID!) { matchReplay(matchId: $m) { jsonl } }', { m: matchId });
    const message = await ws.next('replay');
    expect(JSON.stringify(message).length).toBeLessThan(REPLAY_BYTES_CAP);
    expect(errorsOf(message)[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'RESPONSE_TOO_LARGE' });
    ws.close();
  });
});
