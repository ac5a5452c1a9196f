import type { MatchReport } from '@cronica/rules-kernel';
import type { GameRecord, MatchResult } from '@cronica/tournament';

/**
 * The tournament result of one online match from the game module's `matchReport`: the pairing's
 * player A and B mapped to their seats by player id, the match winner, and every game played with
 * each side's final life (each game's RULES-NOTES.md says what "life" is; the tournament clamps
 * SCORE per game), marking a game a concession or a game loss ended early.
 */
export function tournamentResultOf(report: MatchReport, seatA: number, seatB: number): MatchResult {
  const side = (seat: number | null): GameRecord['winner'] =>
    seat === null ? 'draw' : seat === seatA ? 'a' : seat === seatB ? 'b' : 'draw';
  const winner = side(report.result.outcome === 'win' ? report.result.winner : null);
  const games = report.games.map((game): GameRecord => {
    const record = { winner: side(game.winner), lifeA: game.life[seatA] ?? 0, lifeB: game.life[seatB] ?? 0 };
    return game.endedEarly ? { ...record, endedEarly: true } : record;
  });
  return { winner, games };
}
