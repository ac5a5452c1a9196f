import { z } from 'zod';
import { EffectSchema, TriggerSchema, usesTarget } from './effects.js';
import {
  CardTypeSchema,
  CostSchema,
  KeywordSchema,
  LocalizedSchema,
  SlugSchema,
  StatsSchema,
  TargetSpecSchema,
} from './vocabulary.js';

/**
 * What play needs beyond a catalog entry (id, name, realm, deck, unique, legendary): all of it
 * optional, so catalogs made only for deck registration still import. A card whose data does not
 * say how it plays is not playable (`playTypeOf` returns null) and a match refuses decks with it.
 */

/** What an activated ability and a hero power print: an id, a name and their text. */
const PRINTED = { id: SlugSchema, name: LocalizedSchema, text: LocalizedSchema };

/** What an activated ability and a hero power do: 1 to 6 effects, on a target when they take one. */
const EFFECTS = { target: TargetSpecSchema.optional(), effects: z.array(EffectSchema).min(1).max(6) };

/** An activated ability: flipping the troop ("volteo", A.8.2, A.9.1) or a sudden ability (A.9.1 paso 2). */
export const ActivatedSchema = z
  .object({
    ...PRINTED,
    timing: z.enum(['flip', 'sudden']),
    cost: CostSchema.default({ mana: 0, gold: 0 }),
    ...EFFECTS,
  })
  .strict();
export type Activated = z.infer<typeof ActivatedSchema>;

/** A hero power, paid with power points (A.3). */
export const PowerSchema = z.object({ ...PRINTED, cost: z.number().int().min(1).max(10), ...EFFECTS }).strict();
export type Power = z.infer<typeof PowerSchema>;

/** A.4: weapons and armours lose durability in combat; accessories have none (A.4.1). */
export const ObjectDataSchema = z
  .object({
    kind: z.enum(['weapon', 'armor', 'accessory']),
    atk: z.number().int().min(0).max(10).default(0),
    life: z.number().int().min(0).max(10).default(0),
    speed: z.number().int().min(0).max(3).default(0),
    keywords: z.array(KeywordSchema).max(3).default([]),
    durability: z.number().int().min(1).max(10).optional(),
    /** Gold paid to attach it from the armory to a troop. */
    equipCost: z.number().int().min(0).max(10).default(1),
  })
  .strict()
  .refine((o) => (o.kind === 'accessory') === (o.durability === undefined), {
    message: 'weapons and armours have durability; accessories have none (A.4.1)',
  });
export type ObjectData = z.infer<typeof ObjectDataSchema>;

/** A place in the Construction Area: the resource icons it adds each turn (A.3, B.1). */
export const PlaceDataSchema = z
  .object({
    mana: z.number().int().min(0).max(3).default(0),
    gold: z.number().int().min(0).max(3).default(0),
  })
  .strict();

export const HeroDataSchema = z
  .object({
    /** Which resource step gives the hero its power point (A.3 paso 1 or paso 2). */
    resource: z.enum(['mana', 'gold']),
    powers: z.array(PowerSchema).min(1).max(4),
  })
  .strict();
export type HeroData = z.infer<typeof HeroDataSchema>;

export const PlayFieldsSchema = z
  .object({
    type: CardTypeSchema.optional(),
    subtypes: z.array(SlugSchema).max(4).optional(),
    level: z.number().int().min(0).max(10).optional(),
    cost: CostSchema.optional(),
    text: LocalizedSchema.optional(),
    artist: z.string().trim().min(1).optional(),
    stats: StatsSchema.optional(),
    keywords: z.array(KeywordSchema).max(6).optional(),
    triggers: z.array(TriggerSchema).max(4).optional(),
    abilities: z.array(ActivatedSchema).max(3).optional(),
    object: ObjectDataSchema.optional(),
    place: PlaceDataSchema.extend({ ability: ActivatedSchema.optional() }).strict().optional(),
    effects: z.array(EffectSchema).min(1).max(8).optional(),
    target: TargetSpecSchema.optional(),
    hero: HeroDataSchema.optional(),
  })
  .strict();
export type PlayFields = z.infer<typeof PlayFieldsSchema>;

/**
 * A card's type (A.2.2): the printed one, or the evident one when the card prints none — a card
 * with ATQ/VIDA/VEL is a troop, one with resource icons a place, and so on. Null: the catalog
 * entry does not say how the card plays.
 */
export function playTypeOf(
  card: PlayFields & { readonly deck: 'hero' | 'battle' | 'construction' },
): z.infer<typeof CardTypeSchema> | null {
  if (card.type !== undefined) return card.type;
  if (card.deck === 'hero') return card.hero === undefined ? null : 'hero';
  if (card.stats !== undefined) return 'troop';
  if (card.object !== undefined) return 'object';
  if (card.place !== undefined) return 'place';
  if (card.effects !== undefined) return 'spell';
  return null;
}

/** Why a card's play data is incomplete for its type, or null when it can be played. */
export function playProblem(card: PlayFields & { readonly deck: 'hero' | 'battle' | 'construction' }): string | null {
  const type = playTypeOf(card);
  if (type === null) return 'no play data';
  if (card.cost === undefined && type !== 'hero') return 'no cost';
  switch (type) {
    case 'troop':
      return card.stats === undefined ? 'a troop needs stats' : null;
    case 'object':
      return card.object === undefined ? 'an object needs object data' : null;
    case 'place':
      return card.place === undefined ? 'a place needs resource icons' : null;
    case 'hero':
      return card.hero === undefined ? 'a hero needs powers' : null;
    case 'spell':
    case 'sudden':
    case 'shout':
      if (card.effects === undefined) return 'a spell needs effects';
      return usesTarget(card.effects) && card.target === undefined ? 'effects aimed at a target need a target' : null;
  }
}
