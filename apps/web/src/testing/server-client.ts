import { beforeEach, vi } from 'vitest';
import { mutationsSent } from './server-actions';

/*
 * For a spec of server actions: the server's GraphQL client is a spy that answers every mutation
 * with nothing, so each test sees exactly what would reach the API (and what never does); Next's
 * cache and cookies are spies too. Import it before the actions (`await import(...)` after it).
 */
export const mutate = vi.fn();
export const revalidatePath = vi.fn();
/** The mutations the actions sent so far in this test, in order. */
export const sent = () => mutationsSent(mutate);
vi.mock('../lib/apollo-rsc', () => ({ getClient: () => ({ mutate }) }));
vi.mock('next/cache', () => ({ revalidatePath: (...args: unknown[]) => revalidatePath(...args) }));
vi.mock('next/headers', () => ({ cookies: async () => ({ set: vi.fn(), delete: vi.fn() }) }));

beforeEach(() => {
  mutate.mockReset();
  mutate.mockResolvedValue({ data: {} });
  revalidatePath.mockReset();
});
