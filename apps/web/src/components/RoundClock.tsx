'use client';

import { useEffect, useState } from 'react';
import type { Lang, Localized } from '@cronica/util';
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

/** What each phase reads; a phase the API adds later shows as it comes. */
const PHASE_TEXT: Record<string, Localized> = {
  'not-started': m.notStarted,
  untimed: m.untimed,
  'time-called': m.timeCalled,
  'extra-turns': m.extraTurns,
  paused: m.paused,
  ended: m.ended,
};

/**
 * The round clock (002_a36596f8eaed8fcc.txt, "C.1": 45-minute rounds, then active player + 3 turns);
 * a best-of-3 final and a tiebreak round are played without one and say so. `roundName`: the
 * clock's round by its one name, when the page has it (`clockRoundName`).
 */
export function RoundClock({
  clock,
  roundName = null,
  lang,
}: {
  clock: Clock;
  roundName?: Localized | null;
  lang: Lang;
}) {
  const t = translator(lang);
  const remaining = useRemaining(clock);
  const fixed = PHASE_TEXT[clock.phase];
  const text = clock.phase === 'running' ? t(m.remaining(formatRemaining(remaining))) : fixed ? t(fixed) : clock.phase;
  return (
    <div className={`clock clock--${clock.phase} panel`} data-testid="round-clock" role="timer" aria-live="off">
      <span className="clock__label">{t(roundName ? m.named(roundName) : m.label(clock.round))}</span>
      <span className="clock__value">{text}</span>
    </div>
  );
}
