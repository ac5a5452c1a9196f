import type { InputHTMLAttributes, ReactNode } from 'react';
import type { Localized } from '@cronica/util';
import type { Translate } from '../../lib/i18n';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  readonly name: string;
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
export function FormField({ name, label, hint, refusal, feedback, t, children, ...input }: FormFieldProps) {
  const hintId = `${name}-hint`;
  const feedbackId = `${name}-feedback`;
  const errorId = `${name}-error`;
  const describedBy = [hint ? hintId : null, feedback ? feedbackId : null, refusal ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form__field">
      <label htmlFor={name}>{t(label)}</label>
      {children ?? (
        <input
          id={name}
          name={name}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
      )}
      {hint ? (
        <small id={hintId} className="form__hint">
          {t(hint)}
        </small>
      ) : null}
      {feedback ? (
        <small
          id={feedbackId}
          className={feedback.ok ? 'form__feedback form__feedback--ok' : 'form__feedback'}
          aria-live="polite"
          data-testid={`${name}-feedback`}
        >
          {t(feedback.message)}
        </small>
      ) : null}
      {refusal ? (
        <p id={errorId} className="form__field-error" role="alert" data-testid={`${name}-error`}>
          {t(refusal)}
        </p>
      ) : null}
    </div>
  );
}
