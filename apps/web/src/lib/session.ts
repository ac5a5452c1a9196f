import { cookies } from 'next/headers';

/**
 * The API's session cookie (apps/api/src/auth/viewer.ts). The web sets it on sign-in; cookies
 * ignore ports, so the browser sends it to the API too, and server rendering forwards it.
 */
export const SESSION_COOKIE = 'cronica_session';

export async function sessionToken(): Promise<string | null> {
  return (await cookies()).get(SESSION_COOKIE)?.value ?? null;
}

/** A path inside this site to return to after signing in; anything else goes home. */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}
