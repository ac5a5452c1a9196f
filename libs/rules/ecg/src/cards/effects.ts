import { z } from 'zod';
import { AbilityZoneSchema, LineSchema, LocalizedSchema } from './vocabulary.js';

/**
 * The effect vocabulary every ECG card is written in: a closed union on `op`, interpreted by the
 * engine (no per-card code). A card's effects are its text split at ";" and resolve in order; the
 * first that cannot be done stops the rest (004_e0e2bf9ed9dd62bf.txt, "Habilidades"). What stands
 * before ":" is the cost, paid in full before anything resolves.
 */

/** Which troops an effect touches. Group selectors only count troops under the player's control. */
export const SelectorSchema = z.enum([
  'target', // the troop chosen when the card or ability was played
  'self', // the troop using the ability (troop abilities, on-train and on-win effects)
  'itemTarget', // reactions: the troop the answered card, ability or maneuver aims at
  'ownTroops',
  'rivalTroops',
  'ownInfantry',
  'ownSupport',
  'rivalInfantry',
  'rivalSupport',
]);
export type Selector = z.infer<typeof SelectorSchema>;

/** Which player a player-level effect touches: the one who played it, or the rival. */
export const WhoSchema = z.enum(['self', 'rival']);
export type Who = z.infer<typeof WhoSchema>;

/** The troops a card or ability may be aimed at (troops in battle with strength above 0). */
export const TargetPoolSchema = z.enum(['rivalTroop', 'ownTroop', 'anyTroop']);
export type TargetPool = z.infer<typeof TargetPoolSchema>;

const amount = (min: number, max: number) => z.number().int().min(min).max(max);

export type Effect =
  /** Wounds ("Fuerza y Heridas"): each lowers strength by 1; a rival troop's wounds cost its hero morale ("Dañando la Moral"). */
  | { readonly op: 'wound'; readonly amount: number; readonly to: Selector }
  /** Recover wounds: the owner regains as much morale, up to the hero's ("Recuperando Moral"). */
  | { readonly op: 'heal'; readonly amount: number; readonly to: Selector }
  /** +strength until the end of the turn. */
  | { readonly op: 'boost'; readonly amount: number; readonly to: Selector }
  /** Add preparation turns ("Recuperación"). */
  | { readonly op: 'prepare'; readonly amount: number; readonly to: Selector }
  /** Remove all preparation. */
  | { readonly op: 'ready'; readonly to: Selector }
  /** Destroy a troop (optionally only one of at most `maxStrength`). */
  | { readonly op: 'destroy'; readonly to: Selector; readonly maxStrength?: number }
  /** The player draws (ignored without a deck, "Fin de Mazo"). */
  | { readonly op: 'draw'; readonly amount: number }
  /** The rival discards cards from hand at random. */
  | { readonly op: 'discardRandom'; readonly amount: number }
  | { readonly op: 'renown'; readonly amount: number; readonly who: Who }
  | { readonly op: 'morale'; readonly amount: number; readonly who: Who }
  | { readonly op: 'madness'; readonly amount: number; readonly who: Who }
  /** Move used resources back to ready. */
  | { readonly op: 'readyResources'; readonly amount: number }
  /** Reactions: the answered card, ability or maneuver has no effect. */
  | { readonly op: 'cancel' };

export const EffectSchema: z.ZodType<Effect> = z.discriminatedUnion('op', [
  z.object({ op: z.literal('wound'), amount: amount(1, 10), to: SelectorSchema }).strict(),
  z.object({ op: z.literal('heal'), amount: amount(1, 10), to: SelectorSchema }).strict(),
  z.object({ op: z.literal('boost'), amount: amount(1, 10), to: SelectorSchema }).strict(),
  z.object({ op: z.literal('prepare'), amount: amount(1, 3), to: SelectorSchema }).strict(),
  z.object({ op: z.literal('ready'), to: SelectorSchema }).strict(),
  z.object({ op: z.literal('destroy'), to: SelectorSchema, maxStrength: amount(0, 10).optional() }).strict(),
  z.object({ op: z.literal('draw'), amount: amount(1, 3) }).strict(),
  z.object({ op: z.literal('discardRandom'), amount: amount(1, 3) }).strict(),
  z.object({ op: z.literal('renown'), amount: amount(-5, 5), who: WhoSchema }).strict(),
  z.object({ op: z.literal('morale'), amount: amount(-10, 10), who: WhoSchema }).strict(),
  z.object({ op: z.literal('madness'), amount: amount(-6, 6), who: WhoSchema }).strict(),
  z.object({ op: z.literal('readyResources'), amount: amount(1, 3) }).strict(),
  z.object({ op: z.literal('cancel') }).strict(),
]);

/**
 * A cost: everything before ":" ("Se considera coste de la carta no sólo los recursos, si no
 * también todo lo que vaya antes de los dos puntos"). Paid in full or not at all.
 */
export const CostSchema = z
  .object({
    /** Resources of the card's realm (mercenaries: any; cards without a realm: the hero's). */
    pay: amount(0, 10).default(0),
    /** Own renown to lose ("No puedes llevar tu renombre a negativo"). */
    renown: amount(0, 10).default(0),
    /** Own morale to lose (never the last point: a cost cannot leave the hero at 0). */
    morale: amount(0, 10).default(0),
    /** Madness to gain. */
    madness: amount(0, 6).default(0),
    /** Wounds the troop using the ability takes. */
    woundSelf: amount(0, 3).default(0),
  })
  .strict();
export type Cost = z.output<typeof CostSchema>;
export const NO_COST: Cost = { pay: 0, renown: 0, morale: 0, madness: 0, woundSelf: 0 };

/** A continuous effect of a hero, a general in the hero zone or a legacy. */
export const PassiveSchema = z
  .object({
    op: z.literal('troopStrength'),
    amount: amount(1, 3),
    /** Only troops in this line. */
    line: LineSchema.optional(),
  })
  .strict();
export type Passive = z.output<typeof PassiveSchema>;

/** An ability ("Habilidades"): cost, then effects; `x1` is "[x1]", once per turn across copies. */
export const AbilitySchema = z
  .object({
    zone: AbilityZoneSchema,
    text: LocalizedSchema,
    x1: z.boolean().default(false),
    cost: CostSchema.default(NO_COST),
    target: TargetPoolSchema.optional(),
    effects: z.array(EffectSchema).min(1).max(6),
  })
  .strict()
  // Without [x1] an ability is used as often as it is paid for: it must cost resources, so a turn always ends.
  .refine((a) => a.x1 || a.cost.pay > 0, { message: 'an ability without [x1] must cost resources', path: ['cost'] });
export type Ability = z.output<typeof AbilitySchema>;

/** Whether some effect reads `selector`. */
export const usesSelector = (effects: readonly Effect[], selector: Selector): boolean =>
  effects.some((e) => 'to' in e && e.to === selector);
