'use client';

import Link from 'next/link';
import { useActionState, useState } from 'react';
import type { Lang } from '@cronica/util';
import { signUp, type SignUpState } from '../../app/signup/actions';
import { displayNameFeedback, passwordFeedback } from '../../lib/account-form';
import { accountMessages } from '../../lib/account-messages';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { FormError, SubmitButton } from '../FormParts';
import { FormField } from './FormField';
import { useFieldRefusals } from './useFieldRefusals';

/** The sign-up form: every rule said beside its field, live hints, and the API's refusals by field. */
export function SignUpForm({ lang, next, commandId }: { lang: Lang; next: string; commandId: string }) {
  const t = translator(lang);
  const m = accountMessages.signUp;
  const [state, action, pending] = useActionState<SignUpState, FormData>(signUp, {
    refusal: null,
    values: { username: '', displayName: '', language: lang },
    commandId,
  });
  const [username, setUsername] = useState(state.values.username);
  const [displayName, setDisplayName] = useState(state.values.displayName);
  const [password, setPassword] = useState('');
  const { refusalOf, edit } = useFieldRefusals(state.refusal);
  const nameProblem = displayNameFeedback(displayName);
  return (
    <form action={action} className="form" noValidate data-testid="signup-form">
      <input type="hidden" name="next" value={next} />
      <FormField
        name="username"
        label={m.username}
        hint={m.usernameHint}
        refusal={refusalOf('username')}
        t={t}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={32}
        value={username}
        onChange={(e) => {
          edit('username');
          setUsername(e.target.value);
        }}
      />
      <FormField
        name="displayName"
        label={m.displayName}
        hint={m.displayNameHint}
        refusal={refusalOf('displayName')}
        t={t}
        feedback={nameProblem && !refusalOf('displayName') ? { ok: false, message: nameProblem } : null}
        autoComplete="nickname"
        required
        value={displayName}
        onChange={(e) => {
          edit('displayName');
          setDisplayName(e.target.value);
        }}
      />
      <FormField
        name="password"
        label={m.password}
        hint={m.passwordHint}
        refusal={refusalOf('password')}
        t={t}
        feedback={refusalOf('password') ? null : passwordFeedback(password, username)}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => {
          edit('password');
          setPassword(e.target.value);
        }}
      />
      <FormField name="language" label={m.language} hint={m.languageHint} refusal={refusalOf('language')} t={t}>
        <select id="language" name="language" defaultValue={state.values.language} aria-describedby="language-hint">
          <option value="es">Español</option>
          <option value="en">English</option>
        </select>
      </FormField>
      <FormError error={state.refusal?.form ?? null} t={t} />
      <SubmitButton pending={pending} label={m.submit} pendingLabel={m.submitting} t={t} />
      <p className="form__aside">
        {t(m.haveAccount)}{' '}
        <Link href={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`}>
          {t(messages.auth.signIn)}
        </Link>
      </p>
    </form>
  );
}
