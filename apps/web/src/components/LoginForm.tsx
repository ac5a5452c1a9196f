'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { signIn, type SignInState } from '../app/login/actions';
import { translator } from '../lib/i18n';
import { messages } from '../lib/messages';

export function LoginForm({ lang, next }: { lang: Lang; next: string }) {
  const t = translator(lang);
  const m = messages.auth;
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, { error: null, username: '' });
  return (
    <form action={action} className="form" noValidate>
      <input type="hidden" name="next" value={next} />
      <label className="form__field">
        <span>{t(m.username)}</span>
        <input name="username" autoComplete="username" required defaultValue={state.username} autoCapitalize="none" spellCheck={false} />
      </label>
      <label className="form__field">
        <span>{t(m.password)}</span>
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {state.error ? (
        <p className="form__error" role="alert">
          {t(state.error)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={pending}>
        {pending ? t(m.submitting) : t(m.submit)}
      </button>
    </form>
  );
}
