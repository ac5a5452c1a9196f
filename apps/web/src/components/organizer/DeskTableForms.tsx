'use client';

import { type ReactNode } from 'react';
import type { Lang } from '@cronica/util';
import { resolveNoShow } from '../../app/tournaments/[id]/desk/actions';
import { dropPlayer, reinstatePlayer, removePlayer } from '../../app/tournaments/[id]/desk/registration-actions';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import type { ActionState } from '../../lib/tournament-action';
import { FormError } from '../FormParts';
import { ConfirmButton } from './ConfirmButton';
import { useTournamentAction } from '../useFormAction';

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

type FormAction = (payload: FormData) => void;

function PlayerIds({ tournamentId, playerId }: { tournamentId: string; playerId: string }) {
  return (
    <>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <input type="hidden" name="playerId" value={playerId} />
    </>
  );
}

interface ActionsProps {
  tournamentId: string;
  playerId: string;
  name: string;
  status: string;
  beforeRounds: boolean;
  lang: Lang;
}

/**
 * What the desk can do with one registered player: before the first round a no-show is removed
 * from the list; once rounds run a player is dropped; both behind the player's menu and asking
 * first. A drop can be undone with one press.
 */
export function PlayerActions(props: ActionsProps) {
  const { status, beforeRounds } = props;
  const [dropState, drop, dropping] = useTournamentAction(dropPlayer);
  const [removeState, remove, removing] = useTournamentAction(removePlayer);
  const [backState, back, returning] = useTournamentAction(reinstatePlayer);
  if (status === 'dropped') return <ReinstateForm {...props} action={back} pending={returning} state={backState} />;
  if (status !== 'active') return null;
  return beforeRounds ? (
    <LeaveForm {...props} removing action={remove} pending={removing} state={removeState} />
  ) : (
    <LeaveForm {...props} removing={false} action={drop} pending={dropping} state={dropState} />
  );
}

interface FormProps extends ActionsProps {
  action: FormAction;
  pending: boolean;
  state: ActionState;
}

function ReinstateForm({ tournamentId, playerId, lang, action, pending, state }: FormProps) {
  const t = translator(lang);
  return (
    <form action={action} className="desk-row-action">
      <PlayerIds tournamentId={tournamentId} playerId={playerId} />
      <button type="submit" className="button button--small button--quiet" disabled={pending}>
        {t(om.registration.reinstate)}
      </button>
      <FormError error={state.error} t={t} />
    </form>
  );
}

/** Remove (before the first round) or drop the player, behind their menu and asking first. */
function LeaveForm(props: FormProps & { removing: boolean }) {
  const { tournamentId, playerId, name, lang, action, pending, state, removing } = props;
  const t = translator(lang);
  const m = om.registration;
  const [label, what] = removing ? [m.remove, m.removeConfirm(name)] : [m.drop, m.dropConfirm(name)];
  return (
    <PlayerMenu name={name} lang={lang}>
      <form action={action} className="desk-row-action">
        <PlayerIds tournamentId={tournamentId} playerId={playerId} />
        <ConfirmButton label={t(label)} what={t(what)} t={t} pending={pending} danger answer={state} />
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
  const [state, action, pending] = useTournamentAction(resolveNoShow);
  return (
    <details className="override" data-testid={`no-show-${table}`}>
      <summary>{t(m.fixTitle)}</summary>
      <form action={action} className="form override__form">
        <p className="legend">{t(m.fixHint)}</p>
        <input type="hidden" name="tournamentId" value={tournamentId} />
        <input type="hidden" name="round" value={round} />
        <input type="hidden" name="table" value={table} />
        <AbsentChoice a={a} b={b} label={t(m.absent)} />
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

/** Which of the table's two players did not come. */
function AbsentChoice(props: { a: { id: string; name: string }; b: { id: string; name: string }; label: string }) {
  const { a, b, label } = props;
  return (
    <fieldset className="override__winner">
      <legend>{label}</legend>
      <label>
        <input type="radio" name="playerId" value={a.id} required /> {a.name}
      </label>
      <label>
        <input type="radio" name="playerId" value={b.id} /> {b.name}
      </label>
    </fieldset>
  );
}
