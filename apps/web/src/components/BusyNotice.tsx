'use client';

import { useEffect, useState } from 'react';
import type { Translate } from '../lib/i18n';
import { messages } from '../lib/messages';
import { PageNotice } from './PageNotice';

/**
 * A page the API refused as one too many reads in a row: it says so, counts down the seconds the
 * API advised, and asks again by itself when they are up (or at once, from the button).
 */
export function BusyNotice({ seconds, t, onRetry }: { seconds: number; t: Translate; onRetry: () => void }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      onRetry();
      return;
    }
    const tick = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(tick);
  }, [left, onRetry]);
  const m = messages.error;
  return (
    <PageNotice tone="error" title={t(m.busyTitle)} hint={t(m.busyHint)} testId="busy-page">
      {/* A timer is not read out each second, though it sits in the alert. */}
      <p role="timer">{left > 0 ? t(m.busyIn(left)) : t(m.busyNow)}</p>
      <button type="button" className="button" onClick={onRetry} disabled={left <= 0}>
        {t(m.retryNow)}
      </button>
    </PageNotice>
  );
}
