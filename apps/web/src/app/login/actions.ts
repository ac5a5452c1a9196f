'use server';

import { redirect } from 'next/navigation';
import { localized, type Localized } from '@cronica/util';
import { LOGOUT, ME } from '../../graphql/auth';
import { getClient } from '../../lib/apollo-rsc';
import { formText } from '../../lib/form-text';
import { formError } from '../../lib/api-errors';
import { signInThroughApi } from '../../lib/sign-in';
import { messages } from '../../lib/messages';
import { forgetSession, safeNextPath, sessionToken } from '../../lib/session';

export interface SignInState {
  readonly error: Localized | null;
  readonly username: string;
  /** No answer came from the API (the sign-in may have opened a session this browser never got). */
  readonly unanswered?: boolean;
}

/** Signs in through the API and keeps its session token in the HttpOnly session cookie. */
export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const username = formText(form, 'username').trim();
  const password = formText(form, 'password');
  if (!username || !password) return { error: messages.auth.missing, username };
  try {
    if (!(await signInThroughApi(username, password)))
      return { error: localized('Respuesta vacía del servidor.', 'Empty answer from the server.'), username };
  } catch (error) {
    return { ...formError(error), username };
  }
  redirect(safeNextPath(form.get('next')));
}

/** A sign-out form: nothing to say unless its answer is lost on the way (then the form says so). */
export interface SignOutState {
  readonly error: Localized | null;
  readonly unanswered?: boolean;
}

/** Ends the session in the API and forgets the cookie (sent again after a lost answer, it ends what is left). */
export async function signOut(_previous: SignOutState, _form: FormData): Promise<SignOutState> {
  try {
    await getClient().mutate({ mutation: LOGOUT });
  } catch {
    // The session may already be gone on the server; the cookie goes anyway.
  }
  await forgetSession();
  redirect('/');
}

/**
 * A live connection was closed because the session ended elsewhere (sign out everywhere, a
 * password change, idle timeout): forget the dead cookie, once the API confirms it is dead, so
 * the next page does not carry it. A live session is left alone (the close was something else).
 */
export async function forgetEndedSession(): Promise<boolean> {
  if (!(await sessionToken())) return true;
  try {
    const { data } = await getClient().query({ query: ME, fetchPolicy: 'no-cache' });
    if (data?.me) return false;
  } catch {
    return false; // The API could not say: keep the cookie rather than sign out on a network fault.
  }
  await forgetSession();
  return true;
}
