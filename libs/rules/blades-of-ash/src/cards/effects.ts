import { z } from 'zod';
import {
  CounterSchema,
  DamageKindSchema,
  DieColorSchema,
  DieFaceSchema,
  SelectorSchema,
  StatSchema,
  type Counter,
  type DamageKind,
  type DieColor,
  type Selector,
  type Stat,
} from './vocabulary.js';

/**
 * The effect vocabulary every card, ability and passive is written in: a closed union on
 * `op`, interpreted by the engine (no per-card code). Effects of one item resolve in order,
 * all of them, before anything else happens (000_7cbcfc9bc47f1014.txt, "Resolución de Acciones").
 */

/** Events a triggered action can wait for (000_7cbcfc9bc47f1014.txt, "Resolución de Acciones": Acciones Disparadas). */
export const TriggerEventSchema = z.enum([
  'clashStart', // after counter cleanup, before the first activation, for each active hero
  'clashEnd', // when the clash's actions are over, for each active hero
  'damageTaken', // the host lost life to damage (eventSource: the damaging hero)
  'damageDealt', // the host dealt damage (eventSource: the damaged hero)
  'healed', // the host recovered life
  'rivalCardPlayed', // the host is active and the rival player played a card
  'allyCardPlayed', // the host is active and its own player played a card
  'rivalKnockedOut', // the host's paired rival was knocked out
]);
export type TriggerEvent = z.infer<typeof TriggerEventSchema>;

export type Condition =
  | { readonly check: 'targetHasCounter'; readonly counter: Counter }
  | { readonly check: 'selfHasCounter'; readonly counter: Counter }
  | { readonly check: 'targetLifeAtMost'; readonly amount: number }
  | { readonly check: 'selfLifeAtMost'; readonly amount: number }
  | { readonly check: 'hasInitiative' }
  | { readonly check: 'spentDiceAtLeast'; readonly amount: number }
  | { readonly check: 'handAtMost'; readonly amount: number };

export const ConditionSchema: z.ZodType<Condition> = z.discriminatedUnion('check', [
  z.object({ check: z.literal('targetHasCounter'), counter: CounterSchema }),
  z.object({ check: z.literal('selfHasCounter'), counter: CounterSchema }),
  z.object({ check: z.literal('targetLifeAtMost'), amount: z.number().int().min(0) }),
  z.object({ check: z.literal('selfLifeAtMost'), amount: z.number().int().min(0) }),
  z.object({ check: z.literal('hasInitiative') }),
  z.object({ check: z.literal('spentDiceAtLeast'), amount: z.number().int().min(0) }),
  z.object({ check: z.literal('handAtMost'), amount: z.number().int().min(0) }),
]);

/** Who a player-level effect (draw, dice) applies to: the acting player or the rival. */
export const PlayerSelectorSchema = z.enum(['self', 'rival']);
export type PlayerSelector = z.infer<typeof PlayerSelectorSchema>;

export type Effect =
  /** Attack: base + stat of the performer, then minus Armor (physical) or Will (magical). */
  | {
      readonly op: 'damage';
      readonly kind: DamageKind;
      readonly base: number;
      readonly plus?: Stat;
      readonly to: Selector;
      readonly unreducible?: boolean;
    }
  /** Life loss that is not an attack: no Armor or Will. */
  | { readonly op: 'loseLife'; readonly amount: number; readonly to: Selector }
  | { readonly op: 'heal'; readonly amount: number; readonly to: Selector }
  | { readonly op: 'addCounter'; readonly counter: Counter; readonly amount: number; readonly to: Selector }
  | {
      readonly op: 'removeCounter';
      readonly counter: Counter | 'allBanes' | 'allBoons';
      readonly amount: number;
      readonly to: Selector;
    }
  /** Until the end of the clash, or for the rest of the skirmish. */
  | {
      readonly op: 'modifyStat';
      readonly stat: Stat;
      readonly amount: number;
      readonly duration: 'clash' | 'skirmish';
      readonly to: Selector;
    }
  | { readonly op: 'draw'; readonly amount: number; readonly who: PlayerSelector }
  /** The player discards that many cards at random from hand. */
  | { readonly op: 'discardRandom'; readonly amount: number; readonly who: PlayerSelector }
  /** Rerolls the player's `count` lowest prepared dice. */
  | { readonly op: 'rerollDice'; readonly count: number; readonly who: PlayerSelector }
  /** Turns the player's lowest prepared die (of `color`, if given) to `face`. */
  | { readonly op: 'setDieFace'; readonly face: number; readonly color?: DieColor; readonly who: PlayerSelector }
  /** A new prepared die; rolled unless `face` is given. */
  | { readonly op: 'gainDie'; readonly color: DieColor; readonly face?: number }
  /** The player's highest prepared dice become spent without paying anything. */
  | { readonly op: 'spendDice'; readonly count: number; readonly who: PlayerSelector }
  /** Attaches this card's `equipment` to a hero. */
  | { readonly op: 'equip'; readonly to: Selector }
  /** The item this one answers (the one beneath it on the stack) is removed without resolving. */
  | { readonly op: 'cancel' }
  /** Until the end of the clash, `to` carries a triggered action (at most `limitPerClash` times, when the card says so). */
  | {
      readonly op: 'trigger';
      readonly on: TriggerEvent;
      readonly effects: readonly Effect[];
      readonly to: Selector;
      readonly limitPerClash?: number;
    }
  | {
      readonly op: 'if';
      readonly condition: Condition;
      readonly then: readonly Effect[];
      readonly else?: readonly Effect[];
    };

