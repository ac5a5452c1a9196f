import type { TournamentFormat } from '../graphql/tournament';

/**
 * An event's format as the API sends it: Swiss rounds of one game, then a top 4 with a best-of-3
 * final and a third-place match, 4 prize places, lists required; a spec passes the game's own
 * options, its tiebreakers and clock, in `extra`.
 */
export const topFourFormat = (extra: Partial<TournamentFormat> = {}): TournamentFormat => ({
  bestOf: 1,
  byeScore: 0,
  finalBestOf: 3,
  lateEntry: 'loss',
  prizePlaces: 4,
  requireDeckLists: true,
  capacity: null,
  roundMinutes: 50,
  thirdPlaceMatch: true,
  tiebreakers: ['score'],
  topCutSize: 4,
  options: [],
  ...extra,
});
