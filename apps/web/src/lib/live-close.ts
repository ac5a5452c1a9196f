/** graphql-ws close codes the API uses (apps/api/src/common/live-connections.ts). */
export const SESSION_ENDED_CLOSE = 4401;
export const ROLES_CHANGED_CLOSE = 4403;

export type LiveCloseMeaning = 'session-ended' | 'rights-changed' | 'other';

/** What a closed live connection means for the page: its session ended, its rights changed, or neither. */
export function liveCloseMeaning(code: number): LiveCloseMeaning {
  if (code === SESSION_ENDED_CLOSE) return 'session-ended';
  if (code === ROLES_CHANGED_CLOSE) return 'rights-changed';
  return 'other';
}

/** Sign-in, saying the session ended, and coming back to the page the reader was on. */
export function sessionEndedPath(location: { pathname: string; search: string }): string {
  const here = `${location.pathname}${location.search}`;
  return `/login?ended=session&next=${encodeURIComponent(here)}`;
}

/**
 * This tab is ending its own session (sign out, sign out everywhere, a password change): the API
 * closes the tab's live connection with 4401 too, and that close is expected, not news to show.
 */
const OWN_END_WINDOW_MS = 10_000;
let ownSessionEndAt = Number.NEGATIVE_INFINITY;

export function markOwnSessionEnd(now = Date.now()): void {
  ownSessionEndAt = now;
}

export function isOwnSessionEnd(now = Date.now()): boolean {
  return now - ownSessionEndAt < OWN_END_WINDOW_MS;
}
