'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { localized, parseEnvFlag, type Localized } from '@cronica/util';
import { LOGIN, LOGOUT } from '../../graphql/auth';
import { getClient } from '../../lib/apollo-rsc';
import { apiRefusal } from '../../lib/api-errors';
import { messages } from '../../lib/messages';
import { SESSION_COOKIE, safeNextPath } from '../../lib/session';

export interface SignInState {
  readonly error: Localized | null;
  readonly username: string;
}

const MAX_FIELD = 256;

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, MAX_FIELD) : '';
}

/**
 * Who is signing in, as this server received the request: the API limits password checks per
 * client address, and every sign-in through the web reaches it from the web's own address. The
 * API trusts this header only from the peers TRUST_PROXY names (the loopback by default). Next
 * fills X-Forwarded-For with the socket's address unless a proxy in front already set it.
 */
async function forwardedFor(): Promise<Record<string, string>> {
  const chain = (await headers()).get('x-forwarded-for');
  return chain ? { 'x-forwarded-for': chain } : {};
}

/** Signs in through the API and keeps its session token in the HttpOnly session cookie. */
export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const username = field(form, 'username').trim();
  const password = field(form, 'password');
  if (!username || !password) return { error: messages.auth.missing, username };
  try {
    const { data } = await getClient().mutate({ mutation: LOGIN, variables: { username, password }, context: { headers: await forwardedFor() } });
    if (!data) return { error: localized('Respuesta vacía del servidor.', 'Empty answer from the server.'), username };
    (await cookies()).set(SESSION_COOKIE, data.login.token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      // Read exactly as the API reads it (one parser for both).
      secure: parseEnvFlag('SECURE_COOKIES', process.env.SECURE_COOKIES, false),
      expires: new Date(data.login.expiresAt),
    });
  } catch (error) {
    return { error: apiRefusal(error).message, username };
  }
  redirect(safeNextPath(form.get('next')));
}

/** Ends the session in the API and forgets the cookie. */
export async function signOut(): Promise<void> {
  try {
    await getClient().mutate({ mutation: LOGOUT });
  } catch {
    // The session may already be gone on the server; the cookie goes anyway.
  }
  (await cookies()).delete(SESSION_COOKIE);
  redirect('/');
}
