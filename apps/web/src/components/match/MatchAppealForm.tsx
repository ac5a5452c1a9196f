'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { Lang, Localized } from '@cronica/util';
import { APPEAL_MATCH_RULING } from '../../graphql/audit';
import { apiRefusal } from '../../lib/api-errors';
import { matchAppealMessages as m } from '../../lib/audit-messages';
import { translator } from '../../lib/i18n';
import { useResendableIds } from '../../lib/resendable-ids';
import { Field, FormError } from '../FormParts';
import { useHydrated } from '../../lib/hydrated';

/** A player's appeal of one ruling in their match to the head judge (once; the API says why when it cannot be). */
export function MatchAppealForm({ matchId, rulingSeq, lang }: { matchId: string; rulingSeq: number; lang: Lang }) {
  const t = translator(lang);
  const router = useRouter();
  const [appeal] = useMutation(APPEAL_MATCH_RULING);
  const [state, setState] = useState<{ error: Localized | null; busy: boolean }>({ error: null, busy: false });
  // Sent only through React: the button waits for the page to run rather than posting the fields as a plain GET.
  const hydrated = useHydrated();
  const resend = useResendableIds('appeal');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setState({ error: null, busy: true });
    try {
      await resend.send({ rulingSeq, reason }, (commandId) =>
        appeal({ variables: { matchId, rulingSeq, reason, commandId } }),
      );
      setState({ error: null, busy: false });
      router.refresh();
    } catch (failure) {
      setState({ error: apiRefusal(failure).message, busy: false });
    }
  }
  return (
    <form className="form" onSubmit={submit} data-testid="match-appeal-form">
      <Field label={t(m.reason)}>
        <input name="reason" maxLength={200} required />
      </Field>
      <FormError error={state.error} t={t} />
      <button type="submit" className="button" disabled={state.busy || !hydrated}>
        {t(m.appeal)}
      </button>
    </form>
  );
}
