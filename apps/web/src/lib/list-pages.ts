import type { Lang } from '@cronica/util';

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

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The page asked for, clamped to the pages there are (a stale link past the end shows the last page). */
export function listPage<T>(rows: readonly T[], asked: string | string[] | undefined, size = ROWS_PER_LIST): ListPage<T> {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const wanted = Number(first(asked));
  const page = Number.isInteger(wanted) && wanted >= 1 ? Math.min(wanted, pages) : 1;
  const start = (page - 1) * size;
  const shown = rows.slice(start, start + size);
  return { rows: shown, page, pages, from: shown.length === 0 ? 0 : start + 1, to: start + shown.length, total: rows.length };
}

/** A name as the search compares it: lower case, accents and other marks dropped ("José" → "jose"). */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').trim();
}

/** The search box's text, trimmed; empty when nothing was asked. */
export function searchFrom(value: string | string[] | undefined): string {
  return (first(value) ?? '').trim().slice(0, 80);
}

/** Whether a name contains the searched text, blind to case and accents; an empty search matches everyone. */
export function nameMatches(name: string, search: string): boolean {
  const folded = foldName(search);
  return folded === '' || foldName(name).includes(folded);
}

/** A count as the reader's language writes it, thousands always grouped ("2.048", "2,048"). */
export function formatCount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', { useGrouping: 'always' } as Intl.NumberFormatOptions).format(value);
}
