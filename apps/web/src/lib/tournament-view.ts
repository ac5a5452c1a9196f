import { pageHref } from './round-views';
import { firstParam } from './search-params';

/** What the tournament page's address chooses: the rounds shown, the name searched and the page of each list. */
export interface TournamentView {
  readonly round?: string;
  readonly standings?: string;
  readonly q?: string;
  readonly standingsPage?: string;
  readonly tablesPage?: string;
  readonly playersPage?: string;
}

type Asked = Readonly<Record<string, string | string[] | undefined>>;

/** The address's choices in the order links write them (a shared link reads the same whatever was clicked last). */
const KEYS = ['round', 'standings', 'q', 'standingsPage', 'tablesPage', 'playersPage'] as const;

export function viewFrom(params: Asked): TournamentView {
  return Object.fromEntries(
    KEYS.map((key) => [key, firstParam(params[key])]).filter(([, value]) => value !== undefined),
  );
}

/** A link to the same page with some choices changed (null drops one), so the other lists keep their place. */
export function viewHref(
  view: TournamentView,
  changes: Readonly<Record<string, string | number | null>>,
  anchor: string,
): string {
  const merged: Readonly<Record<string, string | number | null | undefined>> = { ...view, ...changes };
  return pageHref(Object.fromEntries(KEYS.map((key) => [key, merged[key]])), anchor);
}
