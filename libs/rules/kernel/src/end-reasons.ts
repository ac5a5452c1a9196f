import { localized as l, type Localized } from '@cronica/util';
import type { MatchClosureReason } from './match-closure.js';

/**
 * Why a match ended (a `GameResult`'s `reason`) in the words a result banner and a match list
 * show. Each game's definition words the reasons its own rules give (`GameDefinition.endReasons`);
 * the reasons the platform gives for every game are worded here, once.
 */
export type EndReasonWords = Readonly<Record<string, Localized>>;

/** The reasons the platform itself gives, whatever the game. */
export type PlatformEndReason = 'concede' | `judge.${'game' | 'match'}-loss` | `tournament.${MatchClosureReason}`;

export const PLATFORM_END_REASONS: Readonly<Record<PlatformEndReason, Localized>> = {
  // The `Concede` command every game accepts (game-module.ts) ends a match with this reason.
  concede: l('Por rendición', 'By concession'),
  // A loss a judge awards (judging.ts, awardedLossResult).
  'judge.game-loss': l('Partida perdida por decisión de un juez', 'Game loss by a judge’s ruling'),
  'judge.match-loss': l('Encuentro perdido por decisión de un juez', 'Match loss by a judge’s ruling'),
  // A tournament match its tournament closed (match-closure.ts, closureResult).
  'tournament.table-settled': l(
    'Cerrada: resultado de la mesa fijado en papel',
    'Closed: the table’s result settled on paper',
  ),
  'tournament.round-ended': l('Cerrada: la ronda terminó', 'Closed: the round ended'),
  'tournament.event-ended': l('Cerrada: el torneo terminó', 'Closed: the event ended'),
};

export function isPlatformEndReason(reason: string): reason is PlatformEndReason {
  return Object.hasOwn(PLATFORM_END_REASONS, reason);
}

/**
 * A reason in words: the game's own first, then the platform's; null for a code neither words
 * (the caller says the match finished, never shows the code).
 */
export function endReasonWords(gameReasons: EndReasonWords | undefined, reason: string): Localized | null {
  if (gameReasons !== undefined && Object.hasOwn(gameReasons, reason)) return gameReasons[reason]!;
  return isPlatformEndReason(reason) ? PLATFORM_END_REASONS[reason] : null;
}

/** What is wrong with a game's reasons in words: an empty one, or one the platform already words. */
export function endReasonProblems(gameReasons: EndReasonWords): string[] {
  return Object.entries(gameReasons).flatMap(([code, words]) => [
    ...(words.es.trim() === '' || words.en.trim() === '' ? [`end reason "${code}" needs Spanish and English`] : []),
    // One platform reason reads the same in every game.
    ...(isPlatformEndReason(code) ? [`end reason "${code}" is the platform's`] : []),
  ]);
}

/** The reasons of `reasons` a game leaves without words in both languages (its own or the platform's). */
export function unwordedEndReasons(gameReasons: EndReasonWords | undefined, reasons: readonly string[]): string[] {
  return reasons.filter((reason) => {
    const words = endReasonWords(gameReasons, reason);
    return words === null || words.es.trim() === '' || words.en.trim() === '';
  });
}
