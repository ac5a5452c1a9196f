'use client';

import { useEffect, useRef, useState } from 'react';
import type { Localized } from '@cronica/util';
import type { Translate } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { ButtonOnceHydrated } from '../ButtonOnceHydrated';

interface ConfirmProps {
  label: string;
  what: string;
  /** The reader's language, for the question's words unless given: «¿Seguro?», «Sí, hacerlo», «Cancelar». */
  t: Translate;
  question?: string;
  yes?: string;
  cancel?: string;
  pending: boolean;
  name?: string;
  value?: string;
  danger?: boolean;
  /** Beside other small buttons in a row (a list's line). */
  small?: boolean;
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
  const { label, pending, danger = false, small = false, answer } = props;
  const [open, setOpen] = useQuestion(answer);
  // A keyboard player who says "no" is put back on the button that asked, not on the page's body.
  const button = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (open || !cancelled.current) return;
    cancelled.current = false;
    button.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <ButtonOnceHydrated
        ref={button}
        className={`button${danger ? ' button--danger' : ''}${small ? ' button--small' : ''}`}
        onClick={() => setOpen(true)}
        disabled={pending}
      >
        {label}
      </ButtonOnceHydrated>
    );
  }
  const onCancel = () => {
    cancelled.current = true;
    setOpen(false);
  };
  return <Question {...props} onCancel={onCancel} />;
}

/**
 * What will happen, asked again: yes submits the form, cancel closes the question. Focus moves to
 * the question's safe answer as it opens (the button pressed is gone), so Enter never destroys by accident.
 */
function Question(props: ConfirmProps & { onCancel: () => void }) {
  const { label, what, t, pending, name, value, danger = false, onCancel } = props;
  const { question = t(om.confirm.question), yes = t(om.confirm.yes), cancel = t(om.desk.cancel) } = props;
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
        <button type="button" className="button button--quiet" onClick={onCancel} autoFocus>
          {cancel}
        </button>
      </div>
    </div>
  );
}

/** A confirmation's words in both languages; the question's own words where the defaults do not fit. */
export interface ConfirmWords {
  readonly label: Localized;
  /** The button's words while its form is being sent. */
  readonly pending?: Localized;
  readonly what: Localized;
  readonly question?: Localized;
  readonly yes?: Localized;
  readonly cancel?: Localized;
}

/** A destructive form's `ConfirmButton`, said in the reader's language from its words in both. */
export function DangerConfirmButton(props: { words: ConfirmWords; t: Translate; pending: boolean; answer?: unknown }) {
  const { words, t, pending, answer } = props;
  const said = (text: Localized | undefined) => (text ? t(text) : undefined);
  return (
    <ConfirmButton
      t={t}
      label={t(pending && words.pending ? words.pending : words.label)}
      what={t(words.what)}
      question={said(words.question)}
      yes={said(words.yes)}
      cancel={said(words.cancel)}
      pending={pending}
      danger
      answer={answer}
    />
  );
}
