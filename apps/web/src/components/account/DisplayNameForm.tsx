'use client';

import { useState } from 'react';
import type { Lang, Localized } from '@cronica/util';
import { changeDisplayName, type DisplayNameState } from '../../app/account/actions';
import { displayNameFeedback, unreachedAccountForm } from '../../lib/account-form';
import { accountMessages } from '../../lib/account-messages';
import { translator, type Translate } from '../../lib/i18n';
import { FormError, SubmitButton } from '../FormParts';
import { FormField } from './FormField';
import { useFieldRefusals } from './useFieldRefusals';
import { useResendableAction } from '../useFormAction';

/** A name whose answer never came: "could not reach" for the form, the name as typed kept in its field. */
function unreachedName(form: FormData, unreachable: Localized): DisplayNameState {
  const value = String(form.get('displayName') ?? '');
  return { ...unreachedAccountForm(unreachable), saved: null, value };
}

/** The account page's display name form: the current name to correct, the sign-up's rule said live. */
export function DisplayNameForm({ lang, current }: { lang: Lang; current: string }) {
  const [state, action, pending] = useResendableAction(
    changeDisplayName,
    { refusal: null, saved: null, value: current },
    unreachedName,
  );
  const t = translator(lang);
  return (
    <>
      <h2>{t(accountMessages.account.displayNameTitle)}</h2>
      <p className="form__aside">{t(accountMessages.account.displayNameIntro)}</p>
      {/* A saved name fills the field as the API wrote it (spaces tidied); any other answer keeps what was typed. */}
      <DisplayNameFields key={state.saved ?? ''} lang={lang} state={state} action={action} pending={pending} />
    </>
  );
}

/** The form as an answer left it: the field (with the API's refusal tied to it), and what was saved. */
export function DisplayNameFields({
  lang,
  state,
  action,
  pending,
}: {
  lang: Lang;
  state: DisplayNameState;
  action: (form: FormData) => void;
  pending: boolean;
}) {
  const t = translator(lang);
  const m = accountMessages.account;
  const [value, setValue] = useState(state.value);
  const { refusalOf, edit } = useFieldRefusals(state.refusal);
  const refusal = refusalOf('displayName');
  return (
    <form action={action} className="form" noValidate data-testid="display-name-form">
      <FormField
        name="displayName"
        label={m.displayName}
        hint={accountMessages.signUp.displayNameHint}
        refusal={refusal}
        feedback={refusal ? null : feedbackOf(value)}
        t={t}
        autoComplete="nickname"
        required
        value={value}
        onChange={(e) => {
          edit('displayName');
          setValue(e.target.value);
        }}
      />
      <Answer state={state} t={t} />
      <SubmitButton pending={pending} label={m.displayNameSubmit} pendingLabel={m.displayNameSaving} t={t} />
    </form>
  );
}

/** A refusal of the field is said by the field; anything else (a rate limit, no server) here; a saved name, as a status. */
function Answer({ state, t }: { state: DisplayNameState; t: Translate }) {
  return (
    <>
      <FormError error={state.refusal && !state.refusal.fields.displayName ? state.refusal.form : null} t={t} />
      {state.saved !== null ? (
        <p className="form__done" role="status" data-testid="display-name-saved">
          {t(accountMessages.account.displayNameSaved(state.saved))}
        </p>
      ) : null}
    </>
  );
}

function feedbackOf(value: string) {
  const problem = displayNameFeedback(value);
  return problem ? { ok: false, message: problem } : null;
}
