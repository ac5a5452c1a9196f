import { z } from 'zod';

/**
 * Format options (002_a36596f8eaed8fcc.txt, C): parsing `{}` gives the rulebook's tournament
 * format. Everything else the rulebook fixes (7-card opening hand, 20 life, hand limit 8, cap 10)
 * is not an option.
 */
export const WotOptionsSchema = z
  .object({
    /** Games per match: 1 (a Swiss round, C.1) or a best-of-3 final (C.1); odd, at most 5. */
    bestOf: z
      .number()
      .int()
      .min(1)
      .max(5)
      .refine((n) => n % 2 === 1, { message: 'bestOf is odd' })
      .default(1),
    /**
     * C.5: distinct legendary cards allowed in the main deck (0..3, default 3); null for a friendly
     * game, where legendaries are only unique.
     */
    legendaryLimit: z.number().int().min(0).max(3).nullable().default(3),
    /** C.1: turns played after the active one once time is called ("jugador activo + 3 turnos"). */
    extraTurns: z.number().int().min(1).max(5).default(3),
    /**
     * A.9.3.4 ("el momento de voltear las tropas del combate"): the defending troops of a melee
     * combat flip at its declaration, like the attacker. `false` keeps them on guard
     * (RULES-NOTES.md, "Flipping").
     */
    defendersFlip: z.boolean().default(true),
    /**
     * A.10.1 / A.10.3: Arrasar and Golpe en Área work whenever their troop strikes, striking back
     * included. `false` limits them to the troop that attacks (RULES-NOTES.md, "A.10").
     */
    strikeBackKeywords: z.boolean().default(true),
    /**
     * A.9.3 (3) "una tropa golpeada siempre devuelve golpe" read literally for a ranged shot: its
     * target strikes the shooter back. `false` (default): a target two zones away does not
     * (RULES-NOTES.md, "Departures").
     */
    rangedTargetStrikesBack: z.boolean().default(false),
    /**
     * A.9.3 (3) read literally for A.10.1: an enemy troop struck because it stood behind an Arrasar
     * target strikes the Arrasar troop back. `false` (default): it does not (RULES-NOTES.md, "Departures").
     */
    arrasarBehindStrikesBack: z.boolean().default(false),
    /**
     * B.1 Demoler: `true` reads the erratum strictly, Demoler only targets places with a gold icon
     * (and only when their controller has more gold icons than the caster). `false` (default): only
     * gold places are restricted, any other place is a target (RULES-NOTES.md, "Errata (B)").
     */
    demolerOnlyGoldPlaces: z.boolean().default(false),
  })
  .strict();

export type WotOptions = z.output<typeof WotOptionsSchema>;
export type WotOptionsInput = z.input<typeof WotOptionsSchema>;

export const DEFAULT_OPTIONS: WotOptions = WotOptionsSchema.parse({});

/** A.1 and A.3: fixed by the rulebook. */
export const RULES = {
  openingBattle: 4,
  openingConstruction: 3,
  startingLife: 20,
  handLimit: 8,
  resourceCap: 10,
  hireCost: 5,
  armorySize: 3,
} as const;
