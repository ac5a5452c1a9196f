import type { EndReasonWords, GameResult } from '@cronica/rules-kernel';
import { localized as l } from '@cronica/util';

/**
 * Why a game ends (004_e0e2bf9ed9dd62bf.txt, "¿Cómo se gana el juego?" and "Prioridad de
 * Victoria"; RULES-NOTES.md, "The game always ends", for time and the turn limit), in the words a
 * result banner shows. A concession is the platform's reason (`concede`).
 */
export const ECG_END_REASONS = {
  battle: l('Victoria en batalla', 'A win in battle'),
  'battle-both': l('Ambos vencieron en batalla a la vez', 'Both won in battle at once'),
  renown: l('Victoria por renombre', 'A win by renown'),
  blessing: l('Victoria por bendiciones', 'A win by blessings'),
  'renown-both': l('Ambos llegaron al renombre a la vez', 'Both reached renown at once'),
  'blessing-both': l('Ambos completaron las bendiciones a la vez', 'Both completed the blessings at once'),
  'renown-and-blessing': l('Renombre y bendiciones a la vez', 'Renown and blessings at once'),
  time: l('Al acabar el tiempo', 'When time ran out'),
  'turn-limit': l('Al llegar al límite de turnos', 'At the turn limit'),
} satisfies EndReasonWords;

export type EcgEndReason = keyof typeof ECG_END_REASONS;

/** A game's result by its rules: its reason is one `ECG_END_REASONS` words. */
export type EcgRulesResult = GameResult & { readonly reason: EcgEndReason };
