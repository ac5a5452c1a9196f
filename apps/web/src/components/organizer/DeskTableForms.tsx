'use client';

import { useActionState, type ReactNode } from 'react';
import type { Lang } from '@cronica/util';
import {
  dropPlayer,
  extendClock,
  reinstatePlayer,
  removePlayer,
  resolveNoShow,
} from '../../app/tournaments/[id]/desk/actions';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import type { ActionState } from '../../lib/tournament-action';
import { FormError } from '../FormParts';
import { ConfirmButton } from './ConfirmButton';

const initial: ActionState = { error: null, done: false };

/** A destructive action tucked behind the player's own menu, so a phone does not show a column of red buttons. */
function PlayerMenu({ name, lang, children }: { name: string; lang: Lang; children: ReactNode }) {
  const t = translator(lang);
  return (
    <details className="player-menu" data-testid="player-menu">
      <summary className="button button--small button--quiet" aria-label={t(om.registration.menuFor(name))}>
        {t(om.registration.menu)}
      </summary>
      <div className="player-menu__body">{children}</div>
    </details>
  );
}

/**
 * What the desk can do with one registered player: before the first round a no-show is removed
 * from the list; once rounds run a player is dropped; both behind the player's menu and asking
 * first. A drop can be undone with one press.
 */
export function PlayerActions(props: {
  tournamentId: string;
  playerId: string;
  name: string;
  status: string;
  beforeRounds: boolean;
  lang: Lang;
}) {
  const { tournamentId, playerId, name, status, beforeRounds, lang } = props;
  const t = translator(lang);
  const m = om.registration;
  const [dropState, drop, dropping] = useActionState(dropPlayer, initial);
  const [removeState, remove, removing] = useActionState(removePlayer, initial);
  const [backState, back, returning] = useActionState(reinstatePlayer, initial);
  const hidden = (
    <>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <input type="hidden" name="playerId" value={playerId} />
    </>
  );
  if (status === 'dropped') {
    return (
      <form action={back} className="desk-row-action">
        {hidden}
        <button type="submit" className="button button--small button--quiet" disabled={returning}>
          {t(m.reinstate)}
        </button>
        <FormError error={backState.error} t={t} />
      </form>
    );
  }
  if (status !== 'active') return null;
  const [action, label, what, pending, state] = beforeRounds
    ? [remove, m.remove, m.removeConfirm(name), removing, removeState]
    : [drop, m.drop, m.dropConfirm(name), dropping, dropState];
  return (
    <PlayerMenu name={name} lang={lang}>
      <form action={action} className="desk-row-action">
        {hidden}
        <ConfirmButton
          label={t(label)}
          what={t(what)}
          question={t(om.confirm.question)}
          yes={t(om.confirm.yes)}
          cancel={t(om.desk.cancel)}
          pending={pending}
          danger
          answer={state}
        />
        <FormError error={state.error} t={t} />
      </form>
    </PlayerMenu>
  );
}

/** A published table whose player did not come: a game loss or a drop for that player only. */
export function NoShowForm(props: {
  tournamentId: string;
  round: number;
  table: number;
  a: { id: string; name: string };
  b: { id: string; name: string };
  lang: Lang;
}) {
  const { tournamentId, round, table, a, b, lang } = props;
  const t = translator(lang);
  const m = om.rounds;
  const [state, action, pending] = useActionState(resolveNoShow, initial);
  return (
    <details className="override" data-testid={`no-show-${table}`}>
      <summary>{t(m.fixTitle)}</summary>
      <form action={action} className="form override__form">
        <p className="legend">{t(m.fixHint)}</p>
        <input type="hidden" name="tournamentId" value={tournamentId} />
        <input type="hidden" name="round" value={round} />
        <input type="hidden" name="table" value={table} />
        <fieldset className="override__winner">
          <legend>{t(m.absent)}</legend>
          <label>
            <input type="radio" name="playerId" value={a.id} required /> {a.name}
          </label>
          <label>
            <input type="radio" name="playerId" value={b.id} /> {b.name}
          </label>
        </fieldset>
        <div className="desk-actions">
          <button type="submit" name="outcome" value="game-loss" className="button" disabled={pending}>
            {t(m.noShowLoss)}
          </button>
          <button type="submit" name="outcome" value="drop" className="button button--danger" disabled={pending}>
            {t(m.noShowDrop)}
          </button>
        </div>
        <FormError error={state.error} t={t} />
      </form>
    </details>
  );
}

/** More time for the round or for one table (a judge call, a deck check). */
export function ExtendClockForm({ tournamentId, lang }: { tournamentId: string; lang: Lang }) {
  const t = translator(lang);
  const m = om.clock;
  const [state, action, pending] = useActionState(extendClock, initial);
  return (
    <form action={action} className="desk-inline" data-testid="extend-clock">
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <label className="form__field">
        <span>{t(m.minutes)}</span>
        <input name="minutes" type="number" min={1} max={60} defaultValue={5} required />
      </label>
      <label className="form__field">
        <span>{t(m.table)}</span>
        <input name="table" type="number" min={1} inputMode="numeric" />
      </label>
      <button type="submit" className="button" disabled={pending}>
        {t(m.extend)}
      </button>
      {state.done ? (
        <span className="notice-inline" role="status">
          {t(om.desk.done)}
        </span>
      ) : null}
      <FormError error={state.error} t={t} />
    </form>
  );
}
