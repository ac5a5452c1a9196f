import { LOCALES, MAX_NAME_SEARCH, type Lang } from '@cronica/util';
import { firstParam } from './search-params';

/** The accent- and case-blind name search, shared with the API (which filters the lists the page asks for). */
export { foldName, nameMatches } from '@cronica/util';

/** Rows per list on the tournament page: a 2,048-player event would otherwise send every row at once. */
export const ROWS_PER_LIST = 50;

/** One page of a list, with what the reader needs to say where they are ("Mostrando 51–100 de 2.048"). */
export interface ListPage<T> {
  readonly rows: readonly T[];
  readonly page: number;
  readonly pages: number;
  readonly from: number;
  readonly to: number;
  readonly total: number;
}

/** The page asked for, clamped to the pages there are (a stale link past the end shows the last page). */
export function listPage<T>(
  rows: readonly T[],
  asked: string | string[] | undefined,
  size = ROWS_PER_LIST,
): ListPage<T> {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const wanted = Number(firstParam(asked));
  const page = Number.isInteger(wanted) && wanted >= 1 ? Math.min(wanted, pages) : 1;
  const start = (page - 1) * size;
  const shown = rows.slice(start, start + size);
  return {
    rows: shown,
    page,
    pages,
    from: shown.length === 0 ? 0 : start + 1,
    to: start + shown.length,
    total: rows.length,
  };
}

/** The farthest page a link may ask for (an offset the API still takes). */
const LAST_PAGE_ASKED = 10_000;

/** Where the page asked for starts (`?standingsPage=3` → 100); the API turns an offset past the end into its last page. */
export function pageOffset(asked: string | string[] | undefined, size = ROWS_PER_LIST): number {
  const wanted = Number(firstParam(asked));
  return Number.isInteger(wanted) && wanted >= 1 ? (Math.min(wanted, LAST_PAGE_ASKED) - 1) * size : 0;
}

/** A page of a list as the API gives it (rows at `offset` of `total`), told as the pager says it. */
export function apiListPage<T>(given: {
  readonly rows: readonly T[];
  readonly total: number;
  readonly offset: number;
  readonly limit: number;
}): ListPage<T> {
  const { rows, total, offset, limit } = given;
  const size = Math.max(1, limit);
  return {
    rows,
    page: Math.floor(offset / size) + 1,
    pages: Math.max(1, Math.ceil(total / size)),
    from: rows.length === 0 ? 0 : offset + 1,
    to: offset + rows.length,
    total,
  };
}

/** The search box's text, trimmed; empty when nothing was asked. */
export function searchFrom(value: string | string[] | undefined): string {
  return (firstParam(value) ?? '').trim().slice(0, MAX_NAME_SEARCH);
}

/** A count as the reader's language writes it, thousands always grouped ("2.048", "2,048"). */
export function formatCount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    useGrouping: 'always',
  } as Intl.NumberFormatOptions).format(value);
}
