import type { MatchListStatus } from '../graphql/matches';
import { firstParam } from './search-params';

/** Matches shown per page of the browser. */
export const MATCHES_PER_PAGE = 20;
/** Deep pages beyond this are clamped (the API caps offsets too). */
const MAX_PAGE = 500;

/** The page number asked for in the URL: 1 for anything that is not a whole number ≥ 1. */
export function pageFromParam(value: string | string[] | undefined): number {
  const page = Number(firstParam(value));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** Which list the URL asks for; finished matches (with replays) unless it says live. */
export function statusFromParam(value: string | string[] | undefined): MatchListStatus {
  return firstParam(value) === 'live' ? 'LIVE' : 'FINISHED';
}

/** Asks for one row more than a page, to know whether a next page exists without counting. */
export function pageWindow(page: number, size = MATCHES_PER_PAGE): { limit: number; offset: number } {
  return { limit: size + 1, offset: (page - 1) * size };
}

export function splitPage<T>(rows: readonly T[], size = MATCHES_PER_PAGE): { rows: readonly T[]; hasNext: boolean } {
  return { rows: rows.slice(0, size), hasNext: rows.length > size };
}

/** Which game's matches the URL asks for: one of `games`, else every game's (null). */
export function gameFromParam(value: string | string[] | undefined, games: readonly string[]): string | null {
  const game = firstParam(value);
  return game !== undefined && games.includes(game) ? game : null;
}

/** The browser's address for a list, one game's or every game's, and page (page 1 stays implicit). */
export function matchesHref(status: MatchListStatus, page: number, game: string | null = null): string {
  const params = new URLSearchParams({ status: status === 'LIVE' ? 'live' : 'finished' });
  if (game !== null) params.set('game', game);
  if (page > 1) params.set('page', String(page));
  return `/matches?${params.toString()}`;
}

/** Where the tournaments a list shows stand (the API's `TournamentPhase`); null: every one. */
export type TournamentListPhase = 'UPCOMING' | 'RUNNING' | 'ENDED';

/** Tournament cards shown per page of the list (a row of three, eight times). */
export const TOURNAMENTS_PER_PAGE = 24;

const PHASE_PARAMS: Record<string, TournamentListPhase> = { upcoming: 'UPCOMING', running: 'RUNNING', ended: 'ENDED' };

/** Which tournaments the URL asks for: one phase, or every one (null) for anything else. */
export function phaseFromParam(value: string | string[] | undefined): TournamentListPhase | null {
  const asked = firstParam(value);
  return asked !== undefined && Object.hasOwn(PHASE_PARAMS, asked) ? PHASE_PARAMS[asked]! : null;
}

/** The tournament list's address: its phase, game, name search and page (each left out when it is the default). */
export function tournamentsHref(
  phase: TournamentListPhase | null,
  page: number,
  game: string | null = null,
  q = '',
): string {
  const params = new URLSearchParams();
  if (phase !== null) params.set('phase', phase.toLowerCase());
  if (game !== null) params.set('game', game);
  if (q !== '') params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? '/' : `/?${query}`;
}
