import { HeaderMap, type GraphQLResponse } from '@apollo/server';
import { describe, expect, it, vi } from 'vitest';
import { limitsPlugin, stringifyMeasured } from './limits.plugin.js';
import type { OperationGuard } from './operation-guard.js';
import type { ReadTokens } from './read-tokens.js';

type Hooks = { willSendResponse(context: { response: GraphQLResponse }): Promise<void> };

async function sendThroughCap(result: Record<string, unknown>, maxBytes: number): Promise<GraphQLResponse> {
  const plugin = limitsPlugin({} as OperationGuard, {} as ReadTokens, maxBytes);
  const hooks = (await plugin.requestDidStart!({} as never)) as unknown as Hooks;
  const response = {
    http: { status: undefined, headers: new HeaderMap() },
    body: { kind: 'single', singleResult: result },
  } as unknown as GraphQLResponse;
  await hooks.willSendResponse({ response });
  return response;
}

/** The result the cap left in the response. */
const resultOf = (response: GraphQLResponse) =>
  (response.body as unknown as { singleResult: Record<string, unknown> }).singleResult;

/** What Apollo hands `stringifyResult`: a copy of the result, members in the order errors, data, extensions. */
const asApolloOrders = (result: Record<string, unknown>) =>
  ({ errors: result.errors, data: result.data, extensions: result.extensions }) as never;

describe('the response size cap', () => {
  it('serialises an answer once: the text it measured is the text sent, byte for byte what Apollo would send', async () => {
    const result = {
      data: {
        matchView: { status: 'live', legalCommands: [{ command: { type: 'PlayCard', data: { card: 'ñandú' } } }] },
      },
    };
    const response = await sendThroughCap(result, 10_000);
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const text = stringifyMeasured(asApolloOrders(resultOf(response)));
      expect(stringify).not.toHaveBeenCalled();
      expect(text).toBe(`${JSON.stringify(result)}\n`);
    } finally {
      stringify.mockRestore();
    }
  });

  it('answers an oversized result with RESPONSE_TOO_LARGE and status 400, in the order Apollo sends errors', async () => {
    const response = await sendThroughCap({ data: { list: 'x'.repeat(200) } }, 100);
    expect(response.http.status).toBe(400);
    const sent = JSON.parse(stringifyMeasured(asApolloOrders(resultOf(response)))) as {
      errors: Array<{ extensions: { reason: string; messages: { es: string; en: string } } }>;
    };
    expect(sent.errors[0]!.extensions.reason).toBe('RESPONSE_TOO_LARGE');
    expect(sent.errors[0]!.extensions.messages.en).toContain('100 bytes');
  });

  it('serialises an errors-only answer as Apollo does', () => {
    const errors = [{ message: 'no', extensions: { code: 'BAD_USER_INPUT' } }];
    expect(stringifyMeasured({ errors } as never)).toBe(`${JSON.stringify({ errors })}\n`);
  });
});
