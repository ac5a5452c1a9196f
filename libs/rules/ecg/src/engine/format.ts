import { z } from 'zod';

/**
 * Format options (RULES-NOTES.md): the rulebook's numbers, and the choices where it is silent that a
 * tournament could want the other way. Parsing `{}` gives the standard format of
 * 004_e0e2bf9ed9dd62bf.txt; bounds refuse values the engine cannot play.
 */
export const ecgFormatSchema = z
  .object({
    /** "Cartas en la Mano": 8. */
    handLimit: z.number().int().min(4).max(15).default(8),
    /** "Fase de Reforzar": draw up to 2. */
    reinforceDraws: z.number().int().min(0).max(4).default(2),
    /** "Renombre": 30 renown wins. */
    renownToWin: z.number().int().min(10).max(60).default(30),
    /** "Bendición": 4 prayers in play win. */
    prayersToWin: z.number().int().min(1).max(8).default(4),
    /** "En Corte": at most 6 cards, resource and generals included. */
    courtLimit: z.number().int().min(2).max(10).default(6),
    /** "En Batalla": at most 5 troops per formation line. */
    lineLimit: z.number().int().min(1).max(8).default(5),
    /** "Umbral de locura": 6 or more in resolution. */
    madnessThreshold: z.number().int().min(2).max(20).default(6),
    /** Morale the first crossing costs; each later one costs 1 more. */
    madnessMoraleLoss: z.number().int().min(0).max(10).default(2),
    /** "Fin de Mazo": the discard is shuffled into a new deck once. */
    deckReshuffles: z.number().int().min(0).max(3).default(1),
    /** Response damage counts the attacked troop's strength after its wounds (RULES-NOTES.md, "Response damage"). */
    responseStrength: z.enum(['after-wounds', 'before-wounds']).default('after-wounds'),
    /** Extra wounds a Carga deals (RULES-NOTES.md, "Battle maneuvers"). */
    chargeBonus: z.number().int().min(0).max(3).default(1),
    /** A card played to the court can pay at once (RULES-NOTES.md, "Court"). */
    courtEntersReady: z.boolean().default(true),
    /**
     * "En Corte": "Jugar una tropa en batalla aumenta en 1 el renombre" sits in the court section;
     * `true` reads it as "en corte" (RULES-NOTES.md, "Court"). Default: as written, training only.
     */
    courtRenown: z.boolean().default(false),
    /** Whether the first player reinforces on turn 1. */
    firstTurnReinforce: z.boolean().default(true),
    /** After this many turns the game ends as when time is called (RULES-NOTES.md, "The game always ends"). */
    maxTurns: z.number().int().min(10).max(400).default(120),
    /** Turns played after the round's time is called, the current one excluded ("jugador activo + 3 turnos"). */
    turnsAfterTime: z.number().int().min(0).max(10).default(3),
    /** A game ended by time or the turn limit: a draw, or decided by morale then renown. */
    timeResult: z.enum(['draw', 'morale-then-renown']).default('draw'),
  })
  .strict();

export type EcgFormat = z.output<typeof ecgFormatSchema>;

export const STANDARD_FORMAT: EcgFormat = ecgFormatSchema.parse({});
