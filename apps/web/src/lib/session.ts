import { cookies } from 'next/headers';
import { ownCookie } from './own-cookie';
import { forgetWrites } from './read-after';

/**
 * The API's session cookie (apps/api/src/auth/viewer.ts). The web sets it on sign-in; cookies
 * ignore ports, so the browser sends it to the API too, and server rendering forwards it.
 */
export const SESSION_COOKIE = 'cronica_session';

export async function sessionToken(): Promise<string | null> {
  return (await cookies()).get(SESSION_COOKIE)?.value ?? null;
}

/** Keeps a new session's token in the HttpOnly cookie (server actions only). */
export async function keepSession(session: { readonly token: string; readonly expiresAt: string }): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, session.token, ownCookie({ expires: new Date(session.expiresAt) }));
  await forgetWrites();
}

/** Forgets the session cookie (server actions only). */
export async function forgetSession(): Promise<void> {
  (await cookies()).delete(SESSION_COOKIE);
  await forgetWrites();
}

export { safeNextPath } from './next-path';
