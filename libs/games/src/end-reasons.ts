import { endReasonWords } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { GAMES, TEST_GAMES, findGame, type GameEntry } from './registry.js';

const EVERY_GAME: readonly GameEntry[] = [...GAMES, ...TEST_GAMES];

/**
 * Why a match ended, in words: the words of the game that gave the reason (its definition's
 * `endReasons`), else the platform's; null for a code nobody words. Without the game (a match
 * index names none), the first game that words the code: a code two games share reads the same
 * in both (end-reasons.spec.ts).
 */
export function gameEndReason(reason: string, gameId?: string, games = EVERY_GAME): Localized | null {
  const game = gameId === undefined ? undefined : findGame(gameId, games);
  if (game !== undefined) return endReasonWords(game.endReasons, reason);
  const wording = games.find((entry) => entry.endReasons !== undefined && Object.hasOwn(entry.endReasons, reason));
  return endReasonWords(wording?.endReasons, reason);
}
