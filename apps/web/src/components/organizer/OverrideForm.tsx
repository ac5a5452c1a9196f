'use client';

import { useActionState, useRef } from 'react';
import type { Lang } from '@cronica/util';
import { overrideResult } from '../../app/tournaments/[id]/desk/actions';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { fieldNames, RESULT_FORM_START, valuesOf, type ResultValues } from '../../lib/result-form';
import { resultFormMessages as rm } from '../../lib/result-form-messages';
import { FieldError, invalidProps, ResultFields } from '../results/ResultFields';
import { FormProblem, useAnswerKey, useProblemFocus, useShownProblem } from '../tournament/ResultForms';

type Recorded = Parameters<typeof valuesOf>[0];

/**
 * Staff enter a table's result from its paper slip (no reason needed), or correct the result it
 * has (starting from it, with the reason on the record): one line per game of the match (a
 * best-of-3 final, 002 C.1). Refused, the form keeps every value and says what is wrong beside it.
 * With judge calls open at the table, a ticked box also marks them handled.
 */
export function OverrideForm(props: {
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
}) {
  const { tournamentId, round, table, nameA, nameB, bestOf, needLife, current, openCalls = 0, lang } = props;
  const t = translator(lang);
  const m = om.results;
  const correcting = current !== null;
  const [state, action, pending] = useActionState(overrideResult, RESULT_FORM_START);
  const form = useRef<HTMLFormElement>(null);
  const answer = useAnswerKey(state);
  const { problem, onChange } = useShownProblem(state);
  useProblemFocus(form, state);
  const values: ResultValues | null = state.values ?? (correcting ? valuesOf(current, bestOf) : null);
  const reasonId = `override-${round}-${table}-reason`;
  return (
    <details className="override" data-testid={`override-${table}`} open={state.problem !== null || undefined}>
      <summary>{t(correcting ? m.correct : m.enter)}</summary>
      <form ref={form} action={action} onChange={onChange} className="form override__form" noValidate>
        <input type="hidden" name="tournamentId" value={tournamentId} />
        <input type="hidden" name="round" value={round} />
        <input type="hidden" name="table" value={table} />
        <input type="hidden" name="bestOf" value={bestOf} />
        <input type="hidden" name="needLife" value={needLife ? 'yes' : 'no'} />
        <input type="hidden" name="needReason" value={correcting ? 'yes' : 'no'} />
        <p className="legend">{t(correcting ? m.correctHint : m.enterHint)}</p>
        <ResultFields
          bestOf={bestOf}
          needLife={needLife}
          values={values}
          problem={problem}
          choices={[
            { value: 'a', label: t(rm.won(nameA)) },
            { value: 'b', label: t(rm.won(nameB)) },
            { value: 'draw', label: t(rm.drawn) },
          ]}
          lives={[
            { seat: 'a', label: t(rm.lifeOf(nameA)) },
            { seat: 'b', label: t(rm.lifeOf(nameB)) },
          ]}
          idPrefix={`override-${round}-${table}`}
          answer={answer}
          t={t}
        />
        {correcting ? (
          <div className="form__field">
            <label htmlFor={reasonId}>{t(rm.reason)}</label>
            <input
              id={reasonId}
              name={fieldNames.reason}
              maxLength={500}
              defaultValue={values?.reason ?? ''}
              {...invalidProps(state.problem, fieldNames.reason, `${reasonId}-error`)}
            />
            <FieldError id={`${reasonId}-error`} problem={state.problem} field={fieldNames.reason} t={t} />
          </div>
        ) : null}
        {openCalls > 0 ? (
          <label className="form__check" data-testid="close-calls">
            <input type="checkbox" name="closeCalls" defaultChecked /> {t(m.closeCalls(openCalls))}
          </label>
        ) : null}
        <FormProblem message={state.problem?.field === fieldNames.form ? state.problem.message : null} t={t} />
        {state.done ? (
          <p className="notice-inline" role="status">
            {t(om.desk.done)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={pending}>
          {t(correcting ? m.correct : m.enter)}
        </button>
      </form>
    </details>
  );
}
