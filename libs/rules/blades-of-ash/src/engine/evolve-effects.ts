import type { ByType } from '@cronica/util';
import type { BladesEvent, EventOf } from './events.js';
import { counterIndex, statIndex } from './heroes.js';
import type { BladesState } from './state.js';
import { setAt, withHero, withPlayer } from './update.js';
import { spendDice } from './evolve-clash.js';

const lifeLost = (event: EventOf<'DamageDealt' | 'LifeLost'>, state: BladesState) =>
  withHero(state, event.data.hero, (h) => {
    h.life = Math.max(0, h.life - event.data.amount);
  });

/** Effect events of the card vocabulary (000_7cbcfc9bc47f1014.txt, "Resolviendo Ataques" and cards). */
export const EFFECT_EVOLVERS = {
  DamageDealt: lifeLost,
  LifeLost: lifeLost,
  HeroHealed: (event, state) =>
    withHero(state, event.data.hero, (h) => {
      h.life += event.data.amount;
    }),
  HeroKnockedOut: (event, state) =>
    withHero(state, event.data.hero, (h) => {
      h.out = true;
    }),
  CountersChanged: (event, state) => {
    const c = counterIndex(event.data.counter);
    return withHero(state, event.data.hero, (h) => {
      h.counters = setAt(h.counters, c, h.counters[c]! + event.data.delta);
    });
  },
  StatModified: (event, state) => {
    const s = statIndex(event.data.stat);
    const { amount, duration } = event.data;
    return withHero(state, event.data.hero, (h) => {
      if (duration === 'clash') h.clashMods = setAt(h.clashMods, s, h.clashMods[s]! + amount);
      else h.mods = setAt(h.mods, s, h.mods[s]! + amount);
    });
  },
  DiceChanged: (event, state) =>
    withPlayer(state, event.data.seat, (p) => {
      const dice = p.dice.slice();
      event.data.indices.forEach((at, k) => {
        dice[at] = { color: dice[at]!.color, face: event.data.faces[k]!, spent: dice[at]!.spent };
      });
      p.dice = dice;
    }),
  DieGained: (event, state) =>
    withPlayer(state, event.data.seat, (p) => {
      p.dice = p.dice.concat([{ color: event.data.die.color, face: event.data.die.face, spent: false }]);
    }),
  DiceSpent: (event, state) => spendDice(state, event.data.seat, event.data.indices),
  EquipmentAttached: (event, state) => {
    const card = state.cardIndex[event.data.card]!;
    return withHero(state, event.data.hero, (h) => {
      h.equipment = h.equipment.concat([card]);
    });
  },
  TriggerGranted: (event, state) => {
    const { on, effects, limitPerClash } = event.data;
    const granted = limitPerClash === undefined ? { on, effects } : { on, effects, limitPerClash };
    return withHero(state, event.data.hero, (h) => {
      h.granted = h.granted.concat([granted]);
    });
  },
} satisfies Partial<ByType<BladesEvent, [BladesState], BladesState>>;
