'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { CHANGE_DISPLAY_NAME, CHANGE_PASSWORD, ERASE_MY_ACCOUNT, SIGN_OUT_EVERYWHERE } from '../../graphql/account';
import { getClient } from '../../lib/apollo-rsc';
import { formText } from '../../lib/form-text';
import { formRefusal, type FormRefusal } from '../../lib/account-form';
import { accountMessages } from '../../lib/account-messages';
import { erasureMessages } from '../../lib/erasure-messages';
import { deviceTokens, rememberDevice } from '../../lib/device';
import { newCommandId } from '../../lib/random-id';
import { forgetSession, keepSession } from '../../lib/session';

export interface ChangePasswordState {
  readonly refusal: FormRefusal | null;
  readonly done: boolean;
}

/**
 * Changes the password: the API checks the current one, judges the new one, ends every session
 * of the account and opens a new one, which this browser keeps.
 */
export async function changePassword(_previous: ChangePasswordState, form: FormData): Promise<ChangePasswordState> {
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
    await keepSession(data.changePassword);
    await rememberDevice(data.changePassword.deviceToken);
  } catch (error) {
    return { refusal: formRefusal(error, 'currentPassword'), done: false };
  }
  return { refusal: null, done: true };
}

export interface DisplayNameState {
  readonly refusal: FormRefusal | null;
  /** The name as saved, once it was. */
  readonly saved: string | null;
  /** What the reader typed, to fill the field again after a refusal. */
  readonly value: string;
  /** This change's command id: a resend is the same change; after an answer, a new one. */
  readonly commandId: string;
}

/** Corrects the display name (GDPR art. 16); the API judges it by the sign-up's rule and says why by the field. */
export async function changeDisplayName(previous: DisplayNameState, form: FormData): Promise<DisplayNameState> {
  const value = formText(form, 'displayName');
  try {
    const { data } = await getClient().mutate({
      mutation: CHANGE_DISPLAY_NAME,
      variables: { displayName: value, commandId: previous.commandId },
    });
    if (!data) throw new Error('empty answer');
    revalidatePath('/', 'layout');
    const saved = data.changeDisplayName.displayName;
    return { refusal: null, saved, value: saved, commandId: newCommandId('rename') };
  } catch (error) {
    return { refusal: formRefusal(error), saved: null, value, commandId: newCommandId('rename') };
  }
}

/** Ends every session of the account (this one too) and goes to sign-in saying how many ended. */
export async function signOutEverywhere(): Promise<void> {
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
}

/**
 * Erases the account once the password is typed again; a refusal (wrong password) changes
 * nothing and is shown by the field. Then this browser forgets the session and shows the confirmation.
 */
export async function eraseMyAccount(_previous: EraseAccountState, form: FormData): Promise<EraseAccountState> {
  const password = formText(form, 'password');
  if (!password) return { refusal: { form: erasureMessages.missing, fields: {} } };
  try {
    const { data } = await getClient().mutate({
      mutation: ERASE_MY_ACCOUNT,
      variables: { password, deviceTokens: await deviceTokens() },
    });
    if (!data?.eraseMyAccount) throw new Error('empty answer');
  } catch (error) {
    return { refusal: formRefusal(error, 'password') };
  }
  await forgetSession();
  revalidatePath('/', 'layout');
  redirect('/account/deleted');
}
