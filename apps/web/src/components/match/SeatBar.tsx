'use client';

import { useEffect, useState } from 'react';
import type { Localized } from '@cronica/util';
import type { MatchView } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { matchMessages as m } from '../../lib/match-messages';
import { turnMessages as tm } from '../../lib/turn-messages';
import { clockText } from '../../lib/turn-signals';

/** Now, once a second while some seat's clock runs (the time since the view arrived is added to it). */
function useTicking(running: boolean, since: number): number {
  const [now, setNow] = useState(since);
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, since]);
  return Math.max(now, since);
}

/**
 * Who plays which seat, with their deck, the time each has used, and which seat is the viewer's.
 * `role` names a seat the game's way when it has one ("Director de juego (DJ)", "Jugador 1"); seats
 * without a deck show none.
 */
export function SeatBar({
  match,
  seatName,
  t,
  role,
}: {
  match: MatchView;
  seatName: (seat: number) => string;
  t: Translate;
  role?: (seat: number) => Localized;
}) {
  // The server counted each clock up to its answer; a running one goes on from when the view arrived.
  const [arrived, setArrived] = useState(0);
  useEffect(() => setArrived(Date.now()), [match]);
  const live = match.status === 'live';
  const now = useTicking(live && match.seats.some((s) => s.acting), arrived);
  return (
    <ul className="seat-bar" data-testid="seat-bar">
      {match.seats.map((seat) => (
        <li
          key={seat.seat}
          className={seat.seat === match.yourSeat ? 'seat-bar__seat seat-bar__seat--mine' : 'seat-bar__seat'}
          data-acting={live && seat.acting}
        >
          <strong>{seatName(seat.seat)}</strong>{' '}
          <span className="muted">
            · {t(role ? role(seat.seat) : m.seatLabel(seat.seat))}
            {seat.deckName ? ` · ${seat.deckName}` : ''}
          </span>
          {match.status === 'awaiting-seeds' ? null : (
            <span className="seat-bar__clock" role="timer" aria-live="off" data-testid={`seat-clock-${seat.seat}`}>
              {' '}
              · {t(tm.timeUsed)} {clockText(seat.timeUsedMs + (live && seat.acting && arrived > 0 ? now - arrived : 0))}
              {live && seat.acting ? ` (${t(tm.acting)})` : ''}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
