'use client';

import { useState } from 'react';
import type { Lang, Localized } from '@cronica/util';
import { changePassword, signOutEverywhere, type ChangePasswordState } from '../../app/account/actions';
import { passwordFeedback, unreachedAccountForm } from '../../lib/account-form';
import { accountMessages } from '../../lib/account-messages';
import { markOwnSessionEnd } from '../../lib/live-close';
import { translator, type Translate } from '../../lib/i18n';
import { FormDone, FormError, SubmitButton } from '../FormParts';
import { DangerConfirmButton } from '../organizer/ConfirmButton';
import { CurrentPasswordField, FormField } from './FormField';
import { SessionEndingForm } from './SessionEndingForm';
import { useFieldRefusals } from './useFieldRefusals';
import { useFormAction, useResendableAction } from '../useFormAction';
import type { SignOutState } from '../../app/login/actions';

/** A change whose answer never came (it may have been made): "could not reach" for the form. */
const unreachedChange = (_form: FormData, unreachable: Localized): ChangePasswordState => ({
  ...unreachedAccountForm(unreachable),
  done: false,
});

/** Change the password: the current one, the new one with the API's rule said live; the refusals by field. */
export function ChangePasswordForm({ lang, username }: { lang: Lang; username: string }) {
  const t = translator(lang);
  const m = accountMessages.account;
  const [state, action, pending] = useResendableAction(changePassword, { refusal: null, done: false }, unreachedChange);
  const refusals = useFieldRefusals(state.refusal);
  return (
    <SessionEndingForm action={action} testId="change-password-form" username={username}>
      <PasswordFields username={username} {...refusals} t={t} />
      <FormError error={state.refusal?.form ?? null} t={t} />
      <FormDone text={state.done && t(m.changed)} className="form__done" testId="password-changed" />
      <SubmitButton pending={pending} label={m.changeSubmit} pendingLabel={m.changing} t={t} />
    </SessionEndingForm>
  );
}

/** The current password, and the new one with its live hint; editing either clears the API's refusal of it. */
function PasswordFields({
  username,
  refusalOf,
  edit,
  t,
}: ReturnType<typeof useFieldRefusals> & { username: string; t: Translate }) {
  const m = accountMessages.account;
  const [newPassword, setNewPassword] = useState('');
  const newRefusal = refusalOf('newPassword') ?? refusalOf('password');
  return (
    <>
      <CurrentPasswordField name="currentPassword" label={m.currentPassword} refusals={{ refusalOf, edit }} t={t} />
      <FormField
        name="newPassword"
        label={m.newPassword}
        hint={accountMessages.signUp.passwordHint}
        refusal={newRefusal}
        t={t}
        feedback={newRefusal ? null : passwordFeedback(newPassword, username)}
        type="password"
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={(e) => {
          edit('newPassword', 'password');
          setNewPassword(e.target.value);
        }}
      />
    </>
  );
}

const NO_ANSWER: SignOutState = { error: null };

/** Sign out everywhere, after saying in the page that this device goes too (only its «yes» submits). */
export function SignOutEverywhereForm({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const m = accountMessages.account;
  const [state, action] = useFormAction(signOutEverywhere, NO_ANSWER);
  return (
    <form action={action} onSubmit={() => markOwnSessionEnd()} data-testid="sign-out-everywhere">
      <DangerConfirmButton words={m.everywhereConfirm} t={t} pending={false} />
      <FormError error={state.error} t={t} />
    </form>
  );
}
