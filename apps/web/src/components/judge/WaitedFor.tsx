'use client';

import { useEffect, useState } from 'react';
import type { Lang } from '@cronica/util';
import { translator } from '../../lib/i18n';
import { judgeMessages } from '../../lib/judge-messages';

/** Whole minutes from `calledAt` to `now` (ms since the epoch), never below zero. */
export const minutesWaited = (calledAt: string, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(calledAt)) / 60_000));

/** How often the wait is counted again: a minute's change shows within a quarter of a minute. */
const RECOUNT_MS = 15_000;

/**
 * How long a call has waited, counting on while the desk stays open (a judge may keep it open for
 * a whole round with nothing else changing): the server's time when the desk was drawn (`drawnAt`)
 * plus what the reader's own clock has run since, so a device whose clock is off still counts right.
 */
export function WaitedFor({ calledAt, drawnAt, lang }: { calledAt: string; drawnAt: number; lang: Lang }) {
  const [now, setNow] = useState(drawnAt);
  useEffect(() => {
    const mounted = Date.now();
    setNow(drawnAt);
    const timer = setInterval(() => setNow(drawnAt + Date.now() - mounted), RECOUNT_MS);
    return () => clearInterval(timer);
  }, [drawnAt]);
  return (
    <span className="muted" data-testid="call-waited">
      {' '}
      · {translator(lang)(judgeMessages.desk.waiting(minutesWaited(calledAt, now)))}
    </span>
  );
}
