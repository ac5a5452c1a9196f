'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { overrideResult } from '../../app/tournaments/[id]/desk/actions';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import type { ActionState } from '../../lib/tournament-action';
import { FormError } from '../FormParts';

const initial: ActionState = { error: null, done: false };

/** Staff enter or correct one table's result; the reason is stored with it (no judge call needed). */
export function OverrideForm(props: { tournamentId: string; round: number; table: number; nameA: string; nameB: string; hasResult: boolean; openCalls?: number; lang: Lang }) {
  const { tournamentId, round, table, nameA, nameB, hasResult, openCalls = 0, lang } = props;
  const t = translator(lang);
  const m = om.results;
  const [state, action, pending] = useActionState(overrideResult, initial);
  return (
    <details className="override" data-testid={`override-${table}`}>
      <summary>{t(hasResult ? m.correct : m.enter)}</summary>
      <form action={action} className="form override__form">
        <input type="hidden" name="tournamentId" value={tournamentId} />
        <input type="hidden" name="round" value={round} />
        <input type="hidden" name="table" value={table} />
        <fieldset className="override__winner">
          <legend>{t(om.rounds.table(table))}</legend>
          <label>
            <input type="radio" name="winner" value="a" required /> {nameA}
          </label>
          <label>
            <input type="radio" name="winner" value="b" /> {nameB}
          </label>
          <label>
            <input type="radio" name="winner" value="draw" /> {t(m.draw)}
          </label>
        </fieldset>
        <div className="override__lives">
          <label className="form__field">
            <span>
              {t(m.lifeA)} ({nameA})
            </span>
            <input name="lifeA" inputMode="numeric" pattern="[0-9]*" maxLength={3} />
          </label>
          <label className="form__field">
            <span>
              {t(m.lifeB)} ({nameB})
            </span>
            <input name="lifeB" inputMode="numeric" pattern="[0-9]*" maxLength={3} />
          </label>
        </div>
        <label className="form__field">
          <span>{t(m.reason)}</span>
          <input name="reason" required maxLength={500} />
        </label>
        {openCalls > 0 ? (
          <label className="form__check" data-testid="close-calls">
            <input type="checkbox" name="closeCalls" defaultChecked /> {t(m.closeCalls(openCalls))}
          </label>
        ) : null}
        <FormError error={state.error} t={t} />
        {state.done ? (
          <p className="notice-inline" role="status">
            {t(om.desk.done)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={pending}>
          {t(hasResult ? m.correct : m.enter)}
        </button>
      </form>
    </details>
  );
}
