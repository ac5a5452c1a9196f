'use client';

import type { Lang } from '@cronica/util';
import { waitlistStep } from '../../app/tournaments/[id]/actions';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { FormError, SubmitButton, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useTournamentAction';

const m = messages.myPanel;

/** Joins a full event's waiting list, or leaves it (`waiting`: the reader is on it). */
export function WaitlistButton({
  tournamentId,
  waiting,
  lang,
}: {
  tournamentId: string;
  waiting: boolean;
  lang: Lang;
}) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(waitlistStep);
  return (
    <TournamentForm action={action} tournamentId={tournamentId}>
      <input type="hidden" name="step" value={waiting ? 'leave' : 'join'} />
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={waiting ? m.leaveWaitlist : m.joinWaitlist} t={t} quiet={waiting} />
    </TournamentForm>
  );
}
