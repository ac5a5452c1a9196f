import { cookies } from 'next/headers';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ownCookie } from './own-cookie';

/**
 * "Read your own write" across a server action and the render that follows it. A mutation
 * answers with an opaque `readToken` (SECURITY.md "Hidden information": store positions never
 * leave the API); the web keeps the latest one for a short while and sends it back as the API's
 * `Cronica-Read-After` header, so the page re-rendered after the write (and the next one) shows it
 * even while the API's read models are still applying it.
 */
export const READ_AFTER_COOKIE = 'cronica_read_after';
export const READ_AFTER_HEADER = 'cronica-read-after';
/** Long enough for the re-render and a navigation; the API waits at most 5 s for its read models. */
const KEEP_SECONDS = 30;
const MAX_DEPTH = 4;

/** The `readToken` inside a mutation's answer (`{ data: { field: { result: { readToken } } } }`), if any. */
export function readTokenOf(answer: unknown, depth = 0): string | null {
  if (typeof answer !== 'object' || answer === null || depth > MAX_DEPTH) return null;
  const token = (answer as { readToken?: unknown }).readToken;
  if (typeof token === 'string' && token.length > 0) return token;
  for (const value of Object.values(answer)) {
    const found = readTokenOf(value, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Keeps the write's read token for the renders that follow (server actions only). */
export async function rememberWrite(answer: unknown): Promise<void> {
  const token = readTokenOf(answer);
  if (!token) return;
  (await cookies()).set(READ_AFTER_COOKIE, token, ownCookie({ maxAge: KEEP_SECONDS }));
}

/** Tokens are sealed for one session: a new or ended session makes the kept one meaningless. */
export async function forgetWrites(): Promise<void> {
  (await cookies()).delete(READ_AFTER_COOKIE);
}

/** The header that asks the API to answer only once it includes the reader's last write. */
export async function readAfterHeader(): Promise<Record<string, string>> {
  const token = (await cookies()).get(READ_AFTER_COOKIE)?.value;
  return token ? { [READ_AFTER_HEADER]: token } : {};
}

/** The API refused the kept token (sealed for a session that has since ended): ask again without it. */
export function isStaleReadToken(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.reason === 'READ_TOKEN_INVALID');
  return ServerError.is(error) && error.bodyText.includes('READ_TOKEN_INVALID');
}
