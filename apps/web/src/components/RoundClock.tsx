'use client';

import { useEffect, useState } from 'react';
import type { Lang } from '@cronica/util';
import type { RoundClock as Clock } from '../graphql/tournament';
import { translator } from '../lib/i18n';
import { messages } from '../lib/messages';

const m = messages.roundClock;

export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Counts down from the remaining time the server reported, so a skewed local clock does not matter. */
function useRemaining(clock: Clock): number {
  const [remaining, setRemaining] = useState(clock.remainingMs);
  useEffect(() => {
    if (clock.phase !== 'running') return;
    const started = performance.now();
    const timer = setInterval(() => setRemaining(clock.remainingMs - (performance.now() - started)), 1000);
    return () => clearInterval(timer);
  }, [clock.phase, clock.remainingMs]);
  return remaining;
}

/** The round clock (002_a36596f8eaed8fcc.txt, "C.1": 45-minute rounds, then active player + 3 turns). */
export function RoundClock({ clock, lang }: { clock: Clock; lang: Lang }) {
  const t = translator(lang);
  const remaining = useRemaining(clock);
  const text =
    clock.phase === 'not-started'
      ? t(m.notStarted)
      : clock.phase === 'running'
        ? t(m.remaining(formatRemaining(remaining)))
        : clock.phase === 'time-called'
          ? t(m.timeCalled)
          : clock.phase === 'extra-turns'
            ? t(m.extraTurns)
            : clock.phase === 'paused'
              ? t(m.paused)
              : clock.phase === 'ended'
                ? t(m.ended)
                : clock.phase;
  return (
    <div className={`clock clock--${clock.phase}`} data-testid="round-clock" role="timer" aria-live="off">
      <span className="clock__label">{t(m.label(clock.round))}</span>
      <span className="clock__value">{text}</span>
    </div>
  );
}
