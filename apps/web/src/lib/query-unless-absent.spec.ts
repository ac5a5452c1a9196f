import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER } from '../graphql/player';

const query = vi.fn();
vi.mock('./apollo-rsc', () => ({ query: (options: unknown) => query(options) }));

const { queryUnlessAbsent } = await import('./query-unless-absent');

const refusal = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code } }] });

beforeEach(() => query.mockReset());

describe("a page's query for one thing", () => {
  it('answers with what the API sent, and null when it sent no data', async () => {
    query.mockResolvedValueOnce({ data: { player: { id: 'p-1' } } }).mockResolvedValueOnce({ data: undefined });
    expect(await queryUnlessAbsent(PLAYER, { id: 'p-1' }, 'NOT_FOUND')).toEqual({ player: { id: 'p-1' } });
    expect(await queryUnlessAbsent(PLAYER, { id: 'p-1' }, 'NOT_FOUND')).toBeNull();
    expect(query).toHaveBeenCalledWith({ query: PLAYER, variables: { id: 'p-1' } });
  });

  it('answers undefined when the API says there is no such thing, and throws any other failure', async () => {
    query.mockRejectedValueOnce(refusal('NOT_FOUND')).mockRejectedValueOnce(refusal('INTERNAL_SERVER_ERROR'));
    expect(await queryUnlessAbsent(PLAYER, { id: 'nadie' }, 'NOT_FOUND')).toBeUndefined();
    await expect(queryUnlessAbsent(PLAYER, { id: 'p-1' }, 'NOT_FOUND')).rejects.toThrow();
  });
});
