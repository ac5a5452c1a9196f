import type { MatchResult } from '@cronica/tournament';

/** One game as a person reads it: who won it and, when given, where each life total ended. */
export interface GameSummary {
  readonly winner: 'a' | 'b' | 'draw';
  readonly lifeA: number | null;
  readonly lifeB: number | null;
  /** A concession or a game loss ended it: its life totals are where they stood. */
  readonly endedEarly: boolean;
}

export interface ResultSummary {
  readonly winner: MatchResult['winner'];
  readonly gamesA: number | null;
  readonly gamesB: number | null;
  /** Life totals summed over the games: what SCORE counts (002 C.2.1) and a report is checked by. */
  readonly lifeA: number | null;
  readonly lifeB: number | null;
  /** The final life totals a pairing row shows: only for a match of one game that play decided. */
  readonly gameLifeA: number | null;
  readonly gameLifeB: number | null;
  /** Every game of the match, in order, as reported (a best of 3 reads game by game). */
  readonly games: readonly GameSummary[];
}

/**
 * A result's public summary: the winner, the games each side won, the summed life totals and, only
 * for a match of one game that play decided (life run out, time called), that game's final life
 * totals to show. A match of several games is read by games won, and a concession or a game loss
 * leaves life where it stood: a person reads no life totals for either (SCORE still counts them).
 * `games` lists each game, so a best of 3 can be read (and confirmed) game by game.
 */
export function resultSummary(result: MatchResult): ResultSummary {
  const { games } = result;
  const won = (side: 'a' | 'b') => (games.length > 0 ? games.filter((g) => g.winner === side).length : null);
  const sum = (side: 'lifeA' | 'lifeB') =>
    games.length > 0 && games.every((g) => g[side] !== undefined)
      ? games.reduce((s, g) => s + (g[side] ?? 0), 0)
      : null;
  const only = games.length === 1 && games[0]?.endedEarly !== true ? games[0] : undefined;
  const shown = only?.lifeA !== undefined && only.lifeB !== undefined;
  return {
    winner: result.winner,
    gamesA: won('a'),
    gamesB: won('b'),
    lifeA: sum('lifeA'),
    lifeB: sum('lifeB'),
    gameLifeA: shown ? (only.lifeA ?? null) : null,
    gameLifeB: shown ? (only.lifeB ?? null) : null,
    games: games.map((g) => ({
      winner: g.winner,
      lifeA: g.lifeA ?? null,
      lifeB: g.lifeB ?? null,
      endedEarly: g.endedEarly === true,
    })),
  };
}
