import { z } from 'zod';
import { DIE_COLORS, type DieColor } from '../cards/vocabulary.js';

/**
 * Format options: where the rulebook is silent (RULES-NOTES.md) or says a format may vary
 * (000_7cbcfc9bc47f1014.txt, "Las Reglas": "algunos formatos específicos pueden introducir
 * variaciones"), a tournament picks the value. Every value is bounded to what the engine can
 * play: an opening hand of 40 or keeping 6 heroes of 5 is refused here, never discovered by the
 * engine as a hang.
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
  maxRounds: 12,
  roundCapTiebreak: 'heroes-then-life',
};

/**
 * The options a tournament or a practice match may set, each defaulted to the Standard format, so
 * `{}` parses to `STANDARD_FORMAT`. Bounds: the hero list holds 5 heroes; a mulligan lists every
 * subset of the hand, so the opening hand stays within 8 and the hand limit; the dice pool within
 * what one roll draws; Robar una Carta costs at least one die (RULES-NOTES.md, "The cost of Robar una
 * Carta": every action spends a die or a card, so clashes end).
 */
export const formatOptionsSchema = z
  .object({
    dicePool: z
      .array(z.enum(DIE_COLORS))
      .min(1)
      .max(8)
      .default([...STANDARD_FORMAT.dicePool]),
    baseRerolls: z.number().int().min(0).max(3).default(STANDARD_FORMAT.baseRerolls),
    openingHand: z.number().int().min(1).max(8).default(STANDARD_FORMAT.openingHand),
    handLimit: z.number().int().min(1).max(10).default(STANDARD_FORMAT.handLimit),
    heroesKept: z.number().int().min(1).max(5).default(STANDARD_FORMAT.heroesKept),
    drawCardCost: z.number().int().min(1).max(3).default(STANDARD_FORMAT.drawCardCost),
    maxRounds: z.number().int().min(1).max(20).default(STANDARD_FORMAT.maxRounds),
    roundCapTiebreak: z.enum(['heroes-then-life', 'draw']).default(STANDARD_FORMAT.roundCapTiebreak),
  })
  .strict()
  .refine((format) => format.openingHand <= format.handLimit, {
    message: 'openingHand ≤ handLimit',
    path: ['openingHand'],
  });

/**
 * The Standard format with `options` over it, for setups built in code (tests, the engine's own
 * fixtures). Options from outside (a tournament, a file) go through `formatOptionsSchema`.
 */
export function formatWith(options: Partial<FormatOptions> | undefined): FormatOptions {
  return { ...STANDARD_FORMAT, ...options };
}
