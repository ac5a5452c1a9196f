import { ID, Int } from '@nestjs/graphql';
import { MAX_NAME_SEARCH, type Localized } from '@cronica/util';
import { badInput, type FieldProblem } from '../common/errors.js';
import { toGraphQLError } from '../common/exception.filter.js';
import { nullableArg } from '../common/fields.js';

/** The most rows one page of a tournament list gives, whatever limit is asked (a 2,048-player event is read a page at a time). */
export const MAX_PAGE_ROWS = 100;
/** The argument that keeps a list to some players (`ids`), checked by `pageProblems`. */
export const playerIdsArg = nullableArg(() => [ID], `Only these players (at most ${MAX_PAGE_ROWS}).`);

export const offsetArg = { type: () => Int, defaultValue: 0, description: 'The first row, counted from 0.' } as const;
export const limitArg = { type: () => Int, defaultValue: 50, description: 'Rows a page holds (at most 100).' } as const;

/** The farthest offset a page may start at (beyond any real event; keeps the argument an honest number). */
const MAX_OFFSET = 1_000_000;

/** A page as the resolvers return it: the rows at `offset` and how many rows matched in all. */
export interface RowsPage<T> {
  readonly total: number;
  readonly offset: number;
  readonly limit: number;
  readonly rows: T[];
}

/** What a list field was asked for: where to start, how many, the name searched and, optionally, only these players. */
export interface PageAsked {
  readonly offset: number;
  readonly limit: number;
  readonly q?: string | null;
  readonly ids?: readonly string[] | null;
  readonly lang?: string | null;
}

const problem = (path: string, message: string, messages: Localized): FieldProblem => ({ path, message, messages });

/** The refusals of a page request: a negative or huge offset, a limit below 1, an overlong search or id list, an unknown language. */
export function pageProblems(asked: PageAsked): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (asked.offset < 0 || asked.offset > MAX_OFFSET)
    problems.push(
      problem('offset', `0..${MAX_OFFSET}`, {
        es: 'El desplazamiento debe ir de 0 a 1.000.000.',
        en: 'The offset must be from 0 to 1,000,000.',
      }),
    );
  if (asked.limit < 1)
    problems.push(problem('limit', '>= 1', { es: 'El límite debe ser 1 o más.', en: 'The limit must be 1 or more.' }));
  if ((asked.q ?? '').length > MAX_NAME_SEARCH)
    problems.push(
      problem('q', `<= ${MAX_NAME_SEARCH}`, {
        es: `La búsqueda admite hasta ${MAX_NAME_SEARCH} caracteres.`,
        en: `The search takes up to ${MAX_NAME_SEARCH} characters.`,
      }),
    );
  if ((asked.ids?.length ?? 0) > MAX_PAGE_ROWS)
    problems.push(
      problem('ids', `<= ${MAX_PAGE_ROWS}`, {
        es: `Hasta ${MAX_PAGE_ROWS} jugadores por consulta.`,
        en: `Up to ${MAX_PAGE_ROWS} players per request.`,
      }),
    );
  if (asked.lang != null && asked.lang !== 'es' && asked.lang !== 'en')
    problems.push(problem('lang', "'es' or 'en'", { es: 'Idioma: es o en.', en: "Language: 'es' or 'en'." }));
  return problems;
}

/** The page of `rows` asked for, the limit capped at MAX_PAGE_ROWS; an offset past the end gives the last page (a stale link still shows rows). */
export function pageOf<T>(rows: readonly T[], offset: number, limit: number): RowsPage<T> {
  const size = Math.min(limit, MAX_PAGE_ROWS);
  const lastStart = rows.length === 0 ? 0 : Math.floor((rows.length - 1) / size) * size;
  const start = Math.min(offset, lastStart);
  return { total: rows.length, offset: start, limit: size, rows: rows.slice(start, start + size) };
}

/** A page request checked; field resolvers are outside the exception filter, so a refusal leaves as a GraphQL error already. */
export function checked(asked: PageAsked): PageAsked {
  const problems = pageProblems(asked);
  if (problems.length > 0) throw toGraphQLError(badInput(problems));
  return asked;
}
