'use client';

import { BusyNotice } from '../components/BusyNotice';
import { PageNotice } from '../components/PageNotice';
import { busySeconds, retryWaitFor } from '../lib/busy-page';
import { translator } from '../lib/i18n';
import { messages } from '../lib/messages';
import { usePageLang } from '../lib/page-lang';

/**
 * A page that failed to render. `retry` asks the server for the page again (a server error stays
 * until then); a page refused as busy says so and retries by itself after the advised wait.
 */
export default function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = translator(usePageLang());
  const advised = busySeconds(error.digest);
  if (advised !== null) {
    const wait = retryWaitFor(error, advised);
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
