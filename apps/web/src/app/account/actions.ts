'use server';

import { redirect } from 'next/navigation';
import { CHANGE_PASSWORD, SIGN_OUT_EVERYWHERE } from '../../graphql/account';
import { getClient } from '../../lib/apollo-rsc';
import { formRefusal, type FormRefusal } from '../../lib/account-form';
import { accountMessages } from '../../lib/account-messages';
import { deviceTokens, rememberDevice } from '../../lib/device';
import { forgetSession, keepSession } from '../../lib/session';

export interface ChangePasswordState {
  readonly refusal: FormRefusal | null;
  readonly done: boolean;
}

const MAX_FIELD = 256;

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, MAX_FIELD) : '';
}

/**
 * Changes the password: the API checks the current one, judges the new one, ends every session
 * of the account and opens a new one, which this browser keeps.
 */
export async function changePassword(_previous: ChangePasswordState, form: FormData): Promise<ChangePasswordState> {
  const currentPassword = field(form, 'currentPassword');
  const newPassword = field(form, 'newPassword');
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
