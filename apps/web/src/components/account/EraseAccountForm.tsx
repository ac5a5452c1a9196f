'use client';

import { unreachedAccountForm } from '../../lib/account-form';
import type { Lang, Localized } from '@cronica/util';
import { eraseMyAccount, type EraseAccountState } from '../../app/account/actions';
import { erasureMessages } from '../../lib/erasure-messages';
import { translator, type Translate } from '../../lib/i18n';
import { FormError } from '../FormParts';
import { DangerConfirmButton } from '../organizer/ConfirmButton';
import { CurrentPasswordField } from './FormField';
import { SessionEndingForm } from './SessionEndingForm';
import { useFieldRefusals } from './useFieldRefusals';
import { useResendableAction } from '../useFormAction';

/** An erasure whose answer never came (the account may be gone): "could not reach" for the form. */
const unreachedErase = (_form: FormData, unreachable: Localized): EraseAccountState =>
  unreachedAccountForm(unreachable);

/** Delete my account: what stays and what goes, the password typed again, and one last question in the page. */
export function EraseAccountForm({ lang, username }: { lang: Lang; username: string }) {
  const t = translator(lang);
  const m = erasureMessages;
  const [state, action, pending] = useResendableAction(eraseMyAccount, { refusal: null }, unreachedErase);
  const refusals = useFieldRefusals(state.refusal);
  return (
    <>
      <h2>{t(m.title)}</h2>
      <SessionEndingForm action={action} testId="erase-account-form" username={username}>
        <WhatStaysAndGoes t={t} />
        <CurrentPasswordField name="password" label={m.password} refusals={refusals} t={t} />
        <FormError error={state.refusal?.form ?? null} t={t} />
        <DangerConfirmButton words={m.confirm} t={t} pending={pending} answer={state} />
      </SessionEndingForm>
    </>
  );
}

/** What the person keeps seeing of themselves and what is gone for good, with their data to take first. */
function WhatStaysAndGoes({ t }: { t: Translate }) {
  const m = erasureMessages;
  return (
    <div className="erase-account__terms" data-testid="erase-terms">
      <h3>{t(m.staysTitle)}</h3>
      <p className="form__aside">{t(m.stays)}</p>
      <h3>{t(m.goesTitle)}</h3>
      <ul className="form__aside" data-testid="erase-goes">
        {m.goes.map((item) => (
          <li key={item.en}>{t(item)}</li>
        ))}
      </ul>
      <p>
        <strong>{t(m.final)}</strong>{' '}
        <a href="/account/data.json" download>
          {t(m.downloadFirst)}
        </a>
      </p>
    </div>
  );
}
