'use client';

import type { Lang, Localized } from '@cronica/util';
import { overrideResult } from '../../app/tournaments/[id]/desk/actions';
import { translator, type Translate } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { fieldNames, RESULT_FORM_START, unreachedResult, valuesOf, type ResultValues } from '../../lib/result-form';
import { resultFormMessages as rm } from '../../lib/result-form-messages';
import { FormDone, FormError, SubmitButton } from '../FormParts';
import { FieldError, invalidProps, ResultFields, seatChoices } from '../results/ResultFields';
import { useAnswerKey, useShownProblem } from '../tournament/ResultForms';
import { useResendableAction } from '../useFormAction';

type Recorded = Parameters<typeof valuesOf>[0];
type Problem = Parameters<typeof invalidProps>[0];
const m = om.results;

interface OverrideProps {
  tournamentId: string;
  round: number;
  table: number;
  nameA: string;
  nameB: string;
  bestOf: number;
  needLife: boolean;
  /** The result the table has (a player's report or a final one): correcting it needs a reason. */
  current: Recorded;
  /** The table's open judge calls: the form offers to close them with the result. */
  openCalls?: number;
  lang: Lang;
}

/** The override form's action, its last answer, and the problem shown until its field is edited. */
function useResultForm() {
  const [state, action, pending] = useResendableAction(overrideResult, RESULT_FORM_START, unreachedResult);
  const answer = useAnswerKey(state);
  const { problem, onChange } = useShownProblem(state);
  return { state, action, pending, answer, problem, onChange };
}

/** The refusal of the whole form, or that the result was recorded. */
function FormAnswer(props: { state: ReturnType<typeof useResultForm>['state']; done: Localized; t: Translate }) {
  const { state, done, t } = props;
  return (
    <>
      <FormError error={state.problem?.field === fieldNames.form ? state.problem.message : null} t={t} />
      <FormDone text={state.done && t(done)} />
    </>
  );
}

/**
 * Staff enter a table's result from its paper slip (no reason needed), or correct the result it
 * has (starting from it, with the reason on the record): one line per game of the match (a
 * best-of-3 final, 002 C.1). Refused, the form keeps every value and says what is wrong beside it.
 * With judge calls open at the table, a ticked box also marks them handled.
 */
export function OverrideForm(props: OverrideProps) {
  const { round, table, bestOf, needLife, current, openCalls = 0, lang } = props;
  const t = translator(lang);
  const correcting = current !== null;
  const { state, action, pending, answer, problem, onChange } = useResultForm();
  const values: ResultValues | null = state.values ?? (correcting ? valuesOf(current, bestOf) : null);
  return (
    <details className="override" data-testid={`override-${table}`} open={state.problem !== null || undefined}>
      <summary>{t(correcting ? m.correct : m.enter)}</summary>
      <form action={action} onChange={onChange} className="form override__form" noValidate>
        <HiddenFields {...props} correcting={correcting} />
        <p className="legend">{t(correcting ? m.correctHint : m.enterHint)}</p>
        <ResultFields
          bestOf={bestOf}
          needLife={needLife}
          values={values}
          problem={problem}
          {...seatChoices(props.nameA, props.nameB, t)}
          idPrefix={`override-${round}-${table}`}
          answer={answer}
          t={t}
        />
        {correcting ? (
          <ReasonField
            id={`override-${round}-${table}-reason`}
            value={values?.reason ?? ''}
            problem={state.problem}
            t={t}
          />
        ) : null}
        {openCalls > 0 ? <CloseCalls count={openCalls} t={t} /> : null}
        <FormAnswer state={state} done={correcting ? m.corrected(table) : m.entered(table)} t={t} />
        <SubmitButton pending={pending} label={correcting ? m.correct : m.enter} t={t} />
      </form>
    </details>
  );
}

/** With judge calls open at the table, a ticked box marks them handled with the result. */
function CloseCalls({ count, t }: { count: number; t: Translate }) {
  return (
    <label className="form__check" data-testid="close-calls">
      <input type="checkbox" name="closeCalls" defaultChecked /> {t(m.closeCalls(count))}
    </label>
  );
}

function HiddenFields(props: OverrideProps & { correcting: boolean }) {
  const { tournamentId, round, table, bestOf, needLife, correcting } = props;
  return (
    <>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <input type="hidden" name="round" value={round} />
      <input type="hidden" name="table" value={table} />
      <input type="hidden" name="bestOf" value={bestOf} />
      <input type="hidden" name="needLife" value={needLife ? 'yes' : 'no'} />
      <input type="hidden" name="needReason" value={correcting ? 'yes' : 'no'} />
    </>
  );
}

/** The reason a correction goes on the record with. */
function ReasonField({ id, value, problem, t }: { id: string; value: string; problem: Problem; t: Translate }) {
  return (
    <div className="form__field">
      <label htmlFor={id}>{t(rm.reason)}</label>
      <input
        id={id}
        name={fieldNames.reason}
        maxLength={500}
        defaultValue={value}
        {...invalidProps(problem, fieldNames.reason, `${id}-error`)}
      />
      <FieldError id={`${id}-error`} problem={problem} field={fieldNames.reason} t={t} />
    </div>
  );
}
