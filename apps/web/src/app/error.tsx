'use client';

import { useSyncExternalStore } from 'react';
import { PageNotice } from '../components/PageNotice';
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

export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = translator(usePageLang());
  return (
    <PageNotice tone="error" title={t(messages.error.title)} hint={t(messages.error.hint)}>
      <button type="button" className="button" onClick={reset}>
        {t(messages.error.retry)}
      </button>
    </PageNotice>
  );
}
