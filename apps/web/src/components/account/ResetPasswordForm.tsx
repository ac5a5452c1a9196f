'use client';

import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import type { Lang, Localized } from '@cronica/util';
import { resetPassword, type RecoveryCodeState } from '../../app/account/recovery-actions';
import { passwordFeedback, unreachedAccountForm } from '../../lib/account-form';
import { accountMessages } from '../../lib/account-messages';
import { translator, type Translate } from '../../lib/i18n';
import { recoveryMessages as m } from '../../lib/recovery-messages';
import { FormDone, FormError, SubmitButton } from '../FormParts';
import { useResendableAction } from '../useFormAction';
import { FormField } from './FormField';
import { RecoveryCodeShown } from './RecoveryCodeShown';
import { useFieldRefusals } from './useFieldRefusals';

const unreached = (_form: FormData, unreachable: Localized): RecoveryCodeState => ({
  ...unreachedAccountForm(unreachable),
  code: null,
});

/**
 * A forgotten password: username, recovery code and a new password (its rule said live). Once
 * set, the page shows the new code, this once, and `next` to go on signed in. Before, `signUp`
 * offers a new account to whoever kept no code.
 */
export function ResetPasswordForm({ lang, next, signUp }: { lang: Lang; next: string; signUp: ReactNode }) {
  const t = translator(lang);
  const [state, action, pending] = useResendableAction(resetPassword, { refusal: null, code: null }, unreached);
  if (state.code) return <ResetDone code={state.code} next={next} t={t} />;
  return (
    <form action={action} className="form" noValidate data-testid="reset-form">
      <ResetFields refusal={state.refusal} t={t} />
      <FormError error={state.refusal?.form ?? null} t={t} />
      <SubmitButton pending={pending} label={m.submit} pendingLabel={m.submitting} t={t} />
      <p className="form__aside">
        {t(m.noCode)} {signUp}
      </p>
    </form>
  );
}

/** The new password works and this browser is signed in: the new code, and the way on. */
function ResetDone({ code, next, t }: { code: string; next: string; t: Translate }) {
  return (
    <>
      <FormDone text={t(m.resetDone)} className="form__done" testId="password-reset" />
      <RecoveryCodeShown code={code} t={t} />
      <p>
        <Link className="button" href={next}>
          {t(m.continue)} →
        </Link>
      </p>
    </>
  );
}

/** The three fields, kept as typed across a refusal (a form action would empty them). */
function ResetFields({ refusal, t }: { refusal: RecoveryCodeState['refusal']; t: Translate }) {
  const refusals = useFieldRefusals(refusal);
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const text = { required: true, spellCheck: false, autoCapitalize: 'none' } as const;
  return (
    <>
      <FormField
        name="username"
        label={m.username}
        t={t}
        autoComplete="username"
        {...text}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <FormField
        name="recoveryCode"
        label={m.code}
        hint={m.codeHint}
        t={t}
        autoComplete="one-time-code"
        {...text}
        className="mono"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <NewPasswordField username={username} refusals={refusals} t={t} />
    </>
  );
}

/** The new password with its rule said live as it is typed; editing it clears the API's refusal of it. */
function NewPasswordField(props: { username: string; refusals: ReturnType<typeof useFieldRefusals>; t: Translate }) {
  const { username, refusals, t } = props;
  const [password, setPassword] = useState('');
  const refused = refusals.refusalOf('newPassword');
  return (
    <FormField
      name="newPassword"
      label={m.newPassword}
      hint={accountMessages.signUp.passwordHint}
      refusal={refused}
      feedback={refused ? null : passwordFeedback(password, username)}
      t={t}
      type="password"
      autoComplete="new-password"
      required
      value={password}
      onChange={(e) => {
        refusals.edit('newPassword');
        setPassword(e.target.value);
      }}
    />
  );
}
