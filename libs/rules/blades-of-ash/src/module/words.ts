import { seatMark, type Seat } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import type { TriggerEvent } from '../cards/effects.js';
import {
  COUNTER_RULES,
  DIE_COLOR_NAMES,
  STAT_NAMES,
  type Counter,
  type DieColor,
  type Stat,
} from '../cards/vocabulary.js';
import { findAbility, keptHeroes } from '../engine/heroes.js';
import { triggerSource } from './faces.js';
import type { BladesState, StackItem } from '../engine/state.js';

/** The words the log and the command texts are built from, in Spanish and English. */

export const seat = (s: Seat): Localized => l(seatMark(s), seatMark(s));

/**
 * A hero by name. Both players may field the same hero (000_7cbcfc9bc47f1014.txt, "Selección de
 * Facción, Héroes y Mazo de Acción": faction is the only restriction on a list): once the picks
 * are revealed ("Determinar Atacante y Defensor", pairing step 1), such a hero's name carries its
 * player's, so a line says whose hero acts. Before the reveal a name stays bare, as the three
 * picks are secret ("Draft de Héroes").
 */
export function hero(state: BladesState, index: number | null | undefined): Localized {
  if (index === null || index === undefined) return l('—', '—');
  const h = state.heroes[index];
  if (h === undefined) return l(`#${index}`, `#${index}`);
  if (!bothField(state, h.def.id)) return h.def.name;
  const owner = seatMark(h.seat);
  return l(`${h.def.name.es} (${owner})`, `${h.def.name.en} (${owner})`);
}

const bothField = (state: BladesState, heroId: string): boolean =>
  state.revealed &&
  ([0, 1] as const).every((s) => keptHeroes(state, s).some((i) => state.heroes[i]?.def.id === heroId));

export function card(state: BladesState, id: string): Localized {
  const index = state.cardIndex[id];
  return index === undefined ? l(id, id) : state.catalog[index]!.name;
}

/** An ability of a hero, or of its equipment, by id. */
export function ability(state: BladesState, performer: number, id: string): Localized {
  const h = state.heroes[performer];
  return (h === undefined ? undefined : findAbility(state, h, id)?.name) ?? l(id, id);
}

const WHEN: Readonly<Record<TriggerEvent, Localized>> = {
  clashStart: l('al empezar el choque', 'at the start of the clash'),
  clashEnd: l('al terminar el choque', 'at the end of the clash'),
  damageTaken: l('al recibir daño', 'on taking damage'),
  damageDealt: l('al hacer daño', 'on dealing damage'),
  healed: l('al curarse', 'on being healed'),
  rivalCardPlayed: l('cuando el rival juega una carta', 'when the opponent plays a card'),
  allyCardPlayed: l('cuando su jugador juega una carta', 'when its player plays a card'),
  rivalKnockedOut: l('cuando su rival queda fuera de combate', 'when its rival is knocked out'),
};
export const when = (on: TriggerEvent): Localized => WHEN[on];

export const counterName = (counter: Counter): Localized => COUNTER_RULES[counter].name;
export const statName = (stat: Stat): Localized => STAT_NAMES[stat];

export const die = (color: DieColor, face: number): Localized =>
  l(`${DIE_COLOR_NAMES[color].es} ${face}`, `${DIE_COLOR_NAMES[color].en} ${face}`);

/**
 * "a, b y c" / "a, b and c". Where a name holds a comma of its own («Ayranel, Capa de Cuervo»),
 * semicolons part the names, so the list still reads as its count: "a; b, c; y d" (the RAE's
 * "punto y coma" between elements that hold commas; the same in English).
 */
export function list(items: readonly Localized[]): Localized {
  const join = (words: readonly string[], and: string) => {
    if (words.length <= 1) return words.join('');
    const parted = words.some((word) => word.includes(','));
    const [between, beforeLast] = parted ? ['; ', `; ${and} `] : [', ', ` ${and} `];
    return `${words.slice(0, -1).join(between)}${beforeLast}${words.at(-1)}`;
  };
  return l(
    join(
      items.map((i) => i.es),
      'y',
    ),
    join(
      items.map((i) => i.en),
      'and',
    ),
  );
}

/** Singular or plural by count (Spanish and English share the rule for these words). */
export const count = (n: number, one: Localized, many: Localized): Localized =>
  n === 1 ? l(`1 ${one.es}`, `1 ${one.en}`) : l(`${n} ${many.es}`, `${n} ${many.en}`);

/** A template on both languages: `say(parts, (w) => \`${w.a} …\`)` filled once per language. */
export function say<K extends string>(
  parts: Readonly<Record<K, Localized>>,
  es: (w: Record<K, string>) => string,
  en: (w: Record<K, string>) => string,
): Localized {
  const pick = (lang: 'es' | 'en') =>
    Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, (v as Localized)[lang]])) as Record<K, string>;
  return l(es(pick('es')), en(pick('en')));
}

/** The dice at `indices` of a seat, as "rojo 3 y azul 5". */
export function dice(state: BladesState, s: Seat, indices: readonly number[]): Localized {
  const pool = state.players[s]?.dice ?? [];
  return list(indices.map((i) => (pool[i] === undefined ? l(`#${i}`, `#${i}`) : die(pool[i]!.color, pool[i]!.face))));
}

/** What an item on the stack is: the card or ability its performer used, or its triggered action. */
export function itemName(state: BladesState, item: StackItem): Localized {
  switch (item.source.kind) {
    case 'card':
      return state.catalog[item.source.card]!.name;
    case 'ability':
      return ability(state, item.performer, item.source.ability);
    case 'trigger': {
      const named = triggerSource(state, item.performer, item.source.on, item.effects);
      if (named !== null) return named.name;
      return say(
        { w: when(item.source.on) },
        (w) => `su acción disparada (${w.w})`,
        (w) => `its triggered action (${w.w})`,
      );
    }
  }
}

/** "Belain usa Cuchillada Precisa" / "Belain juega Tajo" / "Belain resuelve su acción disparada (…)". */
export function itemUse(state: BladesState, item: StackItem): Localized {
  const parts = { who: hero(state, item.performer), what: itemName(state, item) };
  switch (item.source.kind) {
    case 'card':
      return say(
        parts,
        (w) => `${w.who} juega ${w.what}`,
        (w) => `${w.who} plays ${w.what}`,
      );
    case 'ability':
      return say(
        parts,
        (w) => `${w.who} usa ${w.what}`,
        (w) => `${w.who} uses ${w.what}`,
      );
    case 'trigger':
      return say(
        parts,
        (w) => `${w.who} resuelve ${w.what}`,
        (w) => `${w.who} resolves ${w.what}`,
      );
  }
}

/** The item resolving now: the top of the stack (inline clash-end triggers have none). */
export function resolving(state: BladesState): StackItem | undefined {
  const stack = state.clash?.stack ?? [];
  return stack[stack.length - 1];
}
