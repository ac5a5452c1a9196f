'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { eraseMyAccount, type EraseAccountState } from '../../app/account/actions';
import { erasureMessages } from '../../lib/erasure-messages';
import { markOwnSessionEnd } from '../../lib/live-close';
import { translator } from '../../lib/i18n';
import { FormError, SubmitButton } from '../FormParts';
import { FormField } from './FormField';
import { useFieldRefusals } from './useFieldRefusals';

/** Delete my account: what stays and what goes, the password typed again, and one last confirmation. */
export function EraseAccountForm({ lang, username }: { lang: Lang; username: string }) {
  const t = translator(lang);
  const m = erasureMessages;
  const [state, action, pending] = useActionState<EraseAccountState, FormData>(eraseMyAccount, { refusal: null });
  const { refusalOf, edit } = useFieldRefusals(state.refusal);
  return (
    <>
      <h2>{t(m.title)}</h2>
      <form
        action={action}
        className="form"
        noValidate
        data-testid="erase-account-form"
        onSubmit={(event) => {
          if (!window.confirm(t(m.confirm))) event.preventDefault();
          else markOwnSessionEnd();
        }}
      >
        <h3>{t(m.staysTitle)}</h3>
        <p className="form__aside">{t(m.stays)}</p>
        <h3>{t(m.goesTitle)}</h3>
        <p className="form__aside">{t(m.goes)}</p>
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <FormField
          name="password"
          label={m.password}
          refusal={refusalOf('password')}
          t={t}
          onChange={() => edit('password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormError error={state.refusal?.form ?? null} t={t} />
        <SubmitButton pending={pending} label={m.submit} pendingLabel={m.erasing} t={t} />
      </form>
    </>
  );
}
