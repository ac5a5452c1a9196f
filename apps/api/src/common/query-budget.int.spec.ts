import { describe, expect, it } from 'vitest';
import { errorsOf, rawSocket } from '../testing/raw-socket.js';
import { suiteAccounts, suiteApi } from '../testing/suite-api.js';
import { forwardedFrom, outcomeCode } from '../testing/transports.js';

const CHEAP = '{ tournaments(limit: 1) { id } }';
/** 1 + 100 × 40 = 4 001: five tokens of the budget. */
const COSTLY = `{ tournaments(limit: 100) { ${Array.from({ length: 40 }, (_, i) => `f${i}: id`).join(' ')} } }`;
const CLOCK = 'subscription { roundClock(tournamentId: "no-such") { remainingMs } }';

/** Queries and subscriptions draw on a budget per client, like mutations, on both transports together. */
describe('the query budget', () => {
  const api = suiteApi({ RATE_LIMIT_QUERIES_PER_MINUTE: '5' });
  const [ana] = suiteAccounts(api, ['ana']);

  it('refuses a signed-out client its sixth query in a minute, over HTTP and WebSocket together, with Retry-After', async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 3; i += 1)
      codes.push(outcomeCode(await api.gql(CHEAP, {}, undefined, forwardedFrom('203.0.113.1'))));
    const ws = await rawSocket(api.url, { headers: forwardedFrom('203.0.113.1') });
    for (let i = 0; i < 3; i += 1) {
      ws.subscribe(`q${i}`, CHEAP);
      const answer = await ws.next(`q${i}`);
      codes.push(answer.type === 'error' ? errorsOf(answer)[0]?.extensions?.code : 'ok');
    }
    ws.close();
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'RATE_LIMITED']);
    const refused = await api.gql(CHEAP, {}, undefined, forwardedFrom('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
      messages: { es: expect.any(String), en: expect.any(String) },
    });
    expect(outcomeCode(await api.gql(CHEAP, {}, undefined, forwardedFrom('203.0.113.2')))).toBe('ok');
  });

  it('weighs a query by its cost: one costing 4 001 takes the five tokens of the minute', async () => {
    expect(outcomeCode(await api.gql(COSTLY, {}, undefined, forwardedFrom('203.0.113.3')))).toBe('ok');
    expect(outcomeCode(await api.gql(CHEAP, {}, undefined, forwardedFrom('203.0.113.3')))).toBe('RATE_LIMITED');
  });

  it('counts a subscription when it starts', async () => {
    const ws = await rawSocket(api.url, { headers: forwardedFrom('203.0.113.4') });
    for (let i = 0; i < 5; i += 1) {
      ws.subscribe(`clock-${i}`, CLOCK);
      expect((await ws.next(`clock-${i}`)).type).toBe('next');
    }
    ws.subscribe('clock-5', CLOCK);
    expect(errorsOf(await ws.next('clock-5'))[0]?.extensions?.code).toBe('RATE_LIMITED');
    ws.close();
  });

  it('keeps a signed-in account its own budget, apart from its address, and mutations their own', async () => {
    for (let i = 0; i < 5; i += 1) await api.gql(CHEAP, {}, undefined, forwardedFrom('203.0.113.5'));
    expect(outcomeCode(await api.gql(CHEAP, {}, undefined, forwardedFrom('203.0.113.5')))).toBe('RATE_LIMITED');
    expect(outcomeCode(await api.gql('{ me { id } }', {}, ana.token, forwardedFrom('203.0.113.5')))).toBe('ok');
    expect(outcomeCode(await api.gql('mutation { logout }', {}, undefined, forwardedFrom('203.0.113.5')))).toBe('ok');
  });
});
