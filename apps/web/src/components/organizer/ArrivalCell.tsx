'use client';

import type { Lang } from '@cronica/util';
import { markArrival } from '../../app/tournaments/[id]/desk/actions';
import { checkInMessages } from '../../lib/check-in-messages';
import { translator } from '../../lib/i18n';
import { ActionButton } from '../ActionButton';

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
  return (
    <td data-label={t(m.column)} data-testid="arrival" className={arrived ? undefined : 'warn'}>
      <ActionButton
        action={markArrival}
        tournamentId={tournamentId}
        fields={arrived ? { playerId, undo: 'yes' } : { playerId }}
        label={t(arrived ? m.undo : m.mark)}
        ariaLabel={t(arrived ? m.undoFor(name) : m.markFor(name))}
        look={arrived ? 'small-quiet' : 'small'}
        className="desk-row-action"
        lang={lang}
      >
        <span>{arrived ? `✓ ${t(m.arrived)}${time ? ` · ${time}` : ''}` : t(m.waiting)}</span>{' '}
      </ActionButton>
    </td>
  );
}
