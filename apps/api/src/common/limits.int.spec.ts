import { describe, expect, it } from 'vitest';
import { suiteApi, TIGHT_LIMITS } from '../testing/suite-api.js';

describe('request limits over HTTP', () => {
  const api = suiteApi({ ...TIGHT_LIMITS, MAX_BODY_BYTES: '2048' });

  it('refuses a query deeper than the limit', async () => {
    const deep = await api.gql('{ tournaments { pairings { result { status } } } }');
    expect(deep.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'QUERY_TOO_DEEP',
      depth: 3,
      maxDepth: 2,
      messages: { en: expect.stringMatching(/depth/) },
    });
    const shallow = await api.gql('{ tournaments { id } }');
    expect(shallow.errors).toBeUndefined();
  });

  it('refuses a query costlier than the limit', async () => {
    const fields = Array.from({ length: 70 }, (_, i) => `t${i}: tournaments { id }`).join(' ');
    const costly = await api.gql(`{ ${fields} }`);
    expect(costly.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', maxCost: 60 });
  });

  it('refuses an oversized body with BAD_USER_INPUT', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ tournaments { id } } # ${'x'.repeat(4096)}` }),
    });
    expect(response.status, await response.clone().text()).toBe(413);
    const text = await response.text();
    const body = JSON.parse(text) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('rate-limits mutations per client', async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const result = await api.gql('mutation { logout }');
      codes.push(result.errors?.[0]?.extensions?.code ?? 'ok');
    }
    expect(codes).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED', 'RATE_LIMITED']);
    const query = await api.gql('{ tournaments { id } }');
    expect(query.errors).toBeUndefined();
  });
});
