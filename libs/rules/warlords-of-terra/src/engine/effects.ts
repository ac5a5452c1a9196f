import type { Seat } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';
import type { Effect, Selector } from '../cards/effects.js';
import type { Token } from '../cards/vocabulary.js';
import { lineZones, neighbours } from './board.js';
import type { Emitter } from './emitter.js';
import type { LeaveReason } from './events.js';
import { RULES } from './options.js';
import { statsOf } from './stats.js';
import { inCombat, spellProof } from './targets.js';
import { other, type DeckKind, type TargetRef, type TroopState, type WotState } from './state.js';
import { troopAt, troopByUid } from './update.js';

/**
 * The interpreter of the effect vocabulary (cards/effects.ts). Effects apply in order; one whose
 * subject is gone does nothing. Spells never touch a troop with Inmunidad contra Hechizos (A.2.3).
 */

export interface EffectContext {
  readonly seat: Seat;
  /** The troop the ability or trigger belongs to (`self`). */
  readonly source: number | null;
  readonly target: TargetRef | null;
  /** The effect comes from a spell or sudden spell (A.2.3); shouts are not spells (A.2.4). */
  readonly bySpell: boolean;
  readonly struck?: number;
  readonly striker?: number;
}

export function applyEffects(em: Emitter, effects: readonly Effect[], ctx: EffectContext): void {
  for (const effect of effects) {
    if (em.state.phase === 'over' || em.state.phase === 'sideboard') return;
    applyEffect(em, effect, ctx);
  }
}

const troopRefs = (troops: readonly TroopState[]): TargetRef[] => troops.map((t) => ({ kind: 'troop', uid: t.uid }));

/** What a selector reaches now. */
export function affected(state: WotState, ctx: EffectContext, selector: Selector): TargetRef[] {
  const visible = (troops: readonly TroopState[]) => troops.filter((t) => !spellProof(state, t, ctx.bySpell));
  const troop = (uid: number | null | undefined) =>
    visible(uid == null ? [] : state.troops.filter((t) => t.uid === uid));
  switch (selector) {
    case 'target':
      if (ctx.target?.kind === 'troop') return troopRefs(troop(ctx.target.uid));
      return ctx.target === null ? [] : [ctx.target];
    case 'self':
      return troopRefs(troop(ctx.source));
    case 'controller':
      return [{ kind: 'player', seat: ctx.seat }];
    case 'rival':
      return [{ kind: 'player', seat: other(ctx.seat) }];
    case 'struck':
      return troopRefs(troop(ctx.struck));
    case 'striker':
      return troopRefs(troop(ctx.striker));
    case 'combatEnemies':
      return troopRefs(visible(state.troops.filter((t) => t.seat !== ctx.seat && inCombat(state, t))));
    case 'enemyTroops':
      return troopRefs(visible(state.troops.filter((t) => t.seat !== ctx.seat)));
    case 'ownTroops':
      return troopRefs(visible(state.troops.filter((t) => t.seat === ctx.seat)));
    case 'allTroops':
      return troopRefs(visible(state.troops));
    case 'targetArea': {
      if (ctx.target?.kind !== 'zone') return [];
      const zones = [ctx.target.zone, ...neighbours(ctx.target.zone)];
      return [
        ...troopRefs(visible(state.troops.filter((t) => zones.includes(t.zone)))),
        ...state.fieldObjects
          .filter((f) => zones.includes(f.zone))
          .map((f): TargetRef => ({ kind: 'object', uid: f.uid })),
      ];
    }
  }
}

function applyEffect(em: Emitter, effect: Effect, ctx: EffectContext): void {
  switch (effect.op) {
    case 'damage':
    case 'heal':
    case 'destroy':
    case 'modify':
    case 'grant':
    case 'flip':
    case 'ready':
    case 'bounce':
      for (const ref of affected(em.state, ctx, effect.to)) applyToTarget(em, effect, ref);
      return;
    case 'draw':
      return drawCards(em, effect.who === 'controller' ? ctx.seat : other(ctx.seat), 'battle', effect.amount, true);
    case 'gain':
      return gainResources(em, effect.who === 'controller' ? ctx.seat : other(ctx.seat), effect.mana, effect.gold);
    case 'token':
      return placeToken(em, ctx, effect.token, effect.at);
    case 'fieldObject':
      return placeFieldObject(em, ctx, effect);
    case 'replace':
    case 'sacrifice':
      return replaceTroop(em, ctx, effect.op, effect.token);
    case 'resurrect':
      return resurrect(em, ctx);
    case 'counter':
      return counterItem(em, ctx);
    default:
      return assertNever(effect, 'effect');
  }
}

