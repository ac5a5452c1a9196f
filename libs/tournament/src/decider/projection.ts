import type { SwissHistory, SwissMatch } from '../history/model.js';
import type { MatchResult, RoundState, TableState, TournamentState } from './types.js';

/** A table's final result as a Swiss match: games won and summed life totals (002 C.2.1). */
export function matchOf(table: TableState, result: MatchResult): SwissMatch {
  if (table.b === null) return { a: table.a, b: null, winner: 'a' };
  if (result.games.length === 0) return { a: table.a, b: table.b, winner: result.winner };
  const sum = (side: 'lifeA' | 'lifeB') => (result.games.every((g) => g[side] !== undefined) ? result.games.reduce((s, g) => s + g[side]!, 0) : undefined);
  return {
    a: table.a, b: table.b, winner: result.winner, lifeA: sum('lifeA'), lifeB: sum('lifeB'),
    gamesA: result.games.filter((g) => g.winner === 'a').length,
    gamesB: result.games.filter((g) => g.winner === 'b').length,
    gamesDrawn: result.games.filter((g) => g.winner === 'draw').length,
  };
}

export function swissRounds(state: TournamentState): RoundState[] {
  return state.rounds.filter((r) => r.stage === 'swiss').sort((x, y) => x.number - y.number);
}

/** The finished Swiss rounds as the pure functions read them (standings, next pairing). */
export function swissHistoryOf(state: TournamentState): SwissHistory {
  const rounds = swissRounds(state).filter((r) => r.ended);
  return {
    players: state.order.map((id) => {
      const p = state.players[id]!;
      return { id, name: p.name, joinedRound: p.joinedRound, ...(p.droppedAfterRound === undefined ? {} : { droppedAfterRound: p.droppedAfterRound }) };
    }),
    rounds: rounds.map((r) => ({ matches: r.tables.map((t) => matchOf(t, t.final!.result)) })),
  };
}

/** The round being played (paired, not ended), if any. */
export function openRound(state: TournamentState): RoundState | undefined {
  return state.rounds.find((r) => !r.ended);
}

export function lastRoundNumber(state: TournamentState): number {
  return state.rounds.reduce((max, r) => Math.max(max, r.number), 0);
}

export function tableOf(round: RoundState, playerId: string): TableState | undefined {
  return round.tables.find((t) => t.a === playerId || t.b === playerId);
}
