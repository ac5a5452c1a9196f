import { localized as l, type Localized } from '@cronica/util';
import type { BladesState } from '../engine/state.js';
import { playerOf } from '../engine/state.js';
import type { Lines } from './describe-events.js';
import {
  card,
  count,
  counterName,
  dice,
  die,
  hero,
  itemUse,
  list,
  resolving,
  say,
  seat,
  statName,
  when,
} from './words.js';

/**
 * Effect events in words (000_7cbcfc9bc47f1014.txt, "Resolviendo Ataques" and the card
 * vocabulary). Damage names the item that deals it, as the rulebook's worked example reads:
 * "Belain Thalier usa Cuchillada Precisa sobre Ayranel: 3 de daño".
 */

/** "Belain Thalier usa Cuchillada Precisa sobre Ayranel" or, outside the stack, just the hero. */
function source(state: BladesState, target: number, performer: number | null): Localized {
  const item = resolving(state);
  const on = hero(state, target);
  if (item !== undefined)
    return say(
      { use: itemUse(state, item), on },
      (w) => `${w.use} sobre ${w.on}`,
      (w) => `${w.use} on ${w.on}`,
    );
  if (performer !== null)
    return say(
      { by: hero(state, performer), on },
      (w) => `${w.by} ataca a ${w.on}`,
      (w) => `${w.by} attacks ${w.on}`,
    );
  return on;
}

const plusMinus = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

export const EFFECT_LINES = {
  DamageDealt: (e, s) => {
    const { base, mitigation, reduction, amount, kind } = e.data;
    const guard = kind === 'physical' ? l('Armadura', 'Armor') : l('Voluntad', 'Will');
    const parts = { src: source(s, e.data.hero, e.data.source), guard };
    const barrier = reduction > 0 ? l(`, − ${reduction} de Barrera`, `, − ${reduction} Barrier`) : l('', '');
    return say(
      { ...parts, barrier },
      (w) => `${w.src}: ${amount} de daño (${base} − ${mitigation} de ${w.guard}${w.barrier})`,
      (w) => `${w.src}: ${amount} damage (${base} − ${mitigation} ${w.guard}${w.barrier})`,
    );
  },
  LifeLost: (e, s) =>
    say(
      { h: hero(s, e.data.hero) },
      (w) => `${w.h} pierde ${e.data.amount} de vida`,
      (w) => `${w.h} loses ${e.data.amount} life`,
    ),
  HeroHealed: (e, s) =>
    say(
      { h: hero(s, e.data.hero) },
      (w) => `${w.h} recupera ${e.data.amount} de vida`,
      (w) => `${w.h} recovers ${e.data.amount} life`,
    ),
  HeroKnockedOut: (e, s) =>
    say(
      { h: hero(s, e.data.hero) },
      (w) => `${w.h} queda fuera de combate`,
      (w) => `${w.h} is knocked out`,
    ),
  CountersChanged: (e, s) => {
    const parts = { h: hero(s, e.data.hero), c: counterName(e.data.counter) };
    const n = Math.abs(e.data.delta);
    const counters = count(n, l('contador', 'counter'), l('contadores', 'counters'));
    return e.data.delta > 0
      ? say(
          { ...parts, n: counters },
          (w) => `${w.h} recibe ${w.n} de ${w.c}`,
          (w) => `${w.h} gets ${w.n} of ${w.c}`,
        )
      : say(
          { ...parts, n: counters },
          (w) => `${w.h} pierde ${w.n} de ${w.c}`,
          (w) => `${w.h} loses ${w.n} of ${w.c}`,
        );
  },
  StatModified: (e, s) => {
    const parts = { h: hero(s, e.data.hero), stat: statName(e.data.stat) };
    const amount = plusMinus(e.data.amount);
    return e.data.duration === 'clash'
      ? say(
          parts,
          (w) => `${w.h}: ${amount} a ${w.stat} hasta el final del choque`,
          (w) => `${w.h}: ${amount} ${w.stat} until the end of the clash`,
        )
      : say(
          parts,
          (w) => `${w.h}: ${amount} a ${w.stat} durante la escaramuza`,
          (w) => `${w.h}: ${amount} ${w.stat} for the skirmish`,
        );
  },
  DiceChanged: (e, s) => {
    const pool = playerOf(s, e.data.seat).dice;
    const changes = list(
      e.data.indices.map((at, k) => {
        const was = die(pool[at]!.color, pool[at]!.face);
        return l(`${was.es} → ${e.data.faces[k]}`, `${was.en} → ${e.data.faces[k]}`);
      }),
    );
    return say(
      { who: seat(e.data.seat), changes },
      (w) => `Cambian dados de ${w.who}: ${w.changes}`,
      (w) => `${w.who}'s dice change: ${w.changes}`,
    );
  },
  DieGained: (e) =>
    say(
      { who: seat(e.data.seat), d: die(e.data.die.color, e.data.die.face) },
      (w) => `${w.who} gana un dado: ${w.d}`,
      (w) => `${w.who} gains a die: ${w.d}`,
    ),
  DiceSpent: (e, s) =>
    say(
      { who: seat(e.data.seat), d: dice(s, e.data.seat, e.data.indices) },
      (w) => `Se gastan dados de ${w.who}: ${w.d}`,
      (w) => `${w.who}'s dice are spent: ${w.d}`,
    ),
  EquipmentAttached: (e, s) =>
    say(
      { h: hero(s, e.data.hero), c: card(s, e.data.card) },
      (w) => `${w.h} se equipa con ${w.c}`,
      (w) => `${w.h} equips ${w.c}`,
    ),
  TriggerGranted: (e, s) => {
    const parts = { h: hero(s, e.data.hero), on: when(e.data.on) };
    const n = e.data.limitPerClash;
    const limit =
      n === undefined
        ? l('', '')
        : n === 1
          ? l(' (una vez por choque)', ' (once per clash)')
          : l(` (${n} veces por choque)`, ` (${n} times per clash)`);
    return say(
      { ...parts, limit },
      (w) => `${w.h} gana una acción disparada ${w.on}${w.limit} hasta el final del choque`,
      (w) => `${w.h} gains a triggered action ${w.on}${w.limit} until the end of the clash`,
    );
  },
} satisfies Partial<Lines>;
