'use client';

import { useSyncExternalStore } from 'react';
import { BusyNotice } from '../components/BusyNotice';
import { PageNotice } from '../components/PageNotice';
import { busySeconds, nextBusyWait, type BusyWait } from '../lib/busy-page';
import { translator } from '../lib/i18n';
import { resolveLang } from '../lib/lang';
import { messages } from '../lib/messages';

const subscribeNever = () => () => {};

/** The page's language as the root layout rendered it (`<html lang>`). */
function usePageLang() {
  return useSyncExternalStore(
    subscribeNever,
    () => resolveLang(document.documentElement.lang),
    () => resolveLang(null),
  );
}

/**
 * Each busy failure this reader's tab was shown, and the wait it counted down: the error page is
 * drawn anew for each failure, so the waits in a row are remembered here, in the browser only (the
 * server's first drawing of the page knows no earlier failure, and is shared by every reader).
 */
const busyWaits = new WeakMap<object, BusyWait>();
let lastBusyWait: BusyWait | null = null;

/** The wait for this failure: the API's advice, doubled for each refusal in a row. */
function busyWaitFor(error: object, advisedSeconds: number): BusyWait {
  if (typeof window === 'undefined') return { at: 0, seconds: advisedSeconds };
  const known = busyWaits.get(error);
  if (known) return known;
  lastBusyWait = nextBusyWait(advisedSeconds, lastBusyWait, Date.now());
  busyWaits.set(error, lastBusyWait);
  return lastBusyWait;
}

/**
 * A page that failed to render. `retry` asks the server for the page again (a server error stays
 * until then); a page refused as busy says so and retries by itself after the advised wait.
 */
export default function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = translator(usePageLang());
  const advised = busySeconds(error.digest);
  if (advised !== null) {
    const wait = busyWaitFor(error, advised);
    return <BusyNotice key={wait.at} seconds={wait.seconds} t={t} onRetry={retry} />;
  }
  return (
    <PageNotice tone="error" title={t(messages.error.title)} hint={t(messages.error.hint)}>
      <button type="button" className="button" onClick={retry}>
        {t(messages.error.retry)}
      </button>
    </PageNotice>
  );
}