const amount = z.number().int().min(1).max(20);

/** Effects on heroes: damage, life, counters, stats and equipment. */
const heroEffectSchemas = [
  z.object({
    op: z.literal('damage'),
    kind: DamageKindSchema,
    base: z.number().int().min(0).max(20),
    plus: StatSchema.optional(),
    to: SelectorSchema,
    unreducible: z.boolean().optional(),
  }),
  z.object({ op: z.literal('loseLife'), amount, to: SelectorSchema }),
  z.object({ op: z.literal('heal'), amount, to: SelectorSchema }),
  z.object({ op: z.literal('addCounter'), counter: CounterSchema, amount, to: SelectorSchema }),
  z.object({
    op: z.literal('removeCounter'),
    counter: z.union([CounterSchema, z.enum(['allBanes', 'allBoons'])]),
    amount,
    to: SelectorSchema,
  }),
  z.object({
    op: z.literal('modifyStat'),
    stat: StatSchema,
    amount: z.number().int().min(-10).max(10),
    duration: z.enum(['clash', 'skirmish']),
    to: SelectorSchema,
  }),
  z.object({ op: z.literal('equip'), to: SelectorSchema }),
] as const;

/** Effects on a player's hand and dice ("Preparar Dados de Acción"). */
const handAndDiceEffectSchemas = [
  z.object({ op: z.literal('draw'), amount, who: PlayerSelectorSchema }),
  z.object({ op: z.literal('discardRandom'), amount, who: PlayerSelectorSchema }),
  z.object({ op: z.literal('rerollDice'), count: amount, who: PlayerSelectorSchema }),
  z.object({
    op: z.literal('setDieFace'),
    face: DieFaceSchema,
    color: DieColorSchema.optional(),
    who: PlayerSelectorSchema,
  }),
  z.object({ op: z.literal('gainDie'), color: DieColorSchema, face: DieFaceSchema.optional() }),
  z.object({ op: z.literal('spendDice'), count: amount, who: PlayerSelectorSchema }),
] as const;

export const EffectSchema: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion('op', [
    ...heroEffectSchemas,
    ...handAndDiceEffectSchemas,
    // Effects over other effects: cancel one on the stack, hold some for a trigger, choose some by a condition.
    z.object({ op: z.literal('cancel') }),
    z.object({
      op: z.literal('trigger'),
      on: TriggerEventSchema,
      effects: z.array(EffectSchema).min(1),
      to: SelectorSchema,
      limitPerClash: z.number().int().min(1).max(5).optional(),
    }),
    z.object({
      op: z.literal('if'),
      condition: ConditionSchema,
      then: z.array(EffectSchema).min(1),
      else: z.array(EffectSchema).optional(),
    }),
  ]),
);

/** A triggered action on a hero or a piece of equipment: goes on the stack by itself. */
export const TriggeredSchema = z.object({
  on: TriggerEventSchema,
  effects: z.array(EffectSchema).min(1),
  /**
   * At most this many times per clash, when the card's text says so ("una vez por Choque");
   * absent, it fires every time its event happens (RULES-NOTES.md, "Triggered actions").
   */
  limitPerClash: z.number().int().min(1).max(5).optional(),
});
export type Triggered = z.infer<typeof TriggeredSchema>;

/** A lasting, non-stack effect of a passive ability or equipment. */
export const PassiveEffectSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('statBonus'), stat: StatSchema, amount: z.number().int().min(-5).max(5) }),
  /** Extra rerolls in "Preparar Dados de Acción". */
  z.object({ op: z.literal('extraReroll'), amount: z.number().int().min(1).max(3) }),
  /** An extra die in the Reserva de Dados de Acción while this hero is active. */
  z.object({ op: z.literal('extraDie'), color: DieColorSchema }),
  z.object({ op: z.literal('initiativeBonus'), amount: z.number().int().min(-5).max(5) }),
  z.object({ op: z.literal('triggered'), ...TriggeredSchema.shape }),
]);
export type PassiveEffect = z.infer<typeof PassiveEffectSchema>;
