import type { Localized } from '@cronica/util';
import type { Translate } from '../lib/i18n';

/** The refusal a form's server action came back with (the API's es/en message), announced to screen readers. */
export function FormError({ error, t }: { error: Localized | null; t: Translate }) {
  return error ? (
    <p className="form__error" role="alert">
      {t(error)}
    </p>
  ) : null;
}

/** A form's submit button, disabled and relabelled while its action runs; `quiet` for the lesser of two answers. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  t,
  quiet = false,
  danger = false,
}: {
  pending: boolean;
  label: Localized;
  pendingLabel?: Localized;
  t: Translate;
  quiet?: boolean;
  /** An action that cannot be undone (deleting an account): the alarm colour. */
  danger?: boolean;
}) {
  const tone = quiet ? ' button--quiet' : danger ? ' button--danger' : '';
  return (
    <button type="submit" className={`button${tone}`} disabled={pending}>
      {pending && pendingLabel ? t(pendingLabel) : t(label)}
    </button>
  );
}
