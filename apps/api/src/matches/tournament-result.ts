import { HEROES_PER_LIST, type BladesState } from '@cronica/blades-of-ash';
import type { GameResult } from '@cronica/rules-kernel';
import type { GameRecord, MatchResult } from '@cronica/tournament';

/**
 * A seat's final life for the tournament's SCORE (002 C.2.1), as libs/rules/blades-of-ash/RULES-NOTES.md,
 * "Tournament SCORE", defines it for Blades of Ash: the remaining life of the heroes the seat kept
 * in the draft that are still standing (a knocked-out hero counts 0) — the same total the
 * engine's round-cap tiebreak compares.
 */
export function finalLife(game: BladesState, seat: number): number {
  const picks = game.players[seat]?.picks ?? [];
  return picks.reduce((sum, pick) => {
    const hero = game.heroes[seat * HEROES_PER_LIST + pick];
    return hero && !hero.out ? sum + Math.max(0, hero.life) : sum;
  }, 0);
}

/**
 * The tournament result of one online match (one game): the pairing's player A and B mapped to
 * their seats by player id, the winner, and each side's final life.
 */
export function tournamentResultOf(game: BladesState, result: GameResult, seatA: number, seatB: number): MatchResult {
  const winner: GameRecord['winner'] = result.outcome === 'draw' ? 'draw' : result.winner === seatA ? 'a' : 'b';
  return { winner, games: [{ winner, lifeA: finalLife(game, seatA), lifeB: finalLife(game, seatB) }] };
}
