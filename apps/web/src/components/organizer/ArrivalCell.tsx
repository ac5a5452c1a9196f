'use client';

import type { Lang } from '@cronica/util';
import { markArrival } from '../../app/tournaments/[id]/desk/actions';
import { checkInMessages } from '../../lib/check-in-messages';
import { translator } from '../../lib/i18n';
import { FormError, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useTournamentAction';

const m = checkInMessages.desk;

interface ArrivalProps {
  tournamentId: string;
  playerId: string;
  name: string;
  arrived: boolean;
  /** When they arrived, as the venue's clock read it ("10:04"); null when unknown. */
  time: string | null;
  lang: Lang;
}

/** A player's arrival in the desk's list: whether they have checked in, and staff marking it or taking it back. */
export function ArrivalCell({ tournamentId, playerId, name, arrived, time, lang }: ArrivalProps) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(markArrival);
  return (
    <td data-label={t(m.column)} data-testid="arrival" className={arrived ? undefined : 'warn'}>
      <TournamentForm action={action} tournamentId={tournamentId} className="desk-row-action">
        <span>{arrived ? `✓ ${t(m.arrived)}${time ? ` · ${time}` : ''}` : t(m.waiting)}</span>{' '}
        <input type="hidden" name="playerId" value={playerId} />
        {arrived ? <input type="hidden" name="undo" value="yes" /> : null}
        <button
          type="submit"
          className={arrived ? 'button button--small button--quiet' : 'button button--small'}
          aria-label={t(arrived ? m.undoFor(name) : m.markFor(name))}
          disabled={pending}
        >
          {t(arrived ? m.undo : m.mark)}
        </button>
        <FormError error={state.error} t={t} />
      </TournamentForm>
    </td>
  );
}
