'use client';

import { useState } from 'react';

interface ConfirmProps {
  label: string;
  what: string;
  question: string;
  yes: string;
  cancel: string;
  pending: boolean;
  name?: string;
  value?: string;
  danger?: boolean;
  answer?: unknown;
}

/** Whether the question is open; a new answer of the form closes it. */
function useQuestion(answer: unknown) {
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(answer);
  if (seen !== answer) {
    setSeen(answer);
    setOpen(false);
  }
  return [open, setOpen] as const;
}

/**
 * An irreversible action's button: the first press says what will happen and asks again, the second
 * submits the form (name/value reach the server action). Inline, so it works the same on a phone.
 * `answer`: the form's last answer; a new one (done, or refused with its reason shown beside the
 * form) closes the question, so a refusal does not leave it open asking again.
 */
export function ConfirmButton(props: ConfirmProps) {
  const { label, pending, danger = false, answer } = props;
  const [open, setOpen] = useQuestion(answer);
  if (!open) {
    return (
      <button
        type="button"
        className={danger ? 'button button--danger' : 'button'}
        onClick={() => setOpen(true)}
        disabled={pending}
      >
        {label}
      </button>
    );
  }
  return <Question {...props} onCancel={() => setOpen(false)} />;
}

/** What will happen, asked again: yes submits the form, cancel closes the question. */
function Question(props: ConfirmProps & { onCancel: () => void }) {
  const { label, what, question, yes, cancel, pending, name, value, danger = false, onCancel } = props;
  return (
    <div className="confirm" role="alertdialog" aria-label={label} data-testid="confirm">
      <p className="confirm__what">
        <strong>{question}</strong> {what}
      </p>
      <div className="confirm__buttons">
        <button
          type="submit"
          className={danger ? 'button button--danger' : 'button'}
          name={name}
          value={value}
          disabled={pending}
        >
          {yes}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </div>
  );
}
