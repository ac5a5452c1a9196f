'use client';

import type { Lang } from '@cronica/util';
import { extendClock } from '../../app/tournaments/[id]/desk/actions';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { ActionOutcome, Field, SubmitButton, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useFormAction';

/** More time for the round or for one table (a judge call, a deck check). */
export function ExtendClockForm({ tournamentId, lang }: { tournamentId: string; lang: Lang }) {
  const t = translator(lang);
  const m = om.clock;
  const [state, action, pending] = useTournamentAction(extendClock);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="desk-inline" testId="extend-clock">
      <Field label={t(m.minutes)}>
        <input name="minutes" type="number" min={1} max={60} defaultValue={5} required />
      </Field>
      <Field label={t(m.table)}>
        <input name="table" type="number" min={1} inputMode="numeric" />
      </Field>
      <SubmitButton pending={pending} label={m.extend} t={t} />
      <ActionOutcome state={state} done={m.extend} t={t} inline />
    </TournamentForm>
  );
}
