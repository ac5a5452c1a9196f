import type { MatchView } from '../graphql/match';

/**
 * Test fixture: a match page's view with only what a spec reads: its two seats by name, and the
 * fields it passes in `extra` (the match's id, game, status…).
 */
export const matchBetween = (names: readonly [string, string], extra: Partial<MatchView>): MatchView =>
  ({ ...extra, seats: names.map((name, seat) => ({ seat, name })) }) as unknown as MatchView;
