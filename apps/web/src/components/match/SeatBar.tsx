'use client';

import { useEffect, useState } from 'react';
import type { MatchView } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { turnMessages as tm } from '../../lib/turn-messages';
import { clockText } from '../../lib/turn-signals';
import { seatWords } from './boards/seat-words';

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
 * Who plays which seat, with their deck, the time each has used, and which seat is the viewer's,
 * all on one compact row (on a laptop; each seat wraps within itself on a phone).
 * Each seat is named the game's way (`seatWords`: «Director de juego (DJ)», «Jugador 1», or
 * «Asiento N»); seats without a deck show none.
 */
interface SeatBarProps {
  match: MatchView;
  seatName: (seat: number) => string;
  t: Translate;
}

export function SeatBar({ match, seatName, t }: SeatBarProps) {
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
            · {t(seatWords(match.game, seat.seat))}
            {seat.deckName ? ` · ${seat.deckName}` : ''}
          </span>
          {match.status === 'awaiting-seeds' ? null : (
            <SeatClock
              seat={seat.seat}
              usedMs={seat.timeUsedMs + (live && seat.acting && arrived > 0 ? now - arrived : 0)}
              acting={live && seat.acting}
              t={t}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A seat's time used, after a small clock as game sites show it: the words "Tiempo usado" are
 * read aloud and shown on hover, so the seats stay one row on a laptop.
 */
function SeatClock({ seat, usedMs, acting, t }: { seat: number; usedMs: number; acting: boolean; t: Translate }) {
  return (
    <span
      className="seat-bar__clock"
      role="timer"
      aria-live="off"
      title={t(tm.timeUsed)}
      data-testid={`seat-clock-${seat}`}
    >
      {' '}
      <ClockIcon /> <span className="visually-hidden">{t(tm.timeUsed)} </span>
      {clockText(usedMs)}
      {acting ? <span className="seat-bar__acting"> ({t(tm.acting)})</span> : null}
    </span>
  );
}

function ClockIcon() {
  return (
    <svg className="seat-bar__icon" viewBox="0 0 16 16" width="13" height="13" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
