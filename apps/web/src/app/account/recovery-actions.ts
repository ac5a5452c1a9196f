'use server';

import { revalidatePath } from 'next/cache';
import { CREATE_RECOVERY_CODE, RESET_PASSWORD } from '../../graphql/account';
import { getClient } from '../../lib/apollo-rsc';
import { formRefusal, unansweredIf, type FormRefusal } from '../../lib/account-form';
import { deviceTokens } from '../../lib/device';
import { formText } from '../../lib/form-text';
import { recoveryMessages } from '../../lib/recovery-messages';
import { putReminderOff } from '../../lib/recovery-reminder';
import { keepSignIn } from '../../lib/sign-in';

/** A form that ends with a recovery code to show (once): the API's refusal, or the code. */
export interface RecoveryCodeState {
  readonly refusal: FormRefusal | null;
  readonly code: string | null;
  /** No answer came from the API: a code may have been made (sending again makes another). */
  readonly unanswered?: boolean;
}

/** Makes a recovery code for the signed-in account once its password is typed again; the page shows it once. */
export async function createRecoveryCode(_previous: RecoveryCodeState, form: FormData): Promise<RecoveryCodeState> {
  const currentPassword = formText(form, 'currentPassword');
  if (!currentPassword) return { refusal: { form: recoveryMessages.missing, fields: {} }, code: null };
  try {
    const { data } = await getClient().mutate({
      mutation: CREATE_RECOVERY_CODE,
      variables: { currentPassword, deviceTokens: await deviceTokens() },
    });
    if (!data) throw new Error('empty answer');
    revalidatePath('/account');
    return { refusal: null, code: data.createRecoveryCode.code };
  } catch (error) {
    return { refusal: formRefusal(error, 'currentPassword'), code: null, ...unansweredIf(error) };
  }
}

/**
 * A forgotten password: the username, the recovery code and a new password. The API sets it, ends
 * every session and opens one for this browser, which keeps it; the new code comes back to show.
 * A wrong username or code is said for the whole form (which of the two is not told).
 */
export async function resetPassword(_previous: RecoveryCodeState, form: FormData): Promise<RecoveryCodeState> {
  const input = {
    username: formText(form, 'username').trim(),
    recoveryCode: formText(form, 'recoveryCode').trim(),
    newPassword: formText(form, 'newPassword'),
  };
  if (!input.username || !input.recoveryCode || !input.newPassword)
    return { refusal: { form: recoveryMessages.missing, fields: {} }, code: null };
  try {
    const { data } = await getClient().mutate({
      mutation: RESET_PASSWORD,
      variables: { input, deviceTokens: await deviceTokens() },
    });
    if (!data) throw new Error('empty answer');
    await keepSignIn(data.resetPassword.session);
    return { refusal: null, code: data.resetPassword.recoveryCode };
  } catch (error) {
    return { refusal: formRefusal(error), code: null, ...unansweredIf(error) };
  }
}

/** «Not now» on the home page's reminder: it stays away for 30 days (a cookie of this browser). */
export async function remindMeLater(): Promise<void> {
  await putReminderOff();
  revalidatePath('/');
}
