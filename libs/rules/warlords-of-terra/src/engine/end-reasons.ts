import type { EndReasonWords, GameResult } from '@cronica/rules-kernel';
import { l } from './words.js';

/**
 * Why a game or a match ends (002_a36596f8eaed8fcc.txt, A.7 and C.1), in the words a result
 * banner shows. A concession is the platform's reason (`concede`).
 * Both players read the banner under «Gana …»: a reason names the loser as such, never as
 * "the opponent", which the loser would read as their own rival.
 */
export const WARLORDS_END_REASONS = {
  // A match of more than one game ends on games won.
  games: l('Por partidas ganadas', 'On games won'),
  life: l('La vida de quien perdió llegó a 0', "The loser's life reached 0"),
  decked: l('Quien perdió no pudo robar', 'The loser could not draw'),
  reinforcements: l('Quien perdió se quedó sin refuerzos', 'The loser ran out of reinforcements'),
  'mixed-realms': l('Mazo con reinos mezclados', 'A deck of mixed realms'),
  sanction: l('Por sanción', 'By a penalty'),
  time: l('Al acabar el tiempo', 'When time ran out'),
} satisfies EndReasonWords;

/** Why one game ends: each reason of the match but `games`, or a concession. */
export type GameEndReason = Exclude<keyof typeof WARLORDS_END_REASONS, 'games'> | 'concede';

/** A match's result by its rules: its reason is worded in `WARLORDS_END_REASONS` or the platform's `concede`. */
export type WarlordsRulesResult = GameResult & { readonly reason: GameEndReason | 'games' };