type PerTargetEffect = Extract<
  Effect,
  { op: 'damage' | 'heal' | 'destroy' | 'modify' | 'grant' | 'flip' | 'ready' | 'bounce' }
>;

/** One effect on each thing its selector picks (the picks are taken before any of them applies). */
function applyToTarget(em: Emitter, effect: PerTargetEffect, ref: TargetRef): void {
  switch (effect.op) {
    case 'damage':
      return damage(em, ref, effect.amount, false);
    case 'heal':
      return heal(em, ref, effect.amount);
    case 'destroy':
      return destroy(em, ref);
    case 'modify':
      if (ref.kind === 'troop')
        em.emit('TroopModified', {
          uid: ref.uid,
          atk: effect.atk ?? 0,
          life: effect.life ?? 0,
          speed: effect.speed ?? 0,
          until: effect.until,
        });
      return;
    case 'grant':
      if (ref.kind === 'troop')
        em.emit('KeywordGranted', { uid: ref.uid, keyword: effect.keyword, until: effect.until });
      return;
    case 'flip':
    case 'ready': {
      const troop = ref.kind === 'troop' ? troopByUid(em.state, ref.uid) : undefined;
      if (troop !== undefined && troop.flipped !== (effect.op === 'flip'))
        em.emit('TroopFlipped', { uid: troop.uid, flipped: effect.op === 'flip' });
      return;
    }
    case 'bounce': {
      const t = ref.kind === 'troop' ? troopByUid(em.state, ref.uid) : undefined;
      if (t) leave(em, t, 'bounce', 'hand');
      return;
    }
    default:
      return assertNever(effect, 'effect');
  }
}

/** A field object on the targeted zone, unless one already stands there. */
function placeFieldObject(em: Emitter, ctx: EffectContext, effect: Extract<Effect, { op: 'fieldObject' }>): void {
  const target = ctx.target;
  if (target?.kind === 'zone' && !em.state.fieldObjects.some((f) => f.zone === target.zone)) {
    em.emit('FieldObjectPlaced', { seat: ctx.seat, uid: em.state.nextUid, zone: target.zone, object: effect.object });
  }
}

/** A counter cancels the targeted stack item if it is still on the stack. */
function counterItem(em: Emitter, ctx: EffectContext): void {
  const target = ctx.target;
  if (target?.kind === 'item' && em.state.stack?.items.some((i) => i.id === target.id))
    em.emit('ItemResolved', { id: target.id, countered: true, fizzled: false });
}

/** Damage: mechanical durability and field objects take exactly one per hit (A.4.3). */
export function damage(em: Emitter, ref: TargetRef, amount: number, combat: boolean): void {
  if (ref.kind === 'troop') {
    const troop = troopByUid(em.state, ref.uid);
    if (troop === undefined) return;
    em.emit('TroopDamaged', { uid: troop.uid, amount: statsOf(em.state, troop).mechanical ? 1 : amount, combat });
  } else if (ref.kind === 'player') {
    em.emit('LifeChanged', { seat: ref.seat, amount: -amount, life: em.player(ref.seat).life - amount });
  } else if (ref.kind === 'object') {
    const field = em.state.fieldObjects.find((f) => f.uid === ref.uid);
    if (field === undefined) return;
    em.emit('FieldObjectDamaged', { uid: field.uid, amount: 1 });
    if (field.durability - 1 <= 0) em.emit('FieldObjectDestroyed', { uid: field.uid });
  }
}

function heal(em: Emitter, ref: TargetRef, amount: number): void {
  if (ref.kind === 'player')
    em.emit('LifeChanged', { seat: ref.seat, amount, life: em.player(ref.seat).life + amount });
  const troop = ref.kind === 'troop' ? troopByUid(em.state, ref.uid) : undefined;
  if (troop !== undefined && troop.damage > 0)
    em.emit('TroopHealed', { uid: troop.uid, amount: Math.min(amount, troop.damage) });
}

