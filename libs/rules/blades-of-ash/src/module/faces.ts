import { cardFace, type CardFace, type CardStat } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import type { PassiveEffect, TriggerEvent } from '../cards/effects.js';
import type { ActionCard, ActionKind, Cost } from '../cards/schema.js';
import { DIE_COLOR_NAMES, STAT_NAMES, STATS, type Stat } from '../cards/vocabulary.js';
import { effectiveStat, findAbility } from '../engine/heroes.js';
import type { BladesState, StackItem } from '../engine/state.js';
import { list, say, when } from './words.js';

/**
 * What a player reads where a decision is made, as the rules compute it: a hero's attributes with
 * passives, equipment and counters applied, the item on the stack with its cost and text, the
 * round limit, the cost of Robar una Carta. The table lays these out and derives nothing.
 */

const KINDS: Readonly<Record<ActionKind, Localized>> = {
  attack: l('Ataque', 'Attack'),
  spell: l('Hechizo', 'Spell'),
  skill: l('Habilidad', 'Skill'),
  reaction: l('Reacción', 'Reaction'),
  equipment: l('Equipo', 'Equipment'),
};

/** A dice cost in words: "rojo 3+, cualquier color" (000_7cbcfc9bc47f1014.txt, "Resolución de Acciones"). */
export function costWords(cost: Cost): Localized {
  if (cost.length === 0) return l('sin coste', 'free');
  return list(
    cost.map((d) => {
      const colour = d.color === 'any' ? l('cualquier color', 'any colour') : DIE_COLOR_NAMES[d.color];
      const face = d.face !== undefined ? ` ${d.face}` : d.min !== undefined ? ` ${d.min}+` : '';
      return l(`${colour.es}${face}`, `${colour.en}${face}`);
    }),
  );
}

/**
 * A hero's four attributes as the rules use them now ("Resolviendo Ataques": Armadura and Voluntad
 * reduce damage; 001's worked example computes from them), the printed value beside each.
 */
export function heroStats(state: BladesState, index: number): CardStat[] {
  const def = state.heroes[index]!.def;
  return STATS.map((stat: Stat) => ({
    label: STAT_NAMES[stat],
    short: l(STAT_NAMES[stat].es.slice(0, 3), STAT_NAMES[stat].en.slice(0, 3)),
    value: effectiveStat(state, index, stat),
    printed: def[stat],
  }));
}

export function actionFace(card: ActionCard): CardFace {
  const gear = card.equipment?.ability;
  const text = gear
    ? l(
        `${card.text.es} ${gear.name.es} (${costWords(gear.cost).es}): ${gear.text.es}`,
        `${card.text.en} ${gear.name.en} (${costWords(gear.cost).en}): ${gear.text.en}`,
      )
    : card.text;
  return cardFace(card.name, { cost: costWords(card.cost), kind: KINDS[card.kind], text });
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function fires(effects: readonly PassiveEffect[], on: TriggerEvent, stacked: unknown): boolean {
  return effects.some((p) => p.op === 'triggered' && p.on === on && same(p.effects, stacked));
}

/** The passive (or the equipment card) whose triggered action this is: the host's own passives, then its equipment's. */
export function triggerSource(
  state: BladesState,
  hero: number,
  on: TriggerEvent,
  effects: unknown,
): { name: Localized; text: Localized } | null {
  const h = state.heroes[hero];
  if (h === undefined) return null;
  for (const passive of h.def.passives)
    if (fires(passive.effects, on, effects)) return { name: passive.name, text: passive.text };
  for (const at of h.equipment) {
    const card = state.catalog[at]!;
    if (fires(card.equipment?.passives ?? [], on, effects)) return { name: card.name, text: card.text };
  }
  return null;
}

const triggerKind = (on: TriggerEvent): Localized =>
  say(
    { w: when(on) },
    (w) => `Acción disparada (${w.w})`,
    (w) => `Triggered action (${w.w})`,
  );

/** An item on the stack as its rival reads it before answering: name, cost, kind and text. */
export function stackFace(state: BladesState, item: StackItem): CardFace {
  const source = item.source;
  switch (source.kind) {
    case 'card':
      return actionFace(state.catalog[source.card]!);
    case 'ability': {
      const ability = findAbility(state, state.heroes[item.performer]!, source.ability);
      if (ability === undefined) return cardFace(l(source.ability, source.ability));
      return cardFace(ability.name, {
        cost: costWords(ability.cost),
        kind: l('Habilidad de héroe', 'Hero ability'),
        text: ability.text,
      });
    }
    case 'trigger': {
      const named = triggerSource(state, item.performer, source.on, item.effects);
      return cardFace(named?.name ?? triggerKind(source.on), {
        kind: triggerKind(source.on),
        text: named?.text ?? null,
      });
    }
  }
}

/** What a triggered action waiting to be ordered is called: its passive's name, else when it fires. */
export function pendingName(state: BladesState, hero: number, on: TriggerEvent, effects: unknown): Localized {
  return triggerSource(state, hero, on, effects)?.name ?? triggerKind(on);
}

/**
 * The battle round against the round limit (RULES-NOTES.md, "How a skirmish ends": the rulebook
 * has no end; after `maxRounds` the tiebreak decides), said in full in the last round.
 */
export function roundLine(state: BladesState): Localized {
  const { round } = state;
  const max = state.format.maxRounds;
  const base = l(`Ronda de batalla ${round} de ${max}`, `Battle round ${round} of ${max}`);
  if (round < max) return base;
  const then =
    state.format.roundCapTiebreak === 'heroes-then-life'
      ? l('después, más héroes en pie, luego más vida total', 'then most heroes standing, then most total life')
      : l('después, tablas', 'then a draw');
  return l(`${base.es} — última ronda; ${then.es}`, `${base.en} — last round; ${then.en}`);
}

/** The special action Robar una Carta: `drawCardCost` dice of any colour and face (RULES-NOTES.md, "The cost of Robar una Carta"). */
export function drawCardCost(state: BladesState): Cost {
  return Array.from({ length: state.format.drawCardCost }, () => ({ color: 'any' as const }));
}
