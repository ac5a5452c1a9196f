'use client';

import type { Lang } from '@cronica/util';
import { appealRuling, ruleAppeal } from '../../app/tournaments/[id]/judge-actions';
import { translator } from '../../lib/i18n';
import { judgeMessages } from '../../lib/judge-messages';
import { CodeSelect, Field, codeField } from '../FormParts';
import { JudgeActionForm, type JudgeFormKind } from './JudgeActionForm';

const m = judgeMessages.desk;

/** The appeal forms' actions, test ids, words once done and buttons. */
const FORMS = {
  appeal: { act: appealRuling, testId: 'appeal-form', done: m.appealSent, submit: m.appeal },
  ruleAppeal: { act: ruleAppeal, testId: 'rule-appeal', submit: m.ruleAppeal },
} satisfies Record<string, JudgeFormKind>;

/** The head judge's answer to an appeal: the first ruling stands, or is overturned. */
const APPEAL_OUTCOME = codeField({
  name: 'outcome',
  label: m.appealOutcome,
  codes: ['upheld', 'overturned'],
  names: m.appealOutcomes,
  initial: 'upheld',
});

/** An appeal's forms: the tournament and the ruled dispute appealed. */
interface AppealFormProps {
  readonly tournamentId: string;
  readonly disputeId: string;
  readonly lang: Lang;
}

/** A player's appeal of a ruled dispute to the head judge (once; the API says why when it cannot be). */
export function AppealForm({ tournamentId, disputeId, lang }: AppealFormProps) {
  const t = translator(lang);
  return (
    <JudgeActionForm kind={FORMS.appeal} tournamentId={tournamentId} hidden={{ disputeId }} t={t}>
      <Field label={t(m.appealReason)}>
        <input name="reason" maxLength={200} required />
      </Field>
    </JudgeActionForm>
  );
}

/** The head judge's ruling on an appeal: the first ruling stands or is overturned; it is recorded beside the first. */
export function RuleAppealForm({ tournamentId, disputeId, lang }: AppealFormProps) {
  const t = translator(lang);
  return (
    <JudgeActionForm kind={FORMS.ruleAppeal} tournamentId={tournamentId} hidden={{ disputeId }} t={t}>
      <CodeSelect field={APPEAL_OUTCOME} t={t} />
      <Field label={t(m.appealRuling)}>
        <textarea name="ruling" rows={2} maxLength={1000} required />
      </Field>
    </JudgeActionForm>
  );
}
