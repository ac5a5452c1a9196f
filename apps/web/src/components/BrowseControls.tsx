import Link from 'next/link';
import type { Localized } from '@cronica/util';
import type { Translate } from '../lib/i18n';

/** One tab of a choice: its words, where it leads, and whether it is the list shown. */
export interface ChoiceTab {
  readonly key: string;
  readonly text: Localized;
  readonly href: string;
  readonly current: boolean;
}

/** A row of tabs choosing one list of several (each keeps the page's other choices in its address). */
export function ChoiceTabs(props: { label: Localized; tabs: readonly ChoiceTab[]; testId?: string; t: Translate }) {
  const { label, tabs, testId, t } = props;
  return (
    <nav aria-label={t(label)} className="tabs" data-testid={testId}>
      {tabs.map((tab) => (
        <Link key={tab.key} href={tab.href} className="tabs__tab" aria-current={tab.current ? 'page' : undefined}>
          {t(tab.text)}
        </Link>
      ))}
    </nav>
  );
}

/** The words of a pager of a list read a page at a time. */
export interface PagerWords {
  readonly label: Localized;
  readonly previous: Localized;
  readonly next: Localized;
  readonly pageN: (page: number) => Localized;
}

/**
 * The page before and after in a list read a page at a time, without counting it (a next page
 * exists when the API gave one row more than a page); nothing when the list fits one page.
 */
export function NextPager(props: {
  page: number;
  hasNext: boolean;
  hrefOf: (page: number) => string;
  words: PagerWords;
  t: Translate;
}) {
  const { page, hasNext, hrefOf, words, t } = props;
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={t(words.label)} className="pager">
      {page > 1 ? <Link href={hrefOf(page - 1)}>{t(words.previous)}</Link> : null}
      <span className="muted"> {t(words.pageN(page))} </span>
      {hasNext ? <Link href={hrefOf(page + 1)}>{t(words.next)}</Link> : null}
    </nav>
  );
}
