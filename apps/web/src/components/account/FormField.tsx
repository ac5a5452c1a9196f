import type { InputHTMLAttributes, ReactNode } from 'react';
import type { Localized } from '@cronica/util';
import type { AccountField } from '../../lib/account-form';
import type { Translate } from '../../lib/i18n';
import type { useFieldRefusals } from './useFieldRefusals';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  readonly name: string;
  /** The input's id where two forms of one page have a field of the same name (default: the name). */
  readonly id?: string;
  readonly label: Localized;
  readonly hint?: Localized;
  /** What the API said about this field on the last try. */
  readonly refusal?: Localized | undefined;
  /** Live feedback as the reader types (`ok` false: shown as a warning). */
  readonly feedback?: { readonly ok: boolean; readonly message: Localized } | null;
  readonly t: Translate;
  readonly children?: ReactNode;
}

/**
 * One labelled input with its rule, its live feedback and the API's refusal, all tied to the
 * input (`aria-describedby`) so a screen reader says them with the field.
 */
export function FormField({ name, id = name, label, hint, refusal, feedback, t, children, ...input }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const feedbackId = `${id}-feedback`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, feedback ? feedbackId : null, refusal ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form__field">
      <label htmlFor={id}>{t(label)}</label>
      {children ?? (
        <input
          id={id}
          name={name}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
      )}
      <FieldNotes name={id} hint={hint} feedback={feedback} refusal={refusal} t={t} />
    </div>
  );
}

/** The account's current password, typed again to show who asks; editing it clears the API's refusal of it. */
export function CurrentPasswordField({
  name,
  id = name,
  label,
  refusals,
  t,
}: {
  name: AccountField;
  id?: string;
  label: Localized;
  refusals: ReturnType<typeof useFieldRefusals>;
  t: Translate;
}) {
  return (
    <FormField
      name={name}
      id={id}
      label={label}
      refusal={refusals.refusalOf(name)}
      t={t}
      onChange={() => refusals.edit(name)}
      type="password"
      autoComplete="current-password"
      required
    />
  );
}

/** The field's rule, its live feedback and the API's refusal, each with the id the input points at. */
function FieldNotes({
  name,
  hint,
  feedback,
  refusal,
  t,
}: Pick<FormFieldProps, 'name' | 'hint' | 'feedback' | 'refusal' | 't'>) {
  return (
    <>
      {hint ? (
        <small id={`${name}-hint`} className="form__hint">
          {t(hint)}
        </small>
      ) : null}
      {feedback ? (
        <small
          id={`${name}-feedback`}
          className={feedback.ok ? 'form__feedback form__feedback--ok' : 'form__feedback'}
          aria-live="polite"
          data-testid={`${name}-feedback`}
        >
          {t(feedback.message)}
        </small>
      ) : null}
      {refusal ? (
        <p id={`${name}-error`} className="form__field-error" role="alert" data-testid={`${name}-error`}>
          {t(refusal)}
        </p>
      ) : null}
    </>
  );
}
