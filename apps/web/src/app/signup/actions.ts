'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Lang } from '@cronica/util';
import { REGISTER } from '../../graphql/account';
import { getClient } from '../../lib/apollo-rsc';
import { formText } from '../../lib/form-text';
import { formRefusal, unansweredIf, type FormRefusal } from '../../lib/account-form';
import { formCommandId } from '../../lib/form-command-id';
import { keepSignIn } from '../../lib/sign-in';
import { LANG_COOKIE, parseLang } from '../../lib/lang';
import { safeNextPath } from '../../lib/session';

export interface SignUpState {
  readonly refusal: FormRefusal | null;
  /** What the reader typed (never the password), to fill the form again after a refusal. */
  readonly values: { readonly username: string; readonly displayName: string; readonly language: Lang };
  /**
   * No answer came from the API: the same form sent again keeps its command id (a resend of the same
   * form is the same sign-up, which signs in to the account it made; a corrected one is a new one).
   */
  readonly unanswered?: boolean;
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Creates the account through the API (which judges every field and says why per field), keeps
 * the new session and switches the site to the language chosen.
 */
export async function signUp(_previous: SignUpState, form: FormData): Promise<SignUpState> {
  const language = parseLang(formText(form, 'language')) ?? 'es';
  const values = { username: formText(form, 'username').trim(), displayName: formText(form, 'displayName'), language };
  const password = formText(form, 'password');
  try {
    const { data } = await getClient().mutate({
      mutation: REGISTER,
      variables: {
        input: {
          commandId: formCommandId(form, 'signup'),
          username: values.username,
          displayName: values.displayName,
          password,
          language,
        },
      },
    });
    if (!data) throw new Error('empty answer');
    await keepSignIn(data.register);
    (await cookies()).set(LANG_COOKIE, language, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' });
  } catch (error) {
    return { refusal: formRefusal(error), values, ...unansweredIf(error) };
  }
  redirect(safeNextPath(form.get('next')));
}
