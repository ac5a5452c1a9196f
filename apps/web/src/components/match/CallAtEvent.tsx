'use client';

import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { eventNumber } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { CALL_JUDGE } from '../../graphql/judging';
import type { MatchView } from '../../graphql/match';
import { apiRefusal } from '../../lib/api-errors';
import { callAtEventMessages as m } from '../../lib/audit-messages';
import type { Translate } from '../../lib/i18n';
import { withPersonNames } from '../../lib/person-name';
import { useResendableIds } from '../../lib/resendable-ids';
import { Field, FormDone, FormError } from '../FormParts';
import { useHydrated } from '../../lib/hydrated';

/** Sending the call: the refusal, if any, and the event of the last call sent. */
function useCallAtEvent(tournamentId: string | null | undefined) {
  const [call, calling] = useMutation(CALL_JUDGE);
  const [error, setError] = useState<Localized | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const resend = useResendableIds('call');
  // Sent only through React: the button waits for the page to run rather than posting the fields as a plain GET.
  const hydrated = useHydrated();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const matchEvent = Number(form.get('matchEvent'));
    const reason = String(form.get('reason') ?? '').trim();
    setError(null);
    // A call whose answer was lost, sent again, is the same call: the judge's queue gets it once.
    try {
      await resend.send({ reason, matchEvent }, (commandId) =>
        call({ variables: { tournamentId: tournamentId!, reason, matchEvent, commandId } }),
      );
      setSent(matchEvent);
    } catch (failure) {
      setError(apiRefusal(failure).message);
    }
  }
  return { submit, error, sent, loading: calling.loading, hydrated };
}

/** The log's events, newest first, each by its number and the start of its line. */
function EventSelect({ lines, t }: { lines: MatchView['log']; t: Translate }) {
  return (
    <Field label={t(m.event)}>
      <select name="matchEvent" defaultValue={lines[0]!.index}>
        {lines.map((line) => {
          const text = withPersonNames(line.text, t);
          return (
            <option key={line.index} value={line.index}>
              {eventNumber(line.index)} · {text.length > 70 ? `${text.slice(0, 70)}…` : text}
            </option>
          );
        })}
      </select>
    </Field>
  );
}

/**
 * A player's judge call that points at one event of the match log ("this die", "that play") with
 * a comment: the judge's queue shows it at the table and opens the audit at that event.
 */
export function CallAtEvent({ match, t }: { match: MatchView; t: Translate }) {
  const { submit, error, sent, loading, hydrated } = useCallAtEvent(match.tournamentId);
  const lines = [...match.log].reverse();
  if (!match.tournamentId || lines.length === 0) return null;
  return (
    <details className="call-at-event" data-testid="call-at-event">
      <summary>{t(m.title)}</summary>
      <form className="form" onSubmit={submit}>
        <EventSelect lines={lines} t={t} />
        <Field label={t(m.comment)}>
          <input name="reason" required maxLength={200} />
        </Field>
        <FormError error={error} t={t} />
        <FormDone text={sent !== null && t(m.sent(sent))} />
        <button type="submit" className="button" disabled={loading || !hydrated}>
          {t(m.submit)}
        </button>
      </form>
    </details>
  );
}
