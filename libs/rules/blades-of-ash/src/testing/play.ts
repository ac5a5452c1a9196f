import { EngineTable, type Seat } from '@cronica/rules-kernel';
import type { BladesCommand } from '../engine/commands.js';
import type { BladesEvent } from '../engine/events.js';
import { bladesOfAsh } from '../engine/module.js';
import type { BladesSetup, BladesState } from '../engine/state.js';
import type { FormatOptions } from '../engine/format.js';
import { HeroSchema, type Hero } from '../cards/schema.js';
import type { PassiveEffect } from '../cards/effects.js';
import { belainThalier, fixtureDeck, heroesAlba, heroesCuervo } from './fixtures.js';

/** A seeded table for engine tests: state, the event log, and a command runner. */
export class Table extends EngineTable<BladesState, BladesCommand, BladesEvent> {
  readonly initial: BladesState;

  constructor(setup: BladesSetup, seed: number) {
    const initial = bladesOfAsh.initialState(setup);
    super(bladesOfAsh, initial, seed);
    this.initial = initial;
  }

  /** Seats with something to do now. */
  waiting(): Seat[] {
    return ([0, 1] as const).filter((s) => this.legal(s).length > 0);
  }
}

/** A setup holding the cards themselves (the engine tests' inline heroes are in no deck list). */
export type CardSetup = BladesSetup & { readonly players: NonNullable<BladesSetup['players']> };

export function fixtureSetup(format?: Partial<FormatOptions>): CardSetup {
  return {
    players: [
      { faction: 'orden-del-alba', heroes: heroesAlba, actions: fixtureDeck() },
      { faction: 'corte-del-cuervo', heroes: heroesCuervo, actions: fixtureDeck() },
    ],
    format,
  };
}

/** The fixture setup with `hero` leading the Orden del Alba's heroes in place of the first. */
export function setupLeadingWith(hero: Hero): CardSetup {
  const setup = fixtureSetup();
  return { ...setup, players: [{ ...setup.players[0], heroes: [hero, ...heroesAlba.slice(1)] }, setup.players[1]] };
}

/** `hero` with these passive abilities (card data, parsed as the set's) in place of its own. */
export function withPassives(hero: Hero, ...passives: unknown[]): Hero {
  return HeroSchema.parse({ ...hero, passives });
}

/** `hero` with one passive ability of `effect`, the card a scenario needs and no set prints. */
export function withPassive(hero: Hero, effect: PassiveEffect): Hero {
  const name = { es: 'Pasiva', en: 'Pasiva' };
  return withPassives(hero, { id: 'pasiva', name, text: name, effects: [effect] });
}

/** Belain with a trigger at the start of every clash (1 Escudo to herself): a clash that opens with a stack. */
export const belainShieldedAtClashStart = withPassive(belainThalier, {
  op: 'triggered',
  on: 'clashStart',
  effects: [{ op: 'addCounter', counter: 'escudo', amount: 1, to: 'self' }],
});

/** Plays `choose` for whoever must act until the skirmish ends or `maxSteps` commands. */
export function playOut(
  table: Table,
  choose: (legal: readonly BladesCommand[], step: number) => BladesCommand,
  maxSteps = 5000,
): number {
  let steps = 0;
  while (table.state.result === null && steps < maxSteps) {
    const seats = table.waiting();
    if (seats.length === 0) throw new Error(`nobody can act in phase ${table.state.phase}`);
    const seat = seats[steps % seats.length]!;
    table.run(choose(table.legal(seat), steps));
    steps += 1;
  }
  return steps;
}
