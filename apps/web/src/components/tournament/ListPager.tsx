import Link from 'next/link';
import type { Lang, Localized } from '@cronica/util';
import { translator } from '../../lib/i18n';
import { formatCount, type ListPage } from '../../lib/list-pages';
import { listMessages as lm } from '../../lib/list-messages';

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
