'use client';

import Link from 'next/link';
import { useState, type ChangeEvent } from 'react';
import type { Lang, Localized } from '@cronica/util';
import { signUp, type SignUpState } from '../../app/signup/actions';
import { accountPageHref } from '../../lib/next-path';
import { displayNameFeedback, passwordFeedback, unreachedAccountForm } from '../../lib/account-form';
import { accountMessages } from '../../lib/account-messages';
import { translator, type Translate } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { FormError, SubmitButton } from '../FormParts';
import { FormField } from './FormField';
import { useFieldRefusals } from './useFieldRefusals';
import { useResendableAction } from '../useFormAction';
import { parseLang } from '../../lib/lang';

const m = accountMessages.signUp;

/** A sign-up whose answer never came: "could not reach" for the form, with what was typed but the password. */
function unreachedSignUp(form: FormData, unreachable: Localized): SignUpState {
  const typed = (name: string) => String(form.get(name) ?? '');
  const values = {
    username: typed('username').trim(),
    displayName: typed('displayName'),
    language: parseLang(typed('language')) ?? 'es',
  };
  return { ...unreachedAccountForm(unreachable), values };
}

/** The sign-up form: every rule said beside its field, live hints, and the API's refusals by field. */
export function SignUpForm({ lang, next }: { lang: Lang; next: string }) {
  const t = translator(lang);
  const [state, action, pending] = useResendableAction(
    signUp,
    { refusal: null, values: { username: '', displayName: '', language: lang } },
    unreachedSignUp,
  );
  const { refusalOf, edit } = useFieldRefusals(state.refusal);
  return (
    <form action={action} className="form" noValidate data-testid="signup-form">
      <input type="hidden" name="next" value={next} />
      <AccountFields values={state.values} refusalOf={refusalOf} edit={edit} t={t} />
      <FormField name="language" label={m.language} hint={m.languageHint} refusal={refusalOf('language')} t={t}>
        <select id="language" name="language" defaultValue={state.values.language} aria-describedby="language-hint">
          <option value="es">Español</option>
          <option value="en">English</option>
        </select>
      </FormField>
      <FormError error={state.refusal?.form ?? null} t={t} />
      <SubmitButton pending={pending} label={m.submit} pendingLabel={m.submitting} t={t} />
      <p className="form__aside">
        {t(m.haveAccount)} <Link href={accountPageHref('/login', next)}>{t(messages.auth.signIn)}</Link>
      </p>
    </form>
  );
}

type Refusals = ReturnType<typeof useFieldRefusals>;

/** Username, display name and password, each with its live hint; editing one clears the API's refusal of it. */
function AccountFields({ values, refusalOf, edit, t }: Refusals & { values: SignUpState['values']; t: Translate }) {
  const [username, setUsername] = useState(values.username);
  const [displayName, setDisplayName] = useState(values.displayName);
  const [password, setPassword] = useState('');
  const nameProblem = displayNameFeedback(displayName);
  const field = (name: 'username' | 'displayName' | 'password', value: string, set: (value: string) => void) => ({
    name,
    label: m[name],
    hint: m[`${name}Hint`],
    refusal: refusalOf(name),
    t,
    required: true,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => (edit(name), set(e.target.value)),
  });
  return (
    <>
      <FormField
        {...field('username', username, setUsername)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
      />
      <FormField
        {...field('displayName', displayName, setDisplayName)}
        feedback={nameProblem && !refusalOf('displayName') ? { ok: false, message: nameProblem } : null}
        autoComplete="nickname"
      />
      <FormField
        {...field('password', password, setPassword)}
        feedback={refusalOf('password') ? null : passwordFeedback(password, username)}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
