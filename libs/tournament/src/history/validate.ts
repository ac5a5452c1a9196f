import { problems, type TournamentProblem } from '../violations.js';
import { isActiveIn, type SwissHistory, type SwissMatch, type SwissPlayer } from './model.js';

function checkPlayers(players: readonly SwissPlayer[]): TournamentProblem[] {
  const seen = new Set<string>();
  const found: TournamentProblem[] = [];
  for (const player of players) {
    if (seen.has(player.id)) found.push(problems.duplicatePlayer(player.id));
    seen.add(player.id);
    if (player.droppedAfterRound !== undefined && player.droppedAfterRound < (player.joinedRound ?? 1) - 1)
      found.push(problems.badJoinRound(player.id));
  }
  return found;
}

function gamesAgree(match: SwissMatch): boolean {
  if (match.games !== undefined && match.games.length > 0 && match.gamesA === undefined) {
    const won = (w: SwissMatch['winner']) => match.games!.filter((g) => g.winner === w).length;
    return gamesAgree({ ...match, games: undefined, gamesA: won('a'), gamesB: won('b') });
  }
  if (match.gamesA === undefined || match.gamesB === undefined) return true;
  if (match.winner === 'a') return match.gamesA > match.gamesB;
  if (match.winner === 'b') return match.gamesB > match.gamesA;
  return match.gamesA === match.gamesB;
}

function checkRound(history: SwissHistory, matches: readonly SwissMatch[], round: number): TournamentProblem[] {
  const byId = new Map(history.players.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const found: TournamentProblem[] = [];
  const visit = (id: string): void => {
    const player = byId.get(id);
    if (player === undefined) found.push(problems.unknownPlayer(round, id));
    else if (!isActiveIn(player, round)) found.push(problems.inactivePlayer(round, id));
    if (seen.has(id)) found.push(problems.playedTwice(round, id));
    seen.add(id);
  };
  for (const match of matches) {
    visit(match.a);
    if (match.b === null) {
      if (match.winner !== 'a') found.push(problems.byeResult(round, match.a));
      continue;
    }
    if (match.b === match.a) found.push(problems.selfPairing(round, match.a));
    else visit(match.b);
    if (!gamesAgree(match)) found.push(problems.gamesDisagree(round, match.a));
  }
  for (const player of history.players)
    if (isActiveIn(player, round) && !seen.has(player.id)) found.push(problems.missingPlayer(round, player.id));
  return found;
}

/** Tiebreak matches (002 C.2.4.2) are between two registered players, with a winner. */
function checkTiebreaks(history: SwissHistory): TournamentProblem[] {
  const known = new Set(history.players.map((p) => p.id));
  const round = history.rounds.length + 1;
  return (history.tiebreaks ?? []).flatMap((m) => {
    if (m.b === null || m.winner === 'draw') return [problems.tiebreakMatch(m.a)];
    if (m.a === m.b) return [problems.selfPairing(round, m.a)];
    return [m.a, m.b].filter((id) => !known.has(id)).map((id) => problems.unknownPlayer(round, id));
  });
}

/** Everything wrong with a history, in order; [] when the pure functions can read it. */
export function validateHistory(history: SwissHistory): TournamentProblem[] {
  return [
    ...checkPlayers(history.players),
    ...history.rounds.flatMap((round, index) => checkRound(history, round.matches, index + 1)),
    ...checkTiebreaks(history),
  ];
}
