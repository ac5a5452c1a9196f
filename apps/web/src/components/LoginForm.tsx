'use client';

import type { Lang } from '@cronica/util';
import { signIn } from '../app/login/actions';
import { Field, FormError, SubmitButton } from './FormParts';
import { translator } from '../lib/i18n';
import { messages } from '../lib/messages';
import { useFormAction } from './useFormAction';

/** What a sign-in whose answer never came keeps: the username typed (never the password). */
const typedUsername = (form: FormData) => ({ username: String(form.get('username') ?? '').trim() });

export function LoginForm({ lang, next }: { lang: Lang; next: string }) {
  const t = translator(lang);
  const m = messages.auth;
  const [state, action, pending] = useFormAction(signIn, { error: null, username: '' }, typedUsername);
  return (
    <form action={action} className="form" noValidate>
      <input type="hidden" name="next" value={next} />
      <Field label={t(m.username)}>
        <input
          name="username"
          autoComplete="username"
          required
          defaultValue={state.username}
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field label={t(m.password)}>
        <input name="password" type="password" autoComplete="current-password" required />
      </Field>
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={m.submit} pendingLabel={m.submitting} t={t} />
    </form>
  );
}
