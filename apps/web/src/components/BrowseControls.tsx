import Link from 'next/link';
import type { Localized } from '@cronica/util';
import type { Translate } from '../lib/i18n';
import { TabsNav } from './TabsNav';

/** One choice of a row of tabs: its value (null: every one) and its words. */
export interface Choice<V> {
  readonly value: V;
  readonly text: Localized;
}

/**
 * A row of tabs choosing one list of several; each leads to its own address (which keeps the page's
 * other choices). `wrap`: on a phone the tabs take more lines rather than scroll sideways (games'
 * long names would leave all but the first out of sight).
 */
export function ChoiceTabs<V extends string | null>(props: {
  label: Localized;
  choices: readonly Choice<V>[];
  current: V;
  hrefOf: (value: V) => string;
  testId?: string;
  wrap?: boolean;
  t: Translate;
}) {
  const { label, choices, current, hrefOf, testId, wrap = false, t } = props;
  return (
    <TabsNav label={t(label)} chosen={String(current)} className={wrap ? 'tabs tabs--wrap' : 'tabs'} testId={testId}>
      {choices.map((choice) => (
        <Link
          key={choice.value ?? 'all'}
          href={hrefOf(choice.value)}
          className="tabs__tab"
          aria-current={choice.value === current ? 'page' : undefined}
        >
          {t(choice.text)}
        </Link>
      ))}
    </TabsNav>
  );
}

/** A browsable list's two choices: which kind of row (its own tabs), and every game or one. */
export interface ListChoices<K extends string | null> {
  readonly kinds: { readonly label: Localized; readonly choices: readonly Choice<K>[]; readonly testId?: string };
  readonly games: {
    readonly label: Localized;
    readonly choices: readonly Choice<string | null>[];
    readonly testId: string;
  };
  readonly kind: K;
  readonly game: string | null;
  /** The list's address for a kind and a game (its first page). */
  readonly hrefOf: (kind: K, game: string | null) => string;
}

/** The kind tabs, then the game tabs; each tab keeps the other choice. */
export function ListChoiceTabs<K extends string | null>({ list, t }: { list: ListChoices<K>; t: Translate }) {
  const { kinds, games, kind, game, hrefOf } = list;
  return (
    <>
      <ChoiceTabs {...kinds} current={kind} hrefOf={(k) => hrefOf(k, game)} t={t} />
      <ChoiceTabs {...games} current={game} hrefOf={(g) => hrefOf(kind, g)} wrap t={t} />
    </>
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
