'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { LANGS, type Lang } from '@cronica/util';
import { langHref } from '../lib/lang';
import { messages } from '../lib/messages';

/** Links to this same page and query in each language (plain links: the whole page re-renders). */
export function LangSwitch({ lang, label }: { lang: Lang; label: string }) {
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';
  return (
    <nav aria-label={label} className="lang-switch">
      {LANGS.map((option) => (
        <a
          key={option}
          href={`${pathname}${langHref(query, option)}`}
          hrefLang={option}
          lang={option}
          aria-current={option === lang ? 'true' : undefined}
          className="lang-switch__option"
        >
          {messages.langName[option][option]}
        </a>
      ))}
    </nav>
  );
}
