import { localized, type Localized } from '@cronica/util';
import type { GameRecord } from './types.js';

const atOrBelowZero = (life: number | undefined) => life !== undefined && life <= 0;
const aboveZero = (life: number | undefined) => life !== undefined && life > 0;

/**
 * The seat whose final life contradicts who won the game, or null when the totals agree. A player
 * whose life reaches 0 or less loses the game at once (002_a36596f8eaed8fcc.txt, A.7.1); every game
 * scored by SCORE says what its "life" is in its RULES-NOTES.md, "Tournament SCORE", and in each 0
 * loses. So a winner cannot end at 0 or less while the loser ends above 0 (the winner's total is
 * the one in question), and a draw cannot leave exactly one player there (that player's total is).
 * Typed at a desk, it is nearly always the two totals the wrong way round, which would flip both
 * players' SCORE. A game that ended early (a concession, a game loss) was not decided by life, so
 * its totals are where they stood and say nothing about the winner.
 */
export function contradictedSeat(game: GameRecord): 'a' | 'b' | null {
  if (game.endedEarly) return null;
  const [a, b] = [game.lifeA, game.lifeB];
  switch (game.winner) {
    case 'a':
      return atOrBelowZero(a) && aboveZero(b) ? 'a' : null;
    case 'b':
      return atOrBelowZero(b) && aboveZero(a) ? 'b' : null;
    case 'draw':
      if (atOrBelowZero(a) && aboveZero(b)) return 'a';
      return atOrBelowZero(b) && aboveZero(a) ? 'b' : null;
    default: {
      const never: never = game.winner;
      return never;
    }
  }
}

/** What is wrong with game `n`'s life totals, whole in each language, or null when they agree with its result. */
export function livesProblem(game: GameRecord, n: number): Localized | null {
  if (contradictedSeat(game) === null) return null;
  if (game.winner === 'draw')
    return localized(
      `la partida ${n} es un empate, pero solo una vida final es 0 o menos, y quien llega a 0 pierde: revisa el resultado`,
      `game ${n} is a draw, but only one final life is 0 or less, and a player who reaches 0 loses: check the result`,
    );
  return localized(
    `en la partida ${n}, quien ganó terminó con 0 vidas o menos y quien perdió no, pero quien llega a 0 pierde: revisa si las vidas están al revés`,
    `in game ${n}, the winner ended at 0 life or less and the loser did not, but a player who reaches 0 loses: check whether the life totals are the wrong way round`,
  );
}
