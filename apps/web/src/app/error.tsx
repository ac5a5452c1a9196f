'use client';

import { useSyncExternalStore } from 'react';
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
    <div className="notice notice--error" role="alert">
      <h1>{t(messages.error.title)}</h1>
      <p>{t(messages.error.hint)}</p>
      <button type="button" className="button" onClick={reset}>
        {t(messages.error.retry)}
      </button>
    </div>
  );
}
