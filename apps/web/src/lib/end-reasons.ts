import { gameEndReason } from '@cronica/games';
import { localized as l, type Localized } from '@cronica/util';

// Apart from `code-labels.ts`: these words come from the registry of every game's rules, which a
// page in the browser should not load for a label (a match's own page has them from the API).

/**
 * Why a match ended (a rules library's `reason`), in the words of the game that gave it (its
 * definition's `endReasons`) or of the platform; "Finished" for a reason nobody words (the game's
 * log tells it). Without `game` (a match from before its game was recorded), in the words of any
 * game that gives it.
 */
export function endReasonLabel(reason: string, game?: string): Localized {
  return gameEndReason(reason, game) ?? l('Terminada', 'Finished');
}
