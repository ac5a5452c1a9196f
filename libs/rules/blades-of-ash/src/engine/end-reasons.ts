import type { EndReasonWords, GameResult } from '@cronica/rules-kernel';
import { localized as l } from '@cronica/util';

/**
 * Why a skirmish ends (RULES-NOTES.md, "How a skirmish ends"; the round cap of the format), in
 * the words a result banner shows. A concession is the platform's reason (`concede`).
 * Both players read the banner under «Gana …»: a reason names the loser as such, never as
 * "the opponent", which the loser would read as their own rival.
 */
export const BLADES_END_REASONS = {
  'rival-heroes-knocked-out': l(
    'Todos los héroes de quien perdió quedaron fuera de combate',
    "All the loser's heroes were knocked out",
  ),
  'mutual-knockout': l('Los últimos héroes de ambos cayeron a la vez', "Both sides' last heroes fell at once"),
  'round-cap-heroes': l('Límite de rondas: más héroes en pie', 'Round limit: more heroes standing'),
  'round-cap-life': l('Límite de rondas: más vida total', 'Round limit: more total life'),
  'round-cap': l('Límite de rondas sin desempate', 'Round limit with no tiebreak'),
} satisfies EndReasonWords;

export type BladesEndReason = keyof typeof BLADES_END_REASONS;

/** A skirmish's result by its rules: its reason is one `BLADES_END_REASONS` words. */
export type BladesRulesResult = GameResult & { readonly reason: BladesEndReason };
