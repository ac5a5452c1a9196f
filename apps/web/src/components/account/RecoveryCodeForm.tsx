'use client';

import type { Lang, Localized } from '@cronica/util';
import { createRecoveryCode, type RecoveryCodeState } from '../../app/account/recovery-actions';
import { unreachedAccountForm } from '../../lib/account-form';
import { translator } from '../../lib/i18n';
import { recoveryMessages as m } from '../../lib/recovery-messages';
import { FormError, SubmitButton } from '../FormParts';
import { useResendableAction } from '../useFormAction';
import { CurrentPasswordField } from './FormField';
import { RecoveryCodeShown } from './RecoveryCodeShown';
import { useFieldRefusals } from './useFieldRefusals';

const unreached = (_form: FormData, unreachable: Localized): RecoveryCodeState => ({
  ...unreachedAccountForm(unreachable),
  code: null,
});

/** The code on file: when it was made, in the reader's words, and whether the server's operator made it. */
export interface CodeOnFile {
  readonly on: string;
  readonly byOperator: boolean;
}

const statusOf = (onFile: CodeOnFile | null) =>
  onFile === null ? m.none : onFile.byOperator ? m.madeByOperator(onFile.on) : m.madeOn(onFile.on);

/**
 * The account's recovery code: whether it has one, since when and who made it, and a form to make
 * one (or a new one, cancelling the last) once the password is typed again.
 */
export function RecoveryCodeForm({ lang, onFile }: { lang: Lang; onFile: CodeOnFile | null }) {
  const t = translator(lang);
  const [state, action, pending] = useResendableAction(createRecoveryCode, { refusal: null, code: null }, unreached);
  const refusals = useFieldRefusals(state.refusal);
  return (
    <section aria-labelledby="recovery-title" data-testid="recovery-section">
      <h2 id="recovery-title">{t(m.sectionTitle)}</h2>
      <p className="form__aside">{t(m.sectionIntro)}</p>
      {state.code ? (
        <RecoveryCodeShown code={state.code} t={t} />
      ) : (
        <>
          <p data-testid="recovery-status">{t(statusOf(onFile))}</p>
          <form action={action} className="form" noValidate data-testid="recovery-form">
            <CurrentPasswordField
              name="currentPassword"
              id="recovery-password"
              label={m.password}
              refusals={refusals}
              t={t}
            />
            <FormError error={state.refusal?.form ?? null} t={t} />
            <SubmitButton
              pending={pending}
              label={onFile === null ? m.create : m.replace}
              pendingLabel={m.creating}
              t={t}
            />
          </form>
        </>
      )}
    </section>
  );
}