function destroy(em: Emitter, ref: TargetRef): void {
  if (ref.kind === 'troop') {
    const troop = troopByUid(em.state, ref.uid);
    if (troop !== undefined) leave(em, troop, 'effect');
  } else if (ref.kind === 'place') {
    for (const seat of [0, 1])
      if (em.player(seat).places.some((p) => p.uid === ref.uid)) em.emit('PlaceDestroyed', { seat, uid: ref.uid });
  } else if (ref.kind === 'object') {
    if (em.state.fieldObjects.some((f) => f.uid === ref.uid)) return em.emit('FieldObjectDestroyed', { uid: ref.uid });
    const owner =
      [0, 1].find((seat) => em.player(seat).armory.some((o) => o.uid === ref.uid)) ??
      em.state.troops.find((t) => t.objects.some((o) => o.uid === ref.uid))?.seat;
    if (owner !== undefined) em.emit('ObjectDestroyed', { seat: owner, uid: ref.uid, reason: 'effect' });
  }
}

/** A troop leaves the battlefield: a card to the discard pile (or hand), a token to nothing (A.5). */
export function leave(em: Emitter, troop: TroopState, reason: LeaveReason, to: 'discard' | 'hand' = 'discard'): void {
  em.emit('TroopLeft', { uid: troop.uid, to: troop.card === null ? 'void' : to, reason });
}

/** Draws the top cards of a deck; an effect draw from an empty deck draws nothing (A.7.2). */
export function drawCards(em: Emitter, seat: Seat, deck: DeckKind, count: number, upToAvailable: boolean): void {
  const cards = em.player(seat)[deck];
  const n = upToAvailable ? Math.min(count, cards.length) : count;
  if (n <= 0) return;
  const drawn = cards
    .slice(cards.length - n)
    .reverse()
    .map((c) => em.state.catalog[c]!.id);
  em.emit('CardsDrawn', { seat, deck, count: n, cards: drawn });
}

/** A.3: never above 10. */
export function gainResources(em: Emitter, seat: Seat, mana: number, gold: number): void {
  const p = em.player(seat);
  const [m, g] = [
    Math.max(0, Math.min(RULES.resourceCap, p.mana + mana) - p.mana),
    Math.max(0, Math.min(RULES.resourceCap, p.gold + gold) - p.gold),
  ];
  if (m > 0 || g > 0) em.emit('ResourcesGained', { seat, mana: m, gold: g });
}

export const freeLineZone = (state: WotState, seat: Seat): number | undefined =>
  lineZones(seat).find((z) => troopAt(state, z) === undefined);

function placeToken(em: Emitter, ctx: EffectContext, token: Token, at: 'ownLine' | 'targetZone'): void {
  const zone =
    at === 'ownLine'
      ? freeLineZone(em.state, ctx.seat)
      : ctx.target?.kind === 'zone' && troopAt(em.state, ctx.target.zone) === undefined
        ? ctx.target.zone
        : undefined;
  if (zone !== undefined)
    em.emit('TroopEntered', { seat: ctx.seat, uid: em.state.nextUid, zone, card: null, token, how: 'token' });
}

/** A.9.3.4: the chosen troop leaves; a token enters its zone and fights in its place. */
function replaceTroop(em: Emitter, ctx: EffectContext, op: 'replace' | 'sacrifice', token: Token | undefined): void {
  const troop = ctx.target?.kind === 'troop' ? troopByUid(em.state, ctx.target.uid) : undefined;
  if (troop === undefined) return;
  if (op === 'replace') leave(em, troop, 'replaced', 'hand');
  else leave(em, troop, 'sacrifice');
  if (token !== undefined)
    em.emit('TroopEntered', {
      seat: troop.seat,
      uid: em.state.nextUid,
      zone: troop.zone,
      card: null,
      token,
      how: op === 'replace' ? 'replacing' : 'token',
    });
}

/** A.6.2: back onto the battlefield from the discard pile: it enters, but it was not summoned. */
function resurrect(em: Emitter, ctx: EffectContext): void {
  const target = ctx.target;
  if (target?.kind !== 'discard') return;
  const index = em.state.cardIndex[target.card];
  const zone = freeLineZone(em.state, ctx.seat);
  if (index === undefined || zone === undefined || !em.player(ctx.seat).discard.includes(index)) return;
  em.emit('TroopEntered', {
    seat: ctx.seat,
    uid: em.state.nextUid,
    zone,
    card: target.card,
    token: null,
    how: 'resurrected',
  });
}
