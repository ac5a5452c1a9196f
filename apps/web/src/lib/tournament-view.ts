import { firstOf, pageHref } from './round-views';

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

export function viewFrom(params: Asked): TournamentView {
  const keys = ['round', 'standings', 'q', 'standingsPage', 'tablesPage', 'playersPage'] as const;
  return Object.fromEntries(keys.map((key) => [key, firstOf(params[key])]).filter(([, value]) => value !== undefined));
}

/** A link to the same page with some choices changed (null drops one), so the other lists keep their place. */
export function viewHref(view: TournamentView, changes: Readonly<Record<string, string | number | null>>, anchor: string): string {
  return pageHref({ ...view, ...changes }, anchor);
}
