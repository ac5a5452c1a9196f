import canonicalize from 'canonicalize';
import { counted, localized, type Localized } from '@cronica/util';
import type { CommandOf } from './commands.js';
import type { Decision } from './decision.js';
import type { TournamentEvent } from './events.js';
import { tableHasResult } from './round-evolve.js';
import { refuse } from './refusals.js';
import { livesProblem } from './result-lives.js';
import type { MatchResult, RoundState, TableState, TournamentState } from './types.js';

/** Games in a match: the format's best-of for Swiss and tiebreak matches; the final's own best-of (002 C.1). */
export function gamesAllowed(state: TournamentState, round: RoundState): number {
  if (round.stage !== 'top-cut') return state.config!.bestOf;
  const topCutRounds = state.rounds.filter((r) => r.stage === 'top-cut').length;
  const isFinal =
    topCutRounds === Math.log2(state.config!.topCut.size) &&
    round.number === state.rounds.reduce((m, r) => Math.max(m, r.number), 0);
  return isFinal ? state.config!.topCut.finalBestOf : 1;
}

const games = (n: number) => counted(n, ['{n} partida', '{n} partidas'], ['{n} game', '{n} games']);

/**
 * A result holds the winner (or a draw), the games of the best-of-N and each game's final life
 * totals (002 C.2.1), which agree with who won it (`livesProblem`). A game with no winner at the
 * end of the extra turns is a draw (002 C.1).
 * Single elimination and tiebreak matches have no draws (C.2.4.2: "con uno de los jugadores como vencedor").
 * What is wrong is said whole in each language, for the person who fills in the form.
 */
export function resultProblem(result: MatchResult, bestOf: number, stage: RoundState['stage']): Localized | null {
  if (!['a', 'b', 'draw'].includes(result.winner))
    return localized('el ganador debe ser A, B o un empate', 'the winner must be A, B or a draw');
  if (stage !== 'swiss' && result.winner === 'draw') {
    return localized(
      'en la eliminatoria y en el desempate no hay empates',
      'there are no draws in the top cut or a tiebreak match',
    );
  }
  if (result.games.length > bestOf) {
    return localized(
      `este encuentro se juega al mejor de ${bestOf}: como mucho ${games(bestOf).es}`,
      `this match is best of ${bestOf}: at most ${games(bestOf).en}`,
    );
  }
  if (result.games.some((g) => [g.lifeA, g.lifeB].some((life) => life !== undefined && !Number.isInteger(life)))) {
    return localized('las vidas finales son números enteros', 'final life totals are whole numbers');
  }
  if (result.games.length === 0) return null;
  const lives = result.games.map((game, i) => livesProblem(game, i + 1)).find((problem) => problem !== null);
  if (lives) return lives;
  const won = (side: 'a' | 'b') => result.games.filter((g) => g.winner === side).length;
  const expected = won('a') > won('b') ? 'a' : won('b') > won('a') ? 'b' : 'draw';
  if (expected !== result.winner)
    return localized('gana el encuentro quien ganó más partidas', 'the match goes to whoever won more games');
  const needed = Math.ceil(bestOf / 2);
  if (stage !== 'swiss' && Math.max(won('a'), won('b')) < needed) {
    return localized(
      `al mejor de ${bestOf}, el ganador necesita ${games(needed).es} ganadas`,
      `in a best of ${bestOf}, the winner needs ${games(needed).en} won`,
    );
  }
  return null;
}

function locate(
  command: { data: { round: number; table: number } },
  state: TournamentState,
): { round: RoundState; table: TableState } | null {
  const round = state.rounds.find((r) => r.number === command.data.round);
  const table = round?.tables.find((t) => t.table === command.data.table);
  return round && table ? { round, table } : null;
}

const seatedAt = (table: TableState, id: string) => table.a === id || table.b === id;

