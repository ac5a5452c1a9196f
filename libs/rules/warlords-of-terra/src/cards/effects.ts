import { z } from 'zod';
import {
  FieldObjectSchema,
  KeywordSchema,
  PlayerSelectorSchema,
  SelectorSchema,
  TokenSchema,
  type FieldObject,
  type Keyword,
  type PlayerSelector,
  type Selector,
  type Token,
} from './vocabulary.js';

/**
 * The effect vocabulary every spell, shout, ability, trigger and hero power is written in: a
 * closed union on `op`, interpreted by the engine (engine/effects.ts), no per-card code. Effects
 * of one item apply in order.
 */

export type Duration = 'turn' | 'permanent';

export type Effect =
  /** Damage to troops (mechanical durability: 1 per instance, A.4.3), field objects (1) or players (life). */
  | { readonly op: 'damage'; readonly amount: number; readonly to: Selector }
  /** Troops lose that much damage; players gain life with no cap (A.1). */
  | { readonly op: 'heal'; readonly amount: number; readonly to: Selector }
  /** A troop, place or object is destroyed (A.5: tokens vanish, never to the discard pile). */
  | { readonly op: 'destroy'; readonly to: Selector }
  | {
      readonly op: 'modify';
      readonly atk?: number;
      readonly life?: number;
      readonly speed?: number;
      readonly until: Duration;
      readonly to: Selector;
    }
  | { readonly op: 'grant'; readonly keyword: Keyword; readonly until: Duration; readonly to: Selector }
  /** Deactivates troops ("voltear": no threat area, no movement) or readies them. */
  | { readonly op: 'flip'; readonly to: Selector }
  | { readonly op: 'ready'; readonly to: Selector }
  /** From the battle deck; an effect draw from an empty deck draws nothing (A.7.2). */
  | { readonly op: 'draw'; readonly amount: number; readonly who: PlayerSelector }
  /** Mana and gold, never above 10 (A.3). */
  | { readonly op: 'gain'; readonly mana: number; readonly gold: number; readonly who: PlayerSelector }
  /** Tokens enter the battlefield (A.5, A.6.1): on the controller's summoning line or in the chosen zone. */
  | { readonly op: 'token'; readonly token: Token; readonly at: 'ownLine' | 'targetZone' }
  | { readonly op: 'fieldObject'; readonly object: FieldObject }
  /** The chosen own troop in combat returns to hand; the token takes its zone and its place in the combat (A.9.3.4). */
  | { readonly op: 'replace'; readonly token: Token }
  /** The chosen own troop is sacrificed ("inmolada"); a token, if any, takes its zone (A.9.3.4, Portal de Reemplazo). */
  | { readonly op: 'sacrifice'; readonly token?: Token }
  | { readonly op: 'bounce'; readonly to: Selector }
  /** The chosen troop card of the discard pile enters the controller's summoning line, not summoned (A.6.2). */
  | { readonly op: 'resurrect' }
  /** The chosen spell on the stack does not resolve (A.2.3: sudden spells are spells; A.2.4: shouts are not). */
  | { readonly op: 'counter' };

export type EffectOp = Effect['op'];

const amount = z.number().int().min(1).max(20);
const duration = z.enum(['turn', 'permanent']);
const bonus = z.number().int().min(-10).max(10);

export const EffectSchema: z.ZodType<Effect> = z.discriminatedUnion('op', [
  z.object({ op: z.literal('damage'), amount, to: SelectorSchema }).strict(),
  z.object({ op: z.literal('heal'), amount, to: SelectorSchema }).strict(),
  z.object({ op: z.literal('destroy'), to: SelectorSchema }).strict(),
  z
    .object({
      op: z.literal('modify'),
      atk: bonus.optional(),
      life: bonus.optional(),
      speed: bonus.optional(),
      until: duration,
      to: SelectorSchema,
    })
    .strict(),
  z.object({ op: z.literal('grant'), keyword: KeywordSchema, until: duration, to: SelectorSchema }).strict(),
  z.object({ op: z.literal('flip'), to: SelectorSchema }).strict(),
  z.object({ op: z.literal('ready'), to: SelectorSchema }).strict(),
  z.object({ op: z.literal('draw'), amount, who: PlayerSelectorSchema }).strict(),
  z
    .object({
      op: z.literal('gain'),
      mana: z.number().int().min(0).max(10).default(0),
      gold: z.number().int().min(0).max(10).default(0),
      who: PlayerSelectorSchema,
    })
    .strict(),
  z.object({ op: z.literal('token'), token: TokenSchema, at: z.enum(['ownLine', 'targetZone']) }).strict(),
  z.object({ op: z.literal('fieldObject'), object: FieldObjectSchema }).strict(),
  z.object({ op: z.literal('replace'), token: TokenSchema }).strict(),
  z.object({ op: z.literal('sacrifice'), token: TokenSchema.optional() }).strict(),
  z.object({ op: z.literal('bounce'), to: SelectorSchema }).strict(),
  z.object({ op: z.literal('resurrect') }).strict(),
  z.object({ op: z.literal('counter') }).strict(),
]);

/** When a troop's triggered ability fires (A.6, A.9.1 paso 1, A.9.3.1). */
export const TRIGGERS = ['enter', 'summoned', 'wouldFight', 'strike', 'struck'] as const;
export const TriggerSchema = z
  .object({
    on: z.enum(TRIGGERS),
    effects: z.array(EffectSchema).min(1).max(6),
  })
  .strict();
export type Trigger = z.infer<typeof TriggerSchema>;
export type TriggerOn = Trigger['on'];

/** Selectors that need a chosen target. */
export function usesTarget(effects: readonly Effect[]): boolean {
  return effects.some(
    (e) =>
      ('to' in e && (e.to === 'target' || e.to === 'targetArea')) ||
      e.op === 'replace' ||
      e.op === 'sacrifice' ||
      e.op === 'resurrect' ||
      e.op === 'counter' ||
      e.op === 'fieldObject' ||
      (e.op === 'token' && e.at === 'targetZone'),
  );
}

export type { Selector, PlayerSelector };
