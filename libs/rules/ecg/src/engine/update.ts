import type { Seat } from '@cronica/rules-kernel';
import type { Line } from '../cards/vocabulary.js';
import { playerOf, LINE_KEYS, type EcgState, type PlayerState, type Troop } from './state.js';

/** Copy-on-write helpers for `evolve`: only the path an event touches is copied. */

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function patch(state: EcgState, change: (s: Mutable<EcgState>) => void): EcgState {
  const next: Mutable<EcgState> = { ...state };
  change(next);
  return next;
}

/** A copy with its fields listed, so every player object keeps one shape (folding stays fast). */
function copyPlayer(p: PlayerState): Mutable<PlayerState> {
  return {
    hero: p.hero,
    heroInstance: p.heroInstance,
    morale: p.morale,
    renown: p.renown,
    madness: p.madness,
    crossings: p.crossings,
    deck: p.deck,
    hand: p.hand,
    discard: p.discard,
    exile: p.exile,
    reshuffles: p.reshuffles,
    court: p.court,
    legacy: p.legacy,
    infantry: p.infantry,
    support: p.support,
    opened: p.opened,
  };
}

export function withPlayer(state: EcgState, seat: Seat, change: (p: Mutable<PlayerState>) => void): EcgState {
  const player = copyPlayer(playerOf(state, seat));
  change(player);
  const players: [PlayerState, PlayerState] = [playerOf(state, 0), playerOf(state, 1)];
  players[seat] = player;
  return { ...state, players };
}

/** Where a troop stands: its seat, line and position, or null when it is not in battle. */
export interface TroopPlace {
  readonly seat: Seat;
  readonly line: Line;
  readonly index: number;
  readonly troop: Troop;
}

export function findTroop(state: EcgState, instance: number): TroopPlace | null {
  for (const seat of [0, 1] as const) {
    for (const line of LINE_KEYS) {
      const troops = playerOf(state, seat)[line];
      for (let index = 0; index < troops.length; index += 1) {
        const troop = troops[index]!;
        if (troop.instance === instance) return { seat, line, index, troop };
      }
    }
  }
  return null;
}

export function withTroop(state: EcgState, instance: number, change: (t: Mutable<Troop>) => void): EcgState {
  const place = findTroop(state, instance);
  if (place === null) throw new Error(`no troop ${instance} in battle`);
  return withPlayer(state, place.seat, (p) => {
    const troop: Mutable<Troop> = { ...place.troop };
    change(troop);
    const line = p[place.line].slice();
    line[place.index] = troop;
    p[place.line] = line;
  });
}

/** Removes the first copy of each card (catalog indices) from a list. */
export function removeCards(from: readonly number[], cards: readonly number[]): number[] {
  const rest = from.slice();
  for (const card of cards) {
    const at = rest.indexOf(card);
    if (at < 0) throw new Error(`card ${card} is not there`);
    rest.splice(at, 1);
  }
  return rest;
}