export function decideReport(command: CommandOf<'ReportResult'>, state: TournamentState): Decision {
  const found = locate(command, state);
  if (!found || found.table.b === null) return refuse.unknownTable(command);
  const { round, table } = found;
  const { by, result, at } = command.data;
  if (!round.published || round.ended) return refuse.noOpenRound(command);
  if (by.role === 'player' && !seatedAt(table, by.id)) return refuse.notAtTable(command);
  if (table.final) return refuse.alreadyFinal(command);
  const problem = resultProblem(result, gamesAllowed(state, round), round.stage);
  if (problem) return refuse.badResult(problem)(command);
  const reported: TournamentEvent = {
    type: 'ResultReported',
    data: { round: round.number, table: table.table, result, by: by.id, at },
  };
  const rival = (table.reports ?? []).find((r) => r.by !== by.id && seatedAt(table, r.by));
  if (rival && sameResult(rival.result, result)) {
    return [
      reported,
      {
        type: 'ResultConfirmed',
        data: { round: round.number, table: table.table, result, by: by.id, via: 'confirmed', at },
      },
    ];
  }
  return [reported];
}

const sameResult = (x: MatchResult, y: MatchResult) => canonicalize(x) === canonicalize(y);

/**
 * Both players agree: the opponent of whoever reported confirms that result (or reports the same
 * one). Reports that differ are both kept (`TableState.reports`) until one player confirms the
 * other's, or the organizer or a judge sets the result.
 */
export function decideConfirm(command: CommandOf<'ConfirmResult'>, state: TournamentState): Decision {
  const found = locate(command, state);
  if (!found || found.table.b === null) return refuse.unknownTable(command);
  const { round, table } = found;
  const { by, at } = command.data;
  if (!seatedAt(table, by.id)) return refuse.notAtTable(command);
  if (table.final) return refuse.alreadyFinal(command);
  if (!table.reported) return refuse.nothingReported(command);
  if (table.reported.by === by.id) return refuse.ownReport(command);
  return [
    {
      type: 'ResultConfirmed',
      data: { round: round.number, table: table.table, result: table.reported.result, by: by.id, via: 'confirmed', at },
    },
  ];
}

/**
 * A judge or the organizer enters a result (from a paper slip: no reason needed) or corrects one
 * already there, with a reason — also after later rounds were paired (tournament-anchors.md
 * §5.11): standings follow from the log, later pairings stay as they are. `ruling`: a judge's
 * decision (a dispute, an appeal, a penalty) sets it.
 */
export function decideOverride(command: CommandOf<'OverrideResult'>, state: TournamentState, ruling = false): Decision {
  const { by, result, at } = command.data;
  const reason = (command.data.reason ?? '').trim();
  if (by.role === 'player') return refuse.notAllowed(command);
  const found = locate(command, state);
  if (!found || found.table.b === null) return refuse.unknownTable(command);
  if (reason === '' && tableHasResult(found.table)) return refuse.reasonRequired(command);
  const problem = resultProblem(result, gamesAllowed(state, found.round), found.round.stage);
  if (problem) return refuse.badResult(problem)(command);
  if (found.round.stage !== 'swiss' && found.round.ended) return refuse.alreadyFinal(command);
  const data = { round: found.round.number, table: found.table.table, result, by, reason, at };
  return [{ type: 'ResultOverridden', data: ruling ? { ...data, ruling } : data }];
}

const NO_SHOW_REASON = 'No se presentó a la mesa / Did not come to the table';

/**
 * After publishing, a player who never came to their table: they lose it (a game loss; in a
 * best-of-N match, the match) and, with `drop`, leave the event. No other table moves.
 */
export function decideNoShow(command: CommandOf<'ResolveNoShow'>, state: TournamentState): Decision {
  const { playerId, outcome, by, at } = command.data;
  const found = locate(command, state);
  if (!found || found.table.b === null) return refuse.unknownTable(command);
  const { round, table } = found;
  if (!round.published || round.ended) return refuse.noOpenRound(command);
  if (!seatedAt(table, playerId)) return refuse.notAtTable(command);
  if (table.final) return refuse.alreadyFinal(command);
  const result: MatchResult = { winner: table.a === playerId ? 'b' : 'a', games: [] };
  const lost: TournamentEvent = {
    type: 'ResultOverridden',
    data: { round: round.number, table: table.table, result, by, reason: NO_SHOW_REASON, noShow: playerId, at },
  };
  if (outcome !== 'drop' || state.players[playerId]!.droppedAfterRound !== undefined) return [lost];
  return [lost, { type: 'PlayerDropped', data: { playerId, afterRound: round.number, at, by, cause: 'no-show' } }];
}
