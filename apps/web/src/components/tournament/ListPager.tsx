import Link from 'next/link';
import type { Lang, Localized } from '@cronica/util';
import { translator } from '../../lib/i18n';
import { formatCount, type ListPage } from '../../lib/list-pages';
import { listMessages as lm } from '../../lib/list-messages';
import { viewHref, type TournamentView } from '../../lib/tournament-view';

/**
 * Where the reader is in a long list ("Mostrando 51–100 de 2.048") and links to the pages beside it.
 * Shown only when the list has more than one page or a search narrowed it. The links are not
 * prefetched: each is the same heavy page again, which only the reader's choice should fetch.
 */
export function ListPager(props: {
  list: ListPage<unknown>;
  searching: boolean;
  label: Localized;
  testId: string;
  hrefOf: (page: number) => string;
  lang: Lang;
}) {
  const { list, searching, label, testId, hrefOf, lang } = props;
  if (list.pages <= 1 && !searching) return null;
  if (list.total === 0) return null;
  const t = translator(lang);
  const n = (value: number) => formatCount(value, lang);
  return (
    <nav aria-label={t(label)} className="pager" data-testid={testId}>
      <span data-testid={`${testId}-count`}>{t(lm.showing(n(list.from), n(list.to), n(list.total)))}</span>
      {list.page > 1 ? (
        <Link href={hrefOf(list.page - 1)} prefetch={false} scroll={false} rel="prev">
          {t(lm.previous)}
        </Link>
      ) : null}
      {list.pages > 1 ? <span className="muted">{t(lm.pageOf(n(list.page), n(list.pages)))}</span> : null}
      {list.page < list.pages ? (
        <Link href={hrefOf(list.page + 1)} prefetch={false} scroll={false} rel="next">
          {t(lm.next)}
        </Link>
      ) : null}
    </nav>
  );
}

/** The tournament page's paged lists: each pager's name and test id, its page in the address, and the heading it returns to. */
const TOURNAMENT_LISTS = {
  players: { label: lm.playersPages, testId: 'players-pager', pageKey: 'playersPage', anchor: 'players-title' },
  tables: { label: lm.tablesPages, testId: 'tables-pager', pageKey: 'tablesPage', anchor: 'pairings-title' },
  standings: {
    label: lm.standingsPages,
    testId: 'standings-pager',
    pageKey: 'standingsPage',
    anchor: 'standings-title',
  },
} as const;

/** A pager of one of the tournament page's lists; its links keep the page's other choices (rounds, search, the other lists' pages). */
export function TournamentListPager(props: {
  kind: keyof typeof TOURNAMENT_LISTS;
  list: ListPage<unknown>;
  /** The page's choices; a name searched (`q`) shows the pager even on one page. */
  view: TournamentView;
  lang: Lang;
}) {
  const { kind, list, view, lang } = props;
  const { label, testId, pageKey, anchor } = TOURNAMENT_LISTS[kind];
  const hrefOf = (page: number) => viewHref(view, { [pageKey]: page }, anchor);
  return (
    <ListPager
      list={list}
      searching={(view.q ?? '') !== ''}
      label={label}
      testId={testId}
      hrefOf={hrefOf}
      lang={lang}
    />
  );
}
