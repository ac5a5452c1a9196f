import canonicalize from 'canonicalize';
import type { TournamentCommand } from './commands.js';
import type { Decision } from './decision.js';
import type { TournamentEvent } from './events.js';
import { refuse } from './refusals.js';
import type { MatchResult, RoundState, TableState, TournamentState } from './types.js';

type Of<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;

/** Games in a match: the format's best-of for Swiss and tiebreak matches; the final's own best-of (002 C.1). */
export function gamesAllowed(state: TournamentState, round: RoundState): number {
  if (round.stage !== 'top-cut') return state.config!.bestOf;
  const topCutRounds = state.rounds.filter((r) => r.stage === 'top-cut').length;
  const isFinal = topCutRounds === Math.log2(state.config!.topCut.size) && round.number === state.rounds.reduce((m, r) => Math.max(m, r.number), 0);
  return isFinal ? state.config!.topCut.finalBestOf : 1;
}

/**
 * A result holds the winner (or a draw), the games of the best-of-N and each game's final life
 * totals (002 C.2.1). A game with no winner at the end of the extra turns is a draw (002 C.1).
 * Single elimination and tiebreak matches have no draws (C.2.4.2: "con uno de los jugadores como vencedor").
 */
export function resultProblem(result: MatchResult, bestOf: number, stage: RoundState['stage']): string | null {
  if (!['a', 'b', 'draw'].includes(result.winner)) return 'winner must be a, b or draw';
  if (stage !== 'swiss' && result.winner === 'draw') return 'no draws in single elimination or a tiebreak match';
  if (result.games.length > bestOf) return `at most ${bestOf} game(s)`;
  if (result.games.some((g) => [g.lifeA, g.lifeB].some((life) => life !== undefined && !Number.isInteger(life)))) return 'life totals are integers';
  if (result.games.length === 0) return null;
  const won = (side: 'a' | 'b') => result.games.filter((g) => g.winner === side).length;
  const expected = won('a') > won('b') ? 'a' : won('b') > won('a') ? 'b' : 'draw';
  if (expected !== result.winner) return 'the winner must have won more games';
  const needed = Math.ceil(bestOf / 2);
  if (stage !== 'swiss' && Math.max(won('a'), won('b')) < needed) return `the winner needs ${needed} game(s)`;
  return null;
}

function locate(command: { data: { round: number; table: number } }, state: TournamentState): { round: RoundState; table: TableState } | null {
  const round = state.rounds.find((r) => r.number === command.data.round);
  const table = round?.tables.find((t) => t.table === command.data.table);
  return round && table ? { round, table } : null;
}

const seatedAt = (table: TableState, id: string) => table.a === id || table.b === id;

export function decideReport(command: Of<'ReportResult'>, state: TournamentState): Decision {
  const found = locate(command, state);
  if (!found || found.table.b === null) return refuse.unknownTable(command);
  const { round, table } = found;
  const { by, result, at } = command.data;
  if (!round.published || round.ended) return refuse.noOpenRound(command);
  if (by.role === 'player' && !seatedAt(table, by.id)) return refuse.notAtTable(command);
  if (table.final) return refuse.alreadyFinal(command);
  const problem = resultProblem(result, gamesAllowed(state, round), round.stage);
  if (problem) return refuse.badResult(problem)(command);
  const reported: TournamentEvent = { type: 'ResultReported', data: { round: round.number, table: table.table, result, by: by.id, at } };
  const rival = (table.reports ?? []).find((r) => r.by !== by.id && seatedAt(table, r.by));
  if (rival && sameResult(rival.result, result)) {
    return [reported, { type: 'ResultConfirmed', data: { round: round.number, table: table.table, result, by: by.id, via: 'confirmed', at } }];
  }
  return [reported];
}

const sameResult = (x: MatchResult, y: MatchResult) => canonicalize(x) === canonicalize(y);

/**
 * Both players agree: the opponent of whoever reported confirms that result (or reports the same
 * one). Reports that differ are both kept (`TableState.reports`) until one player confirms the
 * other's, or the organizer or a judge sets the result.
 */
export function decideConfirm(command: Of<'ConfirmResult'>, state: TournamentState): Decision {
  const found = locate(command, state);
  if (!found || found.table.b === null) return refuse.unknownTable(command);
  const { round, table } = found;
  const { by, at } = command.data;
  if (!seatedAt(table, by.id)) return refuse.notAtTable(command);
  if (table.final) return refuse.alreadyFinal(command);
  if (!table.reported) return refuse.nothingReported(command);
  if (table.reported.by === by.id) return refuse.ownReport(command);
  return [{ type: 'ResultConfirmed', data: { round: round.number, table: table.table, result: table.reported.result, by: by.id, via: 'confirmed', at } }];
}

/**
 * A judge or the organizer sets or corrects a result, with a reason — also after later rounds were
 * paired (tournament-anchors.md §5.11): standings follow from the log, later pairings stay as they are.
 */
export function decideOverride(command: Of<'OverrideResult'>, state: TournamentState): Decision {
  const { by, result, reason, at } = command.data;
  if (by.role === 'player') return refuse.notAllowed(command);
  if (reason.trim() === '') return refuse.reasonRequired(command);
  const found = locate(command, state);
  if (!found || found.table.b === null) return refuse.unknownTable(command);
  const problem = resultProblem(result, gamesAllowed(state, found.round), found.round.stage);
  if (problem) return refuse.badResult(problem)(command);
  if (found.round.stage !== 'swiss' && found.round.ended) return refuse.alreadyFinal(command);
  return [{ type: 'ResultOverridden', data: { round: found.round.number, table: found.table.table, result, by, reason, at } }];
}

const NO_SHOW_REASON = 'No se presentó a la mesa / Did not come to the table';

/**
 * After publishing, a player who never came to their table: they lose it (a game loss; in a
 * best-of-N match, the match) and, with `drop`, leave the event. No other table moves.
 */
export function decideNoShow(command: Extract<TournamentCommand, { type: 'ResolveNoShow' }>, state: TournamentState): Decision {
  const { playerId, outcome, by, at } = command.data;
  const found = locate(command, state);
  if (!found || found.table.b === null) return refuse.unknownTable(command);
  const { round, table } = found;
  if (!round.published || round.ended) return refuse.noOpenRound(command);
  if (!seatedAt(table, playerId)) return refuse.notAtTable(command);
  if (table.final) return refuse.alreadyFinal(command);
  const result: MatchResult = { winner: table.a === playerId ? 'b' : 'a', games: [] };
  const lost: TournamentEvent = { type: 'ResultOverridden', data: { round: round.number, table: table.table, result, by, reason: NO_SHOW_REASON, noShow: playerId, at } };
  if (outcome !== 'drop' || state.players[playerId]!.droppedAfterRound !== undefined) return [lost];
  return [lost, { type: 'PlayerDropped', data: { playerId, afterRound: round.number, at, by, cause: 'no-show' } }];
}
