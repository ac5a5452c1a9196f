import type { Effect } from '../cards/effects.js';
import { COUNTERS, removesCounter, type DamageKind } from '../cards/vocabulary.js';
import { checkKnockOut, checkSkirmishEnd, drawCards } from './common.js';
import type { Emitter } from './emitter.js';
import { counterIndex, effectiveStat } from './heroes.js';
import type { StackItem } from './state.js';
import { conditionHolds, seatFor, selectHeroes } from './targets.js';
import { fire } from './triggers.js';
import { applyDiceEffect } from './resolve-dice.js';

/**
 * Resolving the top of the stack (000_7cbcfc9bc47f1014.txt, "Resolución de Acciones"): all of
 * its text, in order, even if its caster was knocked out meanwhile; effects on heroes that are
 * out are skipped.
 */
export function resolveTop(em: Emitter): void {
  const stack = em.state.clash!.stack;
  const item = stack[stack.length - 1]!;
  em.emit('ItemResolving', { id: item.id });
  const outcome = { equipped: false };
  runEffects(em, item, item.effects, outcome);
  em.emit('ItemResolved', { id: item.id, toGraveyard: !outcome.equipped });
  checkSkirmishEnd(em);
}

function runEffects(em: Emitter, item: StackItem, effects: readonly Effect[], outcome: { equipped: boolean }): void {
  for (const effect of effects) {
    if (em.over) return;
    applyEffect(em, item, effect, outcome);
  }
}

function applyEffect(em: Emitter, item: StackItem, e: Effect, outcome: { equipped: boolean }): void {
  switch (e.op) {
    case 'damage':
    case 'loseLife':
    case 'heal':
    case 'addCounter':
    case 'removeCounter':
    case 'modifyStat':
    case 'trigger':
      for (const hero of selectHeroes(em.state, item, e.to)) applyHeroEffect(em, item, e, hero);
      return;
    case 'draw':
      drawCards(em, seatFor(item, e.who), e.amount);
      return;
    case 'discardRandom':
    case 'rerollDice':
    case 'setDieFace':
    case 'gainDie':
    case 'spendDice':
      applyDiceEffect(em, item, e);
      return;
    case 'equip': {
      const hero = selectHeroes(em.state, item, e.to)[0];
      if (hero === undefined || item.source.kind !== 'card') return;
      em.emit('EquipmentAttached', { hero, card: em.state.catalog[item.source.card]!.id });
      outcome.equipped = true;
      return;
    }
    case 'cancel': {
      const stack = em.state.clash!.stack;
      const beneath = stack[stack.length - 2];
      if (beneath !== undefined) em.emit('ItemCancelled', { id: beneath.id });
      return;
    }
    case 'if':
      runEffects(em, item, conditionHolds(em.state, item, e.condition) ? e.then : (e.else ?? []), outcome);
      return;
  }
}

type HeroEffect = Extract<
  Effect,
  { op: 'damage' | 'loseLife' | 'heal' | 'addCounter' | 'removeCounter' | 'modifyStat' | 'trigger' }
>;

/** An effect on one hero, skipped once that hero is out. */
function applyHeroEffect(em: Emitter, item: StackItem, e: HeroEffect, hero: number): void {
  const h = em.state.heroes[hero]!;
  if (h.out || em.over) return;
  switch (e.op) {
    case 'damage': {
      const raw = e.base + (e.plus === undefined ? 0 : effectiveStat(em.state, item.performer, e.plus));
      dealDamage(em, item.performer, hero, e.kind, raw, e.unreducible === true);
      return;
    }
    case 'loseLife':
      em.emit('LifeLost', { hero, amount: Math.min(e.amount, h.life) });
      checkKnockOut(em, hero);
      return;
    case 'heal': {
      const amount = Math.min(e.amount, h.def.life - h.life);
      if (amount <= 0) return;
      em.emit('HeroHealed', { hero, amount });
      fire(em, 'healed', hero, item.performer);
      return;
    }
    case 'addCounter':
      em.emit('CountersChanged', { hero, counter: e.counter, delta: e.amount });
      return;
    case 'removeCounter':
      removeCounters(em, hero, e.counter, e.amount);
      return;
    case 'modifyStat':
      em.emit('StatModified', { hero, stat: e.stat, amount: e.amount, duration: e.duration });
      return;
    case 'trigger': {
      const granted = { hero, on: e.on, effects: e.effects };
      em.emit(
        'TriggerGranted',
        e.limitPerClash === undefined ? granted : { ...granted, limitPerClash: e.limitPerClash },
      );
      return;
    }
  }
}

/**
 * 000_7cbcfc9bc47f1014.txt, "Resolviendo Ataques": physical damage minus Armor, magical minus
 * Will, as the base calculation; only then reductions (Barrera), which "cannot be reduced" skips.
 */
export function damageAmounts(em: Emitter, target: number, kind: DamageKind, raw: number, unreducible: boolean) {
  const mitigation = Math.min(raw, effectiveStat(em.state, target, kind === 'physical' ? 'armor' : 'will'));
  const base = raw - mitigation;
  const barrier = em.state.heroes[target]!.counters[counterIndex('barrera')]!;
  const reduction = unreducible ? 0 : Math.min(base, barrier);
  return { mitigation, reduction, amount: base - reduction };
}

export function dealDamage(
  em: Emitter,
  source: number | null,
  hero: number,
  kind: DamageKind,
  raw: number,
  unreducible: boolean,
): void {
  const { mitigation, reduction, amount } = damageAmounts(em, hero, kind, raw, unreducible);
  em.emit('DamageDealt', { source, hero, kind, base: raw, mitigation, reduction, amount });
  if (amount > 0) {
    fire(em, 'damageTaken', hero, source);
    fire(em, 'damageDealt', source, hero);
  }
  checkKnockOut(em, hero);
}

function removeCounters(
  em: Emitter,
  hero: number,
  counter: Extract<Effect, { op: 'removeCounter' }>['counter'],
  amount: number,
): void {
  const counts = em.state.heroes[hero]!.counters;
  for (const c of COUNTERS) {
    const have = counts[counterIndex(c)]!;
    if (removesCounter(counter, c) && have > 0)
      em.emit('CountersChanged', { hero, counter: c, delta: -Math.min(amount, have) });
  }
}
