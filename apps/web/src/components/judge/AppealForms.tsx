'use client';

import type { Lang } from '@cronica/util';
import { appealRuling, ruleAppeal } from '../../app/tournaments/[id]/judge-actions';
import { translator } from '../../lib/i18n';
import { judgeMessages } from '../../lib/judge-messages';
import { ActionOutcome, CodeOptions, Field, FormError, SubmitButton, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useTournamentAction';

const m = judgeMessages.desk;

/** An appeal's forms: the tournament and the ruled dispute appealed. */
interface AppealFormProps {
  readonly tournamentId: string;
  readonly disputeId: string;
  readonly lang: Lang;
}

/** A player's appeal of a ruled dispute to the head judge (once; the API says why when it cannot be). */
export function AppealForm({ tournamentId, disputeId, lang }: AppealFormProps) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(appealRuling);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="form" testId="appeal-form">
      <input type="hidden" name="disputeId" value={disputeId} />
      <Field label={t(m.appealReason)}>
        <input name="reason" maxLength={200} required />
      </Field>
      <ActionOutcome state={state} done={m.appealSent} t={t} />
      <SubmitButton pending={pending} label={m.appeal} t={t} />
    </TournamentForm>
  );
}

/** The head judge's ruling on an appeal: the first ruling stands or is overturned; it is recorded beside the first. */
export function RuleAppealForm({ tournamentId, disputeId, lang }: AppealFormProps) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(ruleAppeal);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="form" testId="rule-appeal">
      <input type="hidden" name="disputeId" value={disputeId} />
      <Field label={t(m.appealOutcome)}>
        <select name="outcome" defaultValue="upheld">
          <CodeOptions codes={['upheld', 'overturned']} names={m.appealOutcomes} t={t} />
        </select>
      </Field>
      <Field label={t(m.appealRuling)}>
        <textarea name="ruling" rows={2} maxLength={1000} required />
      </Field>
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={m.ruleAppeal} t={t} />
    </TournamentForm>
  );
}
