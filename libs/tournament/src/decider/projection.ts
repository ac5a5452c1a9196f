import { DEFAULT_FORMAT, type SwissFormat, type SwissHistory, type SwissMatch } from '../history/model.js';
import { standingsByRound } from '../standings/by-round.js';
import { computeStandings, type Standings } from '../standings/standings.js';
import type { MatchResult, RoundState, TableState, TournamentState } from './types.js';

/** A table's final result as a Swiss match: one game's life totals, or each game's when there are several (002 C.2.1). */
export function matchOf(table: TableState, result: MatchResult): SwissMatch {
  if (table.b === null) return { a: table.a, b: null, winner: 'a' };
  if (result.games.length === 0) return { a: table.a, b: table.b, winner: result.winner };
  const sum = (side: 'lifeA' | 'lifeB') =>
    result.games.every((g) => g[side] !== undefined) ? result.games.reduce((s, g) => s + g[side]!, 0) : undefined;
  const lives = { lifeA: sum('lifeA'), lifeB: sum('lifeB') };
  return {
    a: table.a,
    b: table.b,
    winner: result.winner,
    ...(lives.lifeA === undefined ? {} : { lifeA: lives.lifeA }),
    ...(lives.lifeB === undefined ? {} : { lifeB: lives.lifeB }),
    ...(result.games.length > 1
      ? {
          games: result.games.map((g) => ({
            winner: g.winner,
            ...(g.lifeA === undefined ? {} : { lifeA: g.lifeA }),
            ...(g.lifeB === undefined ? {} : { lifeB: g.lifeB }),
          })),
        }
      : {}),
  };
}

export function swissRounds(state: TournamentState): RoundState[] {
  return state.rounds.filter((r) => r.stage === 'swiss').sort((x, y) => x.number - y.number);
}

const finishedMatches = (round: RoundState): SwissMatch[] => round.tables.map((t) => matchOf(t, t.final!.result));

/** The finished Swiss rounds, and the tiebreak matches played after them, as the pure functions read them. */
export function swissHistoryOf(state: TournamentState): SwissHistory {
  const rounds = swissRounds(state).filter((r) => r.ended);
  const tiebreaks = state.rounds
    .filter((r) => r.stage === 'tiebreak' && r.ended)
    .sort((x, y) => x.number - y.number)
    .flatMap(finishedMatches);
  return {
    players: state.order.map((id) => {
      const p = state.players[id]!;
      return {
        id,
        name: p.name,
        joinedRound: p.joinedRound,
        ...(p.droppedAfterRound === undefined ? {} : { droppedAfterRound: p.droppedAfterRound }),
      };
    }),
    rounds: rounds.map((r) => ({ matches: finishedMatches(r) })),
    ...(tiebreaks.length > 0 ? { tiebreaks } : {}),
  };
}

/**
 * The standings' format for this tournament: its options (older events get the newer ones'
 * defaults), with the Swiss rounds it plays. `final` forces the standings to count as final (the
 * Swiss is over early, or the event ends); by default they are once every planned round is played.
 */
export function standingsFormat(state: TournamentState, final?: boolean): SwissFormat {
  const config = state.config!;
  const played = swissRounds(state).filter((r) => r.ended).length;
  const isFinal =
    final ?? (state.status === 'ended' || state.status === 'top-cut' || (config.rounds > 0 && played >= config.rounds));
  // Before the cut, a cut too few players remain for will not be played: the event ends on its Swiss places.
  const eligible = state.order.filter((id) => state.players[id]!.droppedAfterRound === undefined).length;
  const noCut = state.status === 'registration-closed' && eligible < config.topCut.size;
  return {
    ...DEFAULT_FORMAT,
    ...config.format,
    ...(noCut ? { relevantPlaces: 0 } : {}),
    plannedRounds: isFinal ? played : Math.max(played + 1, config.rounds),
  };
}

/** The current standings of a tournament (002 C.2), tiebreak matches included. */
export function tournamentStandings(state: TournamentState, final?: boolean): Standings {
  return computeStandings(swissHistoryOf(state), standingsFormat(state, final), state.config!.seed);
}

/** The standings after each finished Swiss round, round 1 first. */
export function tournamentStandingsByRound(state: TournamentState): Standings[] {
  return standingsByRound(swissHistoryOf(state), standingsFormat(state), state.config!.seed);
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
