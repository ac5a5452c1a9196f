import { z } from 'zod';
import type { Localized } from '@cronica/util';

/**
 * The fixed words the card data is written in: dice colours, hero stats, boon and bane
 * counters. The rulebook names coloured dice and counters (000_7cbcfc9bc47f1014.txt,
 * "Preparar Dados de Acción", "Limpieza de Contadores") but not their list: the choices are
 * in RULES-NOTES.md.
 */

export const LocalizedSchema = z.object({ es: z.string().min(1), en: z.string().min(1) });

/** A stable identifier: lowercase words joined by hyphens (`belain-thalier`). */
export const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case id');

/** The faction every list may always add (000_7cbcfc9bc47f1014.txt, "Selección de Facción, Héroes y Mazo de Acción"). */
export const MERCENARIOS = 'mercenarios';

/** Die colours (RULES-NOTES.md, "Die faces and colours"). */
export const DIE_COLORS = ['red', 'green', 'blue'] as const;
export const DieColorSchema = z.enum(DIE_COLORS);
export type DieColor = z.infer<typeof DieColorSchema>;
export const DIE_COLOR_NAMES: Readonly<Record<DieColor, Localized>> = {
  red: { es: 'rojo', en: 'red' },
  green: { es: 'verde', en: 'green' },
  blue: { es: 'azul', en: 'blue' },
};
/** Every die shows a number 1..6. */
export const DIE_FACES = 6;
export const DieFaceSchema = z.number().int().min(1).max(DIE_FACES);

/** Hero attributes (000_7cbcfc9bc47f1014.txt, "Resolviendo Ataques": Voluntad, Armadura; Fuerza, Agilidad). */
export const STATS = ['strength', 'agility', 'will', 'armor'] as const;
export const StatSchema = z.enum(STATS);
export type Stat = z.infer<typeof StatSchema>;
export const STAT_NAMES: Readonly<Record<Stat, Localized>> = {
  strength: { es: 'Fuerza', en: 'Strength' },
  agility: { es: 'Agilidad', en: 'Agility' },
  will: { es: 'Voluntad', en: 'Will' },
  armor: { es: 'Armadura', en: 'Armor' },
};

/**
 * Boon and bane counters (000_7cbcfc9bc47f1014.txt, "Limpieza de Contadores" names
 * "perjuicio: Envenenado" and "beneficio: Presteza"). The order is the storage order of a
 * hero's counters; append only.
 */
export const COUNTERS = ['envenenado', 'debilitado', 'lentitud', 'presteza', 'escudo', 'bendecido', 'barrera'] as const;
export const CounterSchema = z.enum(COUNTERS);
export type Counter = z.infer<typeof CounterSchema>;

export interface CounterRule {
  readonly polarity: 'boon' | 'bane';
  readonly name: Localized;
  readonly text: Localized;
}

/** A counter worth 1 point of one stat per counter: a boon adds it, a bane takes it away. */
function statCounter(polarity: CounterRule['polarity'], name: Localized, stat: Stat): CounterRule {
  const sign = polarity === 'boon' ? '+' : '-';
  const { es, en } = STAT_NAMES[stat];
  return { polarity, name, text: { es: `${sign}1 a ${es} por contador.`, en: `${sign}1 ${en} per counter.` } };
}

export const COUNTER_RULES: Readonly<Record<Counter, CounterRule>> = {
  envenenado: {
    polarity: 'bane',
    name: { es: 'Envenenado', en: 'Poisoned' },
    text: {
      es: 'En la limpieza de contadores de su héroe, pierde 1 de vida por contador.',
      en: "At its hero's counter cleanup, lose 1 life per counter.",
    },
  },
  debilitado: statCounter('bane', { es: 'Debilitado', en: 'Weakened' }, 'strength'),
  lentitud: statCounter('bane', { es: 'Lentitud', en: 'Slowed' }, 'agility'),
  presteza: {
    polarity: 'boon',
    name: { es: 'Presteza', en: 'Swiftness' },
    text: { es: '+1 a la tirada de Iniciativa por contador.', en: '+1 to the Initiative roll per counter.' },
  },
  escudo: statCounter('boon', { es: 'Escudo', en: 'Shielded' }, 'armor'),
  bendecido: statCounter('boon', { es: 'Bendecido', en: 'Blessed' }, 'will'),
  barrera: {
    polarity: 'boon',
    name: { es: 'Barrera', en: 'Barrier' },
    text: {
      es: 'Reduce en 1 por contador cada daño recibido (no se aplica al daño que no puede ser reducido).',
      en: 'Reduces each damage taken by 1 per counter (not damage that cannot be reduced).',
    },
  },
};

/**
 * Whether an effect that removes `named` counters takes counters of kind `counter`: the one it
 * names, or every bane (`allBanes`) or every boon (`allBoons`). The engine and the bots' estimate
 * both ask it, so they cannot disagree on what an effect removes.
 */
export function removesCounter(named: Counter | 'allBanes' | 'allBoons', counter: Counter): boolean {
  const { polarity } = COUNTER_RULES[counter];
  return (
    named === counter || (named === 'allBanes' && polarity === 'bane') || (named === 'allBoons' && polarity === 'boon')
  );
}

/** Damage kinds (000_7cbcfc9bc47f1014.txt, "Resolviendo Ataques"): physical meets Armor, magical meets Will. */
export const DamageKindSchema = z.enum(['physical', 'magical']);
export type DamageKind = z.infer<typeof DamageKindSchema>;

/**
 * Who an effect reaches. `target` is the hero chosen when the action was played;
 * `self` is the hero performing it (the player's active hero, or the host of a passive);
 * `eventSource` is, in a triggered effect, the hero that caused the triggering event.
 */
export const SelectorSchema = z.enum([
  'self',
  'target',
  'pairedRival',
  'adjacentAllies',
  'adjacentRivals',
  'allAllies',
  'allRivals',
  'eventSource',
]);
export type Selector = z.infer<typeof SelectorSchema>;

/**
 * The heroes a player may choose as `target` when playing an action
 * (000_7cbcfc9bc47f1014.txt, "Emparejamientos": héroe emparejado, héroes adyacentes).
 * `ally` ("el héroe aliado objetivo") is self or an adjacent ally (RULES-NOTES.md, "Héroe aliado objetivo").
 */
export const TargetPoolSchema = z.enum([
  'pairedRival',
  'self',
  'ally',
  'adjacentAlly',
  'adjacentRival',
  'anyAlly',
  'anyRival',
  'anyHero',
]);
export type TargetPool = z.infer<typeof TargetPoolSchema>;
