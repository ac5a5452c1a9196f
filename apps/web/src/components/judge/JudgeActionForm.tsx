'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { Localized } from '@cronica/util';
import type { Translate } from '../../lib/i18n';
// A type only: the server-side module it names is not bundled into the client.
import type { ActionState } from '../../lib/tournament-action';
import { ActionOutcome, FormError, SubmitButton, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useFormAction';
import { ConfirmButton } from '../organizer/ConfirmButton';

/** One kind of judge form: the server action it runs, its test id and layout, its words once done and its button. */
export interface JudgeFormKind {
  readonly act: (state: ActionState, form: FormData) => Promise<ActionState>;
  readonly testId: string;
  /** A plain `form` unless given. */
  readonly className?: string;
  /** None where the page moves on without the form once it is done (a ruled appeal leaves the list). */
  readonly done?: Localized;
  readonly submit: Localized;
}

interface JudgeActionFormProps {
  readonly kind: JudgeFormKind;
  readonly tournamentId: string;
  /** The record the form answers (a call, a dispute), sent along as hidden fields. */
  readonly hidden?: Readonly<Record<string, string>>;
  readonly t: Translate;
  /** The form's own fields. */
  readonly children: ReactNode;
  /** What sending it now does that nothing undoes: the button asks first, saying so. */
  readonly irreversible?: Localized | null;
}

/**
 * A judge's form: the record it answers, its fields, then the API's refusal or the form's done words,
 * and its button. Refused, it keeps what the judge typed; done, it starts empty again.
 */
export function JudgeActionForm(props: JudgeActionFormProps) {
  const { kind, tournamentId, hidden = {}, t, children, irreversible = null } = props;
  const [state, action, pending] = useTournamentAction(kind.act);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.done) form.current?.reset();
  }, [state]);
  return (
    <TournamentForm
      action={action}
      tournamentId={tournamentId}
      className={kind.className ?? 'form'}
      testId={kind.testId}
      keepValues
      formRef={form}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {kind.done ? <ActionOutcome state={state} done={kind.done} t={t} /> : <FormError error={state.error} t={t} />}
      {irreversible ? (
        <ConfirmButton label={t(kind.submit)} what={t(irreversible)} t={t} pending={pending} danger answer={state} />
      ) : (
        <SubmitButton pending={pending} label={kind.submit} t={t} />
      )}
    </TournamentForm>
  );
}
