'use client';

import type { Lang } from '@cronica/util';
import { nameHeadJudge } from '../../app/tournaments/[id]/desk/event-actions';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { Field, FormError, Options, SubmitButton, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useFormAction';

export interface HeadJudgeChoice {
  readonly id: string;
  readonly label: string;
}

/** The organizer names the head judge, who rules on appeals, among the event's judges (or themself). */
export function HeadJudgeForm({
  tournamentId,
  choices,
  current,
  lang,
}: {
  tournamentId: string;
  choices: readonly HeadJudgeChoice[];
  current: string | null;
  lang: Lang;
}) {
  const t = translator(lang);
  const m = om.staff;
  const [state, action, pending] = useTournamentAction(nameHeadJudge);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="desk-inline" testId="head-judge-form">
      <Field label={t(m.headChoose)}>
        {/* Keyed by the head judge named: after naming one, React's form reset would show "—" again. */}
        <select key={current ?? ''} name="accountId" defaultValue={current ?? ''} required>
          <option value="" disabled>
            —
          </option>
          <Options items={choices} value={(choice) => choice.id} label={(choice) => choice.label} />
        </select>
      </Field>
      <SubmitButton pending={pending} label={m.headSubmit} t={t} />
      <FormError error={state.error} t={t} />
    </TournamentForm>
  );
}
