'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { CHANGE_DISPLAY_NAME, CHANGE_PASSWORD, ERASE_MY_ACCOUNT, SIGN_OUT_EVERYWHERE } from '../../graphql/account';
import { getClient } from '../../lib/apollo-rsc';
import { formText } from '../../lib/form-text';
import { formRefusal, unansweredIf, type FormRefusal } from '../../lib/account-form';
import { apiRefusal } from '../../lib/api-errors';
import { formCommandId } from '../../lib/form-command-id';
import { ME } from '../../graphql/auth';
import { keepSignIn, signInThroughApi } from '../../lib/sign-in';
import type { SignOutState } from '../login/actions';
import { accountMessages } from '../../lib/account-messages';
import { erasureMessages } from '../../lib/erasure-messages';
import { deviceTokens } from '../../lib/device';
import { forgetSession } from '../../lib/session';

export interface ChangePasswordState {
  readonly refusal: FormRefusal | null;
  readonly done: boolean;
  /** No answer came from the API: the password may have been changed, and this device's session ended with it. */
  readonly unanswered?: boolean;
}

/** Where a person whose session ended goes to sign in again, back to their account page after. */
const SIGN_IN_AGAIN = `/login?ended=session&next=${encodeURIComponent('/account')}`;

/**
 * Changes the password: the API checks the current one, judges the new one, ends every session
 * of the account and opens a new one, which this browser keeps. Sent again after an answer that
 * never came, the first send may have done all that: then this device's session is over and the new
 * password signs it in again.
 */
export async function changePassword(previous: ChangePasswordState, form: FormData): Promise<ChangePasswordState> {
  const currentPassword = formText(form, 'currentPassword');
  const newPassword = formText(form, 'newPassword');
  if (!currentPassword || !newPassword)
    return { refusal: { form: accountMessages.account.missing, fields: {} }, done: false };
  try {
    const { data } = await getClient().mutate({
      mutation: CHANGE_PASSWORD,
      variables: { currentPassword, newPassword, deviceTokens: await deviceTokens() },
    });
    if (!data) throw new Error('empty answer');
    await keepSignIn(data.changePassword);
  } catch (error) {
    if (!(await sessionEnded(error)))
      return { refusal: formRefusal(error, 'currentPassword'), done: false, ...unansweredIf(error) };
    if (!previous.unanswered || !(await signInAgain(formText(form, 'username'), newPassword))) redirect(SIGN_IN_AGAIN);
  }
  return { refusal: null, done: true };
}

/** The API said no because this device's session is over (a wrong current password leaves it signed in). */
async function sessionEnded(error: unknown): Promise<boolean> {
  if (apiRefusal(error).code !== 'UNAUTHENTICATED') return false;
  try {
    const { data } = await getClient().query({ query: ME, fetchPolicy: 'no-cache' });
    return !data?.me;
  } catch {
    return false; // The API could not say: the refusal stands as it came.
  }
}

/** Signs this device in again (its session ended), keeping the new session; false when that password does not. */
async function signInAgain(username: string, password: string): Promise<boolean> {
  try {
    return await signInThroughApi(username, password);
  } catch {
    return false;
  }
}

export interface DisplayNameState {
  readonly refusal: FormRefusal | null;
  /** The name as saved, once it was. */
  readonly saved: string | null;
  /** What the reader typed, to fill the field again after a refusal. */
  readonly value: string;
  /** No answer came from the API: the same name sent again is the same change (it keeps its command id). */
  readonly unanswered?: boolean;
}

/** Corrects the display name (GDPR art. 16); the API judges it by the sign-up's rule and says why by the field. */
export async function changeDisplayName(_previous: DisplayNameState, form: FormData): Promise<DisplayNameState> {
  const value = formText(form, 'displayName');
  try {
    const { data } = await getClient().mutate({
      mutation: CHANGE_DISPLAY_NAME,
      variables: { displayName: value, commandId: formCommandId(form, 'rename') },
    });
    if (!data) throw new Error('empty answer');
    revalidatePath('/', 'layout');
    const saved = data.changeDisplayName.displayName;
    return { refusal: null, saved, value: saved };
  } catch (error) {
    return { refusal: formRefusal(error), saved: null, value, ...unansweredIf(error) };
  }
}

/** Ends every session of the account (this one too) and goes to sign-in saying how many ended. */
export async function signOutEverywhere(_previous: SignOutState, _form: FormData): Promise<SignOutState> {
  let ended = 0;
  try {
    const { data } = await getClient().mutate({ mutation: SIGN_OUT_EVERYWHERE });
    ended = data?.signOutEverywhere ?? 0;
  } catch {
    // Already signed out on the server: nothing left to end but the cookie.
  }
  await forgetSession();
  redirect(`/login?ended=everywhere&count=${ended}`);
}

export interface EraseAccountState {
  readonly refusal: FormRefusal | null;
  /** No answer came from the API: the account may have been erased. */
  readonly unanswered?: boolean;
}

/**
 * Erases the account once the password is typed again; a refusal (wrong password) changes
 * nothing and is shown by the field. Then this browser forgets the session and shows the confirmation.
 * With no session left (a wrong password is not that), it forgets the cookie and goes to sign in:
 * sent again after an answer that never came, saying the first send most likely erased the account.
 */
export async function eraseMyAccount(previous: EraseAccountState, form: FormData): Promise<EraseAccountState> {
  const password = formText(form, 'password');
  if (!password) return { refusal: { form: erasureMessages.missing, fields: {} } };
  try {
    const { data } = await getClient().mutate({
      mutation: ERASE_MY_ACCOUNT,
      variables: { password, deviceTokens: await deviceTokens() },
    });
    if (!data?.eraseMyAccount) throw new Error('empty answer');
  } catch (error) {
    if (apiRefusal(error).code !== 'UNAUTHENTICATED')
      return { refusal: formRefusal(error, 'password'), ...unansweredIf(error) };
    await forgetSession();
    redirect(previous.unanswered ? '/login?ended=erasing' : SIGN_IN_AGAIN);
  }
  await forgetSession();
  revalidatePath('/', 'layout');
  redirect('/account/deleted');
}
