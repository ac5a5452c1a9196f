import type { MatchResult, StandingRow } from '../graphql/tournament';

/**
 * A standings row as the API sends it, its record following its rank (first: 6 points, 2–1–0) and no
 * tiebreak values; a spec passes what it checks (tiebreakers, dropped, random…) in `extra`.
 */
export const standingRow = (
  rank: number,
  playerId: string,
  playerName: string,
  extra: Partial<StandingRow> = {},
): StandingRow => ({
  rank,
  playerId,
  playerName,
  points: 9 - rank * 3,
  wins: 3 - rank,
  losses: rank,
  draws: 0,
  byes: 0,
  dropped: false,
  random: false,
  tiebreakMatch: false,
  tiebreakers: [],
  ...extra,
});

/** The games and life a result may carry beside its winner. */
const GAMES_AND_LIFE = ['gamesA', 'gamesB', 'lifeA', 'lifeB', 'gameLifeA', 'gameLifeB'] as const;

/** A result's games and life as a report that carried none of them has them. */
export const NO_GAMES_OR_LIFE = Object.fromEntries(GAMES_AND_LIFE.map((field) => [field, null])) as Readonly<
  Record<(typeof GAMES_AND_LIFE)[number], null>
> satisfies Partial<MatchResult>;
