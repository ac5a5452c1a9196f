// SCHEMA-READY
import { z } from 'zod';
import { EffectSchema, PassiveEffectSchema } from './effects.js';
import { DieColorSchema, DieFaceSchema, LocalizedSchema, SlugSchema, TargetPoolSchema } from './vocabulary.js';

/**
 * Card data for Espadas de Ceniza (000_7cbcfc9bc47f1014.txt, "Selección de Facción, Héroes y
 * Mazo de Acción"): heroes, action cards (equipment included) and factions, validated by zod
 * and interpreted by the effect vocabulary in effects.ts. Additions stay backward compatible.
 */

/**
 * One die of a cost: it must be of `color` (any colour when `any`) and show `face`, or at
 * least `min` (000_7cbcfc9bc47f1014.txt, "Resolución de Acciones": dice "que se iguale en
 * número y color al coste").
 */
export const DieRequirementSchema = z
  .object({
    color: z.union([DieColorSchema, z.literal('any')]),
    face: DieFaceSchema.optional(),
    min: DieFaceSchema.optional(),
  })
  .refine((r) => r.face === undefined || r.min === undefined, { message: 'face and min are exclusive' });
export type DieRequirement = z.infer<typeof DieRequirementSchema>;

/** A cost: one requirement per die to spend. */
export const CostSchema = z.array(DieRequirementSchema).max(5);
export type Cost = z.infer<typeof CostSchema>;

/**
 * When an action may be played outside its player's activation (000_7cbcfc9bc47f1014.txt,
 * "Resolución de Acciones": Reacciones and cards with "una ventana concreta de uso"): in answer
 * to the item on top of the stack.
 */
export const WindowSchema = z.enum([
  'rivalAction', // any rival item (card, ability or trigger)
  'rivalCard', // a rival action card
  'rivalAttack', // a rival item that deals damage
  'rivalPhysicalAttack',
  'rivalMagicalAttack',
  'anyItem', // any item, own ones included
]);
export type Window = z.infer<typeof WindowSchema>;

/** An active ability of a hero or of equipment: an action paid with dice. */
export const ActiveAbilitySchema = z.object({
  id: SlugSchema,
  name: LocalizedSchema,
  text: LocalizedSchema,
  cost: CostSchema.min(1),
  target: TargetPoolSchema.optional(),
  effects: z.array(EffectSchema).min(1),
  /** At most this many uses per clash; unlimited when absent. */
  limitPerClash: z.number().int().min(1).max(5).optional(),
});
export type ActiveAbility = z.infer<typeof ActiveAbilitySchema>;

export const PassiveAbilitySchema = z.object({
  id: SlugSchema,
  name: LocalizedSchema,
  text: LocalizedSchema,
  effects: z.array(PassiveEffectSchema).min(1),
});
export type PassiveAbility = z.infer<typeof PassiveAbilitySchema>;

export const FactionSchema = z.object({
  id: SlugSchema,
  name: LocalizedSchema,
  text: LocalizedSchema.optional(),
});
export type Faction = z.infer<typeof FactionSchema>;

/** A hero card (000_7cbcfc9bc47f1014.txt, "Resolviendo Ataques": Fuerza, Agilidad, Voluntad, Armadura). */
export const HeroSchema = z.object({
  id: SlugSchema,
  kind: z.literal('hero'),
  name: LocalizedSchema,
  faction: SlugSchema,
  /** A class slug (`guerrero`, `mago`…); cards may be limited to classes. */
  class: SlugSchema,
  className: LocalizedSchema.optional(),
  strength: z.number().int().min(0).max(10),
  agility: z.number().int().min(0).max(10),
  will: z.number().int().min(0).max(10),
  armor: z.number().int().min(0).max(10),
  life: z.number().int().min(1).max(40),
  abilities: z.array(ActiveAbilitySchema).max(4),
  passives: z.array(PassiveAbilitySchema).max(3),
  flavor: LocalizedSchema.optional(),
});
export type Hero = z.infer<typeof HeroSchema>;

export const ACTION_KINDS = ['attack', 'spell', 'skill', 'reaction', 'equipment'] as const;
export const ActionKindSchema = z.enum(ACTION_KINDS);
export type ActionKind = z.infer<typeof ActionKindSchema>;

/** What an equipment card gives the hero that carries it. */
export const EquipmentSchema = z.object({
  passives: z.array(PassiveEffectSchema).max(4),
  ability: ActiveAbilitySchema.optional(),
});
export type Equipment = z.infer<typeof EquipmentSchema>;

export const ActionCardSchema = z
  .object({
    id: SlugSchema,
    kind: ActionKindSchema,
    name: LocalizedSchema,
    text: LocalizedSchema,
    faction: SlugSchema,
    cost: CostSchema,
    /** Playable outside the player's activation, in answer to the top of the stack. Required for reactions. */
    window: WindowSchema.optional(),
    /** Only a hero of one of these classes may play it. */
    classes: z.array(SlugSchema).min(1).optional(),
    target: TargetPoolSchema.optional(),
    effects: z.array(EffectSchema).min(1),
    equipment: EquipmentSchema.optional(),
    flavor: LocalizedSchema.optional(),
  })
  .refine((c) => c.kind !== 'reaction' || c.window !== undefined, {
    message: 'a reaction needs a window',
    path: ['window'],
  })
  .refine((c) => (c.kind === 'equipment') === (c.equipment !== undefined), {
    message: 'equipment cards, and only they, carry `equipment`',
    path: ['equipment'],
  })
  .refine((c) => !usesSelector(c.effects, 'target') || c.target !== undefined, {
    message: 'effects aimed at `target` need a target pool',
    path: ['target'],
  });
export type ActionCard = z.infer<typeof ActionCardSchema>;

export const CardSetSchema = z.object({
  factions: z.array(FactionSchema),
  heroes: z.array(HeroSchema),
  actions: z.array(ActionCardSchema),
});
export type CardSet = z.infer<typeof CardSetSchema>;

function usesSelector(effects: readonly z.infer<typeof EffectSchema>[], selector: string): boolean {
  return effects.some((e) => {
    if ('to' in e && e.to === selector) return true;
    if (e.op === 'if') return usesSelector(e.then, selector) || usesSelector(e.else ?? [], selector);
    return false;
  });
}

export * from './vocabulary.js';
export * from './effects.js';
