'use client';

import { useEffect, useState } from 'react';
import { LOCALES, type Lang } from '@cronica/util';
import { translator, type Translate } from '../lib/i18n';
import { messages } from '../lib/messages';
import { PageNotice } from './PageNotice';

/** Counts `seconds` down, one a second, and calls `onDone` when none are left: the seconds left. */
function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      onDone();
      return;
    }
    const tick = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(tick);
  }, [left, onDone]);
  return left;
}

/** The count to the next try, and the button that tries at once. */
function RetryCount({ left, t, onRetry }: { left: number; t: Translate; onRetry: () => void }) {
  const m = messages.error;
  return (
    <>
      {/* A timer is not read out each second, though it sits in the alert. */}
      <p role="timer">{left > 0 ? t(m.busyIn(left)) : t(m.busyNow)}</p>
      <button type="button" className="button" onClick={onRetry} disabled={left <= 0}>
        {t(m.retryNow)}
      </button>
    </>
  );
}

/**
 * A page the API refused as one too many reads in a row: it says so, counts down the seconds the
 * API advised, and asks again by itself when they are up (or at once, from the button).
 */
export function BusyNotice({ seconds, t, onRetry }: { seconds: number; t: Translate; onRetry: () => void }) {
  const left = useCountdown(seconds, onRetry);
  const m = messages.error;
  return (
    <PageNotice tone="error" title={t(m.busyTitle)} hint={t(m.busyHint)} testId="busy-page">
      <RetryCount left={left} t={t} onRetry={onRetry} />
    </PageNotice>
  );
}

/**
 * Over a page kept as it was because its refresh failed (`busy`: refused as too many; else the API
 * did not answer): what the reader sees is from `since` (on the reader's own clock), and the page
 * catches up by itself when the count ends.
 */
export function StaleViewNotice(props: {
  busy: boolean;
  seconds: number;
  since: number;
  lang: Lang;
  onRetry: () => void;
}) {
  const { busy, seconds, since, lang, onRetry } = props;
  const left = useCountdown(seconds, onRetry);
  const t = translator(lang);
  const time = new Intl.DateTimeFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit' }).format(since);
  return (
    <div className="stale-view" role="status" data-testid="stale-view">
      <p>
        <strong>{t(busy ? messages.error.staleBusy : messages.error.staleFailed)}</strong>{' '}
        {t(messages.error.staleSince(time))}
      </p>
      <RetryCount left={left} t={t} onRetry={onRetry} />
    </div>
  );
}
