import type { Seat } from '@cronica/rules-kernel';
import { sampleEcgCatalog } from '../content/catalog.js';
import { ecgReadyDeck } from '../content/decks.js';
import { ecgSetupOf } from '../bots/match.js';
import { cardDef, type CardDef } from '../engine/cards.js';
import type { EcgCommand } from '../engine/commands.js';
import type { EcgFormat } from '../engine/format.js';
import { playerOf, type CourtCard, type EcgState, type PlayerState, type Troop } from '../engine/state.js';
import { Table } from './table.js';

/**
 * Test staging (given/when/then): play the real opening up to seat 0's first action phase, then set
 * the parts a scenario is about. Every card of the sample set may be named. Instances: seat s's
 * infantry are 100·(s+1)+1…, its support 100·(s+1)+11…, extra court cards 100·(s+1)+51…, legacy
 * cards 100·(s+1)+71…; heroes are 1 and 2, the resources 3 and 4.
 */

export type TroopGiven =
  string | { readonly card: string; readonly wounds?: number; readonly preparation?: number; readonly boost?: number };

export interface SeatGiven {
  /** The hand; empty unless given, so scenarios hold only the cards they are about. */
  readonly hand?: readonly string[];
  readonly deck?: readonly string[];
  readonly discard?: readonly string[];
  readonly infantry?: readonly TroopGiven[];
  readonly support?: readonly TroopGiven[];
  /** Extra court cards after the resource; `used` ones are exhausted. */
  readonly court?: readonly (string | { readonly card: string; readonly used: boolean })[];
  readonly legacy?: readonly string[];
  /** Whether the resource card (always the first court card) is already used. */
  readonly resourceUsed?: boolean;
  readonly morale?: number;
  readonly renown?: number;
  readonly madness?: number;
  readonly crossings?: number;
  readonly reshuffles?: number;
}

export interface Given {
  readonly decks?: readonly [string, string];
  readonly seats?: readonly [SeatGiven?, SeatGiven?];
  readonly format?: Partial<EcgFormat>;
  readonly seed?: number;
}

export const infantryOf = (seat: Seat, index = 0): number => 100 * (seat + 1) + 1 + index;
export const supportOf = (seat: Seat, index = 0): number => 100 * (seat + 1) + 11 + index;
export const courtOf = (seat: Seat, index = 0): number => 100 * (seat + 1) + 51 + index;
export const legacyOf = (seat: Seat, index = 0): number => 100 * (seat + 1) + 71 + index;

const ALL_CARDS: readonly CardDef[] = sampleEcgCatalog.cards
  .map((c) => cardDef(c)!)
  .sort((a, b) => (a.id < b.id ? -1 : 1));

/** A table at the start of the game (nobody has drawn), with every sample card in its catalog. */
export function freshTable(given: Pick<Given, 'decks' | 'format' | 'seed'> = {}): Table {
  const [a, b] = given.decks ?? ['sol-luz-del-alba', 'lobo-manada-de-escarcha'];
  const setup = ecgSetupOf([ecgReadyDeck(a)!.deck, ecgReadyDeck(b)!.deck], given.format);
  return new Table({ ...setup, cards: ALL_CARDS }, given.seed ?? 1);
}

/** Opening hands drawn, seat 0 takes turn 1, reinforces with no draw: seat 0's action phase. */
export function toFirstAction(table: Table): Table {
  table.run({ type: 'DrawOpeningHand', data: { seat: 0 } });
  table.run({ type: 'DrawOpeningHand', data: { seat: 1 } });
  const chooser = table.state.chooser!;
  table.run({ type: 'ChooseTurnOrder', data: { seat: chooser, go: chooser === 0 ? 'first' : 'second' } });
  if (table.state.phase === 'reinforce') table.run({ type: 'Reinforce', data: { seat: 0, draw: 0, discard: [] } });
  return table;
}

export function given(g: Given = {}): Table {
  const table = toFirstAction(freshTable(g));
  table.state = shape(table.state, g);
  return table;
}

function troop(state: EcgState, given: TroopGiven, instance: number): Troop {
  const spec = typeof given === 'string' ? { card: given } : given;
  const card = index(state, spec.card);
  return { instance, card, wounds: spec.wounds ?? 0, boost: spec.boost ?? 0, preparation: spec.preparation ?? 0 };
}

function index(state: EcgState, id: string): number {
  const at = state.cardIndex[id];
  if (at === undefined) throw new Error(`no card ${id} in the sample set`);
  return at;
}

function shapeSeat(state: EcgState, seat: Seat, g: SeatGiven): PlayerState {
  const p = playerOf(state, seat);
  const ids = (list: readonly string[] | undefined, fallback: readonly number[]) =>
    list === undefined ? fallback : list.map((id) => index(state, id));
  const court: CourtCard[] = [
    { ...p.court[0]!, used: g.resourceUsed ?? false },
    ...(g.court ?? []).map((c, i) => {
      const spec = typeof c === 'string' ? { card: c, used: false } : c;
      return { instance: courtOf(seat, i), card: index(state, spec.card), used: spec.used };
    }),
  ];
  return {
    ...p,
    hand: ids(g.hand ?? [], p.hand),
    deck: ids(g.deck, p.deck),
    discard: ids(g.discard, p.discard),
    infantry: (g.infantry ?? []).map((t, i) => troop(state, t, infantryOf(seat, i))),
    support: (g.support ?? []).map((t, i) => troop(state, t, supportOf(seat, i))),
    court,
    legacy: (g.legacy ?? []).map((id, i) => ({ instance: legacyOf(seat, i), card: index(state, id) })),
    morale: g.morale ?? p.morale,
    renown: g.renown ?? p.renown,
    madness: g.madness ?? p.madness,
    crossings: g.crossings ?? p.crossings,
    reshuffles: g.reshuffles ?? p.reshuffles,
  };
}

function shape(state: EcgState, g: Given): EcgState {
  const players: [PlayerState, PlayerState] = [
    shapeSeat(state, 0, g.seats?.[0] ?? {}),
    shapeSeat(state, 1, g.seats?.[1] ?? {}),
  ];
  return { ...state, players, nextInstance: 500 };
}

export const cmd = {
  court: (seat: Seat, card: string): EcgCommand => ({ type: 'PlayToCourt', data: { seat, card } }),
  train: (seat: Seat, card: string, line: 'infantry' | 'support'): EcgCommand => ({
    type: 'Train',
    data: { seat, card, line },
  }),
  play: (seat: Seat, card: string, target?: number): EcgCommand => ({
    type: 'PlayCard',
    data: target === undefined ? { seat, card } : { seat, card, target },
  }),
  ability: (seat: Seat, source: number, ability: number, target?: number): EcgCommand => ({
    type: 'UseAbility',
    data: target === undefined ? { seat, source, ability } : { seat, source, ability, target },
  }),
  maneuver: (
    seat: Seat,
    troop: number,
    maneuver: 'clash' | 'charge' | 'regroup' | 'rally',
    target?: number,
  ): EcgCommand => ({
    type: 'Maneuver',
    data: target === undefined ? { seat, troop, maneuver } : { seat, troop, maneuver, target },
  }),
  pass: (seat: Seat): EcgCommand => ({ type: 'Pass', data: { seat } }),
  endTurn: (seat: Seat): EcgCommand => ({ type: 'EndTurn', data: { seat } }),
  reinforce: (seat: Seat, draw: number, discard: string[] = []): EcgCommand => ({
    type: 'Reinforce',
    data: { seat, draw, discard },
  }),
  discard: (seat: Seat, cards: string[]): EcgCommand => ({ type: 'Discard', data: { seat, cards } }),
};
