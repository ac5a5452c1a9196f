import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { NextFunction, Request, Response } from 'express';
import {
  documentGate,
  documentLimits,
  MAX_FRAGMENTS,
  MAX_NESTING,
  MAX_SPREADS,
  readDocument,
} from './document-gate.js';

const limits = documentLimits(200);

/** The refusal's extensions, or the error's message when it is not a refusal. */
function refusal(text: string): Record<string, unknown> | string {
  try {
    readDocument(text, limits);
    return 'read';
  } catch (error) {
    return error instanceof GraphQLError && error.extensions.code ? error.extensions : String(error);
  }
}

describe('the document gate', () => {
  it('reads a document within the limits', () => {
    expect(
      readDocument('query Page { tournaments(limit: 5) { ...T } } fragment T on Tournament { id name }', limits)
        .definitions,
    ).toHaveLength(2);
  });

  it('refuses a document of more tokens than MAX_QUERY_TOKENS, in both languages', () => {
    expect(refusal(`{ ${'__typename '.repeat(201)}}`)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'QUERY_TOO_LONG',
      maxTokens: 200,
      messages: { es: expect.stringContaining('200'), en: expect.stringContaining('200 tokens') },
      http: { status: 400 },
    });
  });

  it('refuses 20 000 nested brackets before the parser recurses into them, not with a stack overflow', () => {
    expect(refusal(`{ tournaments(limit: ${'['.repeat(20_000)}) { id } }`)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'NESTED_TOO_DEEPLY',
      messages: { es: 'La petición anida demasiados niveles.', en: 'The request is nested too deeply.' },
    });
    expect(
      refusal(`{ tournaments(limit: ${'['.repeat(MAX_NESTING - 2)}1${']'.repeat(MAX_NESTING - 2)}) { id } }`),
    ).not.toMatchObject({ reason: 'NESTED_TOO_DEEPLY' });
  });

  it('refuses more fragments or spreads than a page ever needs', () => {
    const generous = documentLimits(100_000);
    const fragments = (n: number) =>
      `{ ...G0 } ${Array.from({ length: n }, (_, i) => `fragment G${i} on Query { __typename ${i + 1 < n ? `...G${i + 1}` : ''} }`).join(' ')}`;
    expect(() => readDocument(fragments(MAX_FRAGMENTS), generous)).not.toThrow();
    expect(() => readDocument(fragments(MAX_FRAGMENTS + 1), generous)).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ reason: 'TOO_MANY_FRAGMENTS', max: MAX_FRAGMENTS }),
      }),
    );
    const spreads = (n: number) => `{ ${'...F '.repeat(n)}} fragment F on Query { __typename }`;
    expect(() => readDocument(spreads(MAX_SPREADS), generous)).not.toThrow();
    expect(() => readDocument(spreads(MAX_SPREADS + 1), generous)).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ reason: 'TOO_MANY_SPREADS', max: MAX_SPREADS }),
      }),
    );
  });

  it("lets graphql's syntax error through for a malformed document", () => {
    expect(refusal('{ tournaments { id }')).toMatch(/Syntax Error/);
  });

  it('lets a text it has read within the limits through again without reading it, and still refuses others', () => {
    let reads = 0;
    const counted: typeof limits = {
      ...limits,
      get maxTokens() {
        reads += 1;
        return limits.maxTokens;
      },
    };
    const gate = documentGate(counted);
    const statuses: number[] = [];
    const send = (query: string) => {
      let passed = false;
      const response = { status: (code: number) => (statuses.push(code), { json: () => undefined }) };
      const next = (() => void (passed = true)) as NextFunction;
      gate({ method: 'POST', body: { query } } as Request, response as unknown as Response, next);
      return passed;
    };
    const query = '{ tournaments(limit: 5) { id name } }';
    expect(send(query)).toBe(true);
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    expect(send(query)).toBe(true);
    expect(reads).toBe(afterFirst);
    expect(send(`{ ${'__typename '.repeat(201)}}`)).toBe(false);
    expect(statuses).toEqual([400]);
  });
});
