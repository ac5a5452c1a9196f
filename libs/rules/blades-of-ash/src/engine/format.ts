import type { DieColor } from '../cards/vocabulary.js';

/**
 * Format options: where the rulebook is silent (RULES-NOTES.md) or says a format may vary
 * (000_7cbcfc9bc47f1014.txt, "Las Reglas": "algunos formatos específicos pueden introducir
 * variaciones"), a tournament picks the value.
 */
export interface FormatOptions {
  /** The base Reserva de Dados de Acción ("Preparar Dados de Acción": 5 coloured dice). */
  readonly dicePool: readonly DieColor[];
  /** Rerolls each player gets in "Preparar Dados de Acción" before effects add more. */
  readonly baseRerolls: number;
  /** Opening hand ("Robo de Mano Inicial": 5). */
  readonly openingHand: number;
  /** Hand limit at the end of each clash ("Robo de Mano Inicial": 7). */
  readonly handLimit: number;
  /** Heroes kept in the draft ("Draft de Héroes": 3 of 5). */
  readonly heroesKept: number;
  /** Dice of any colour and face the special action Robar una Carta costs (RULES-NOTES.md). */
  readonly drawCardCost: number;
  /** Battle rounds before the tiebreak decides (RULES-NOTES.md, "How a skirmish ends"). */
  readonly maxRounds: number;
  /** Tiebreak after the last round: heroes standing then total life, or straight to a draw. */
  readonly roundCapTiebreak: 'heroes-then-life' | 'draw';
}

export const STANDARD_FORMAT: FormatOptions = {
  dicePool: ['red', 'red', 'green', 'blue', 'blue'],
  baseRerolls: 1,
  openingHand: 5,
  handLimit: 7,
  heroesKept: 3,
  drawCardCost: 1,
  maxRounds: 6,
  roundCapTiebreak: 'heroes-then-life',
};

export function formatWith(options: Partial<FormatOptions> | undefined): FormatOptions {
  return { ...STANDARD_FORMAT, ...options };
}
