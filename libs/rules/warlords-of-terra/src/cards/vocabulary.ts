import { z } from 'zod';

/**
 * The words cards are written in (002_a36596f8eaed8fcc.txt names them; RULES-NOTES.md, "The base
 * game", says what each does here). Closed lists: the engine interprets every one of them.
 */

export const LocalizedSchema = z.object({ es: z.string().trim().min(1), en: z.string().trim().min(1) }).strict();
export const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by hyphens');

/** Card types (A.2): a sudden spell is its own type but counts as a spell (A.2.3); a shout never does (A.2.4). */
export const CARD_TYPES = ['troop', 'place', 'object', 'spell', 'sudden', 'shout', 'hero'] as const;
export const CardTypeSchema = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardTypeSchema>;

/**
 * Abilities named by a word: Volar (ignores threat areas of troops that do not fly, A.9.3/A.9.4),
 * Distancia (ranged combat, A.9.1 b, A.8.3), Golpe Rápido / Soberbia (strike first / last,
 * A.9.3.3), Arrasar (A.10.1), Golpe en Área (A.10.3), Inmunidad contra Hechizos (A.2.3),
 * Defensor (never declares an attack; RULES-NOTES.md).
 */
export const KEYWORDS = [
  'volar',
  'distancia',
  'golpe-rapido',
  'soberbia',
  'arrasar',
  'golpe-en-area',
  'inmunidad-hechizos',
  'defensor',
] as const;
export const KeywordSchema = z.enum(KEYWORDS);
export type Keyword = z.infer<typeof KeywordSchema>;

export const KEYWORD_NAMES: Readonly<Record<Keyword, { es: string; en: string }>> = {
  volar: { es: 'Volar', en: 'Flying' },
  distancia: { es: 'Distancia', en: 'Ranged' },
  'golpe-rapido': { es: 'Golpe Rápido', en: 'Quick Strike' },
  soberbia: { es: 'Soberbia', en: 'Arrogance' },
  arrasar: { es: 'Arrasar', en: 'Trample' },
  'golpe-en-area': { es: 'Golpe en Área', en: 'Area Strike' },
  'inmunidad-hechizos': { es: 'Inmunidad contra Hechizos', en: 'Spell Immunity' },
  defensor: { es: 'Defensor', en: 'Defender' },
};

/** Mana and gold (A.3). */
export const CostSchema = z
  .object({
    mana: z.number().int().min(0).max(15).default(0),
    gold: z.number().int().min(0).max(15).default(0),
  })
  .strict();
export type Cost = z.infer<typeof CostSchema>;

/**
 * ATQ / VIDA / VEL ("un Ángel 4/4/0", A.5). A troop has life or, instead, mechanical durability
 * (A.4.3: every hit does exactly one damage). Escudo Ígneo N (A.10.2) is a number.
 */
export const StatsSchema = z
  .object({
    atk: z.number().int().min(0).max(20),
    life: z.number().int().min(1).max(30).optional(),
    durability: z.number().int().min(1).max(10).optional(),
    speed: z.number().int().min(0).max(6),
    escudoIgneo: z.number().int().min(1).max(5).optional(),
  })
  .strict()
  .refine((s) => (s.life === undefined) !== (s.durability === undefined), {
    message: 'a troop has life or mechanical durability, not both',
  });
export type Stats = z.infer<typeof StatsSchema>;

/** What an effect may be aimed at when a card, ability or power is played (chosen by its player). */
export const TARGET_KINDS = ['troop', 'player', 'place', 'object', 'zone', 'stackSpell', 'discardTroop'] as const;
export const TargetSpecSchema = z
  .object({
    kind: z.enum(TARGET_KINDS),
    side: z.enum(['own', 'enemy', 'any']).default('any'),
    /** Troops of this level or lower (A.5: tokens are level 0). */
    maxLevel: z.number().int().min(0).max(10).optional(),
    /** Troops fighting in the current combat. */
    inCombat: z.boolean().optional(),
    /** Zones without a field object (A.4.3: one field object per zone). */
    free: z.boolean().optional(),
    /**
     * B.1 (Demoler): a place with gold icons only if its controller has more gold icons in their
     * places than the caster has in theirs.
     */
    goldIconRule: z.boolean().optional(),
  })
  .strict();
export type TargetSpec = z.infer<typeof TargetSpecSchema>;

/**
 * Who an effect applies to. `target`: what was chosen; `self`: the source troop; `controller` /
 * `rival`: players; `struck` / `striker`: the other troop of a strike trigger (A.9.3.1);
 * `combatEnemies`: enemy troops of the current combat (A.9.1 paso 1 triggers); `targetArea`:
 * every troop and field object in the chosen zone and its neighbours (A.4.3: zone effects reach
 * field objects, troop effects never do).
 */
export const SELECTORS = [
  'target',
  'self',
  'controller',
  'rival',
  'struck',
  'striker',
  'combatEnemies',
  'enemyTroops',
  'ownTroops',
  'allTroops',
  'targetArea',
] as const;
export const SelectorSchema = z.enum(SELECTORS);
export type Selector = z.infer<typeof SelectorSchema>;

export const PlayerSelectorSchema = z.enum(['controller', 'rival']);
export type PlayerSelector = z.infer<typeof PlayerSelectorSchema>;

/** A token (A.5): a virtual card of level 0 unless it says otherwise; never in the discard pile. */
export const TokenSchema = z
  .object({
    id: SlugSchema,
    name: LocalizedSchema,
    subtypes: z.array(SlugSchema).max(4).default([]),
    stats: StatsSchema,
    keywords: z.array(KeywordSchema).max(6).default([]),
    level: z.number().int().min(0).max(10).default(0),
  })
  .strict();
export type Token = z.infer<typeof TokenSchema>;

/** A field object (A.4.3): in a zone, no troop space, mechanical durability; an aura for the troop on it. */
export const FieldObjectSchema = z
  .object({
    id: SlugSchema,
    name: LocalizedSchema,
    durability: z.number().int().min(1).max(10),
    /** Bonus for its controller's troop standing in its zone. */
    aura: z
      .object({ atk: z.number().int().min(0).max(5).default(0), life: z.number().int().min(0).max(5).default(0) })
      .strict()
      .default({ atk: 0, life: 0 }),
    level: z.number().int().min(0).max(10).default(0),
  })
  .strict();
export type FieldObject = z.infer<typeof FieldObjectSchema>;
