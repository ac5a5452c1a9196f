import { withoutEach, type Seat } from '@cronica/rules-kernel';
import { playerOf, type BladesState, type ClashState, type HeroState, type PlayerState } from './state.js';

/**
 * Copy-on-write helpers for `evolve`: copy only the path an event touches. Copies list their
 * fields explicitly (one stable object shape), which keeps folding fast.
 */

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function copyState(s: BladesState): Mutable<BladesState> {
  return {
    format: s.format,
    catalog: s.catalog,
    cardIndex: s.cardIndex,
    heroes: s.heroes,
    players: s.players,
    phase: s.phase,
    round: s.round,
    attacker: s.attacker,
    roleChooser: s.roleChooser,
    revealed: s.revealed,
    pairings: s.pairings,
    clash: s.clash,
    random: s.random,
    nextItemId: s.nextItemId,
    result: s.result,
  };
}

export function copyClash(c: ClashState): Mutable<ClashState> {
  return {
    index: c.index,
    heroes: c.heroes,
    diceStep: c.diceStep,
    initiative: c.initiative,
    activation: c.activation,
    priority: c.priority,
    acted: c.acted,
    passes: c.passes,
    stack: c.stack,
    pending: c.pending,
    uses: c.uses,
    rerolls: c.rerolls,
  };
}

export function copyPlayer(p: PlayerState): Mutable<PlayerState> {
  return {
    deck: p.deck,
    hand: p.hand,
    graveyard: p.graveyard,
    picks: p.picks,
    mulliganed: p.mulliganed,
    redraw: p.redraw,
    dice: p.dice,
  };
}

export function copyHero(h: HeroState): Mutable<HeroState> {
  return {
    def: h.def,
    seat: h.seat,
    life: h.life,
    out: h.out,
    counters: h.counters,
    mods: h.mods,
    clashMods: h.clashMods,
    equipment: h.equipment,
    granted: h.granted,
  };
}

/** A copy of the state with some top-level fields changed. */
export function patch(state: BladesState, change: (s: Mutable<BladesState>) => void): BladesState {
  const next = copyState(state);
  change(next);
  return next;
}

export function withHero(state: BladesState, index: number, change: (hero: Mutable<HeroState>) => void): BladesState {
  const heroes = state.heroes.slice();
  const hero = copyHero(heroes[index]!);
  change(hero);
  heroes[index] = hero;
  const next = copyState(state);
  next.heroes = heroes;
  return next;
}

export function withPlayer(
  state: BladesState,
  seat: Seat,
  change: (player: Mutable<PlayerState>) => void,
): BladesState {
  const player = copyPlayer(playerOf(state, seat));
  change(player);
  const next = copyState(state);
  next.players = seat === 0 ? [player, state.players[1]] : [state.players[0], player];
  return next;
}

export function withClash(state: BladesState, change: (clash: Mutable<ClashState>) => void): BladesState {
  if (state.clash === null) throw new Error('no clash in progress');
  const clash = copyClash(state.clash);
  change(clash);
  const next = copyState(state);
  next.clash = clash;
  return next;
}

export function setAt<T>(items: readonly T[], index: number, value: T): T[] {
  const copy = items.slice();
  copy[index] = value;
  return copy;
}

/** Removes the first copy of each card (by catalog index) from a list. */
export const removeCards: (list: readonly number[], cards: readonly number[]) => number[] = withoutEach;
