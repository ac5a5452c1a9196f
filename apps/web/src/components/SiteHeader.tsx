import Link from 'next/link';
import { LANGS, type Lang } from '@cronica/util';
import { messages } from '../lib/messages';
import { translator } from '../lib/i18n';

export function SiteHeader({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="brand">
          <span className="brand__mark" aria-hidden="true">◆</span>
          <span className="brand__name">{t(messages.site.name)}</span>
        </Link>
        <nav aria-label={t(messages.nav.main)} className="site-nav">
          <Link href="/">{t(messages.nav.tournaments)}</Link>
        </nav>
        <nav aria-label={t(messages.nav.language)} className="lang-switch">
          {LANGS.map((option) => (
            <a
              key={option}
              href={`?lang=${option}`}
              hrefLang={option}
              lang={option}
              aria-current={option === lang ? 'true' : undefined}
              className="lang-switch__option"
            >
              {messages.langName[option][option]}
            </a>
          ))}
        </nav>
      </div>
    </header>
  );
}
