import type { Seat } from '@cronica/rules-kernel';
import type { Token } from '../cards/vocabulary.js';
import { sampleWotCatalog } from '../catalog.js';
import { columnOf, rowOf, zoneAt } from '../engine/board.js';
import type { WotCommand } from '../engine/commands.js';
import type { WotOptionsInput } from '../engine/options.js';
import {
  NO_BONUS,
  type FieldObjectState,
  type ObjectState,
  type PlayerState,
  type StrikeTarget,
  type TargetRef,
  type TroopState,
  type WotState,
} from '../engine/state.js';
import { startedTable, Table } from './table.js';

/**
 * Scenario staging: a real match is started, then the parts a scenario is about are set (the
 * battlefield, hands, resources). Zones are named like the board: "A1" … "E5", column letter and
 * row, row 1 being seat 0's summoning line and row 5 seat 1's.
 */

export const z = (name: string): number => zoneAt(name.charCodeAt(0) - 65, Number(name.slice(1)) - 1);
export const zname = (zone: number): string => `${String.fromCharCode(65 + columnOf(zone))}${rowOf(zone) + 1}`;

export interface TroopGiven {
  readonly seat: Seat;
  readonly card?: string;
  readonly token?: Token;
  readonly at: string;
  readonly damage?: number;
  readonly flipped?: boolean;
  /** The turn it entered (default: long ago, so it is not preparing). */
  readonly entered?: number;
  readonly moved?: number;
  readonly fought?: boolean;
  readonly objects?: readonly string[];
}

export interface PlayerGiven {
  readonly hero?: string;
  readonly hand?: readonly string[];
  readonly mana?: number;
  readonly gold?: number;
  readonly power?: number;
  readonly life?: number;
  readonly places?: readonly string[];
  readonly armory?: readonly string[];
  readonly discard?: readonly string[];
  readonly battle?: readonly string[];
  readonly construction?: readonly string[];
}

export interface Given {
  readonly active?: Seat;
  readonly phase?: 'summoning' | 'tactical' | 'end';
  readonly turn?: number;
  readonly troops?: readonly TroopGiven[];
  readonly players?: Partial<Record<Seat, PlayerGiven>>;
  readonly fieldObjects?: readonly {
    readonly seat: Seat;
    readonly at: string;
    readonly id: string;
    readonly durability: number;
    readonly aura?: { atk: number; life: number };
  }[];
  readonly options?: WotOptionsInput;
}

/** Adds sample-catalog cards a scenario needs to the match's catalog (indices of existing cards stay). */
export function withCards(state: WotState, ids: readonly string[]): WotState {
  const catalog = state.catalog.slice();
  const cardIndex = { ...state.cardIndex };
  for (const id of ids) {
    if (cardIndex[id] !== undefined) continue;
    const card = sampleWotCatalog.cards.find((c) => c.id === id);
    if (card === undefined) throw new Error(`no sample card ${id}`);
    cardIndex[id] = catalog.length;
    catalog.push(card);
  }
  return { ...state, catalog, cardIndex };
}

/** The sample cards a scenario names: troops, their objects, heroes, hands and every pile. */
function cardsNamed(given: Given): string[] {
  return [
    ...(given.troops ?? []).flatMap((t) => [...(t.card === undefined ? [] : [t.card]), ...(t.objects ?? [])]),
    ...Object.values(given.players ?? {}).flatMap((p) => [
      ...(p?.hero === undefined ? [] : [p.hero]),
      ...(p?.hand ?? []),
      ...(p?.places ?? []),
      ...(p?.armory ?? []),
      ...(p?.discard ?? []),
      ...(p?.battle ?? []),
      ...(p?.construction ?? []),
    ]),
  ];
}

/** What staging builds with: the match's cards by id and the next free uid, handed out in order. */
class Staging {
  constructor(
    private readonly state: WotState,
    private uid = 100,
  ) {}

  get nextUid(): number {
    return this.uid;
  }

  newUid(): number {
    return this.uid++;
  }

  idx(id: string): number {
    return this.state.cardIndex[id]!;
  }

  object(seat: Seat, id: string): ObjectState {
    return {
      uid: this.newUid(),
      seat,
      card: this.idx(id),
      durability: this.state.catalog[this.idx(id)]!.object?.durability ?? null,
    };
  }
}

function stagedTroop(s: Staging, t: TroopGiven): TroopState {
  return {
    uid: s.newUid(),
    seat: t.seat,
    card: t.card === undefined ? null : s.idx(t.card),
    token: t.token ?? null,
    zone: z(t.at),
    damage: t.damage ?? 0,
    flipped: t.flipped ?? false,
    enteredTurn: t.entered ?? 0,
    moved: t.moved ?? 0,
    fought: t.fought ?? false,
    objects: (t.objects ?? []).map((o) => s.object(t.seat, o)),
    bonus: NO_BONUS,
    turnBonus: NO_BONUS,
    keywords: [],
    turnKeywords: [],
  };
}

/** A player as given; one the scenario leaves out keeps the started match's, with mana and gold to spend. */
function stagedPlayer(s: Staging, seat: Seat, p: PlayerState, g: PlayerGiven | undefined): PlayerState {
  if (g === undefined) return { ...p, mana: 10, gold: 10 };
  return {
    ...p,
    mana: g.mana ?? 10,
    gold: g.gold ?? 10,
    power: g.power ?? p.power,
    life: g.life ?? p.life,
    hero: g.hero === undefined ? p.hero : s.idx(g.hero),
    hand: g.hand?.map((id) => s.idx(id)) ?? p.hand,
    discard: g.discard?.map((id) => s.idx(id)) ?? p.discard,
    battle: g.battle?.map((id) => s.idx(id)) ?? p.battle,
    construction: g.construction?.map((id) => s.idx(id)) ?? p.construction,
    places: (g.places ?? []).map((id) => ({ uid: s.newUid(), card: s.idx(id) })),
    armory: (g.armory ?? []).map((id) => s.object(seat, id)),
  };
}

function stagedFieldObject(s: Staging, f: NonNullable<Given['fieldObjects']>[number]): FieldObjectState {
  return {
    uid: s.newUid(),
    seat: f.seat,
    zone: z(f.at),
    durability: f.durability,
    def: {
      id: f.id,
      name: { es: f.id, en: f.id },
      durability: f.durability,
      aura: f.aura ?? { atk: 0, life: 0 },
      level: 0,
    },
  };
}

export function stage(given: Given = {}, seed = 1): Table {
  const started = startedTable(given.options ?? {}, seed);
  const state = withCards(started.state, cardsNamed(given));
  const s = new Staging(state);
  // Uids are handed out in this order: troops (each before its objects), field objects, then players.
  const troops = (given.troops ?? []).map((t) => stagedTroop(s, t));
  const fieldObjects = (given.fieldObjects ?? []).map((f) => stagedFieldObject(s, f));
  const players: WotState['players'] = [
    stagedPlayer(s, 0, state.players[0], given.players?.[0]),
    stagedPlayer(s, 1, state.players[1], given.players?.[1]),
  ];
  const staged: WotState = {
    ...state,
    phase: given.phase ?? 'tactical',
    step: null,
    turn: given.turn ?? 5,
    active: given.active ?? 0,
    first: 0,
    stack: null,
    combat: null,
    pending: [],
    forcing: false,
    troops,
    fieldObjects,
    nextUid: s.nextUid,
    players,
  };
  return new Table(staged, seed);
}

/** The usual combat scenario: seat 0's troop and seat 1's troop, with whatever else the scenario gives. */
export function duel(
  attacker: Omit<TroopGiven, 'seat'>,
  defender: Omit<TroopGiven, 'seat'>,
  given: Omit<Given, 'troops'> = {},
): Table {
  return oneAgainstMany(attacker, [defender], given);
}

/** Multiple combat's scenario (A.9.3): seat 0's troop and several troops of seat 1, staged in that order. */
export function oneAgainstMany(
  attacker: Omit<TroopGiven, 'seat'>,
  defenders: readonly Omit<TroopGiven, 'seat'>[],
  given: Omit<Given, 'troops'> = {},
): Table {
  return stage({ ...given, troops: [{ seat: 0, ...attacker }, ...defenders.map((d) => ({ seat: 1, ...d }))] });
}

/** The uid of the troop standing in a zone. */
export function at(t: Table, zone: string): number {
  const troop = t.state.troops.find((x) => x.zone === z(zone));
  if (troop === undefined) throw new Error(`no troop in ${zone}`);
  return troop.uid;
}

export const troopIn = (t: Table, zone: string): TroopState | undefined =>
  t.state.troops.find((x) => x.zone === z(zone));

export const move = (seat: Seat, troop: number, to: string, strike?: StrikeTarget): WotCommand => ({
  type: 'MoveTroop',
  data: strike === undefined ? { seat, troop, to: z(to) } : { seat, troop, to: z(to), strike },
});
export const attack = (seat: Seat, troop: number, strike: StrikeTarget): WotCommand => ({
  type: 'Attack',
  data: { seat, troop, strike },
});
export const hit = (zone: string): StrikeTarget => ({ kind: 'troop', zone: z(zone) });
export const pass = (seat: Seat): WotCommand => ({ type: 'Pass', data: { seat } });
export const summon = (seat: Seat, card: string, zone: string): WotCommand => ({
  type: 'SummonTroop',
  data: { seat, card, zone: z(zone) },
});

/** Seat 0, in its summoning phase (A.6), has summoned `card` from its hand to `zone`. */
export function summonedFromHand(card: string, zone: string): Table {
  const t = stage({ phase: 'summoning', players: { 0: { hand: [card] } } });
  t.run(summon(0, card, zone));
  return t;
}
export const endPhase = (seat: Seat): WotCommand => ({ type: 'EndPhase', data: { seat } });
export const cast = (seat: Seat, card: string, target?: TargetRef): WotCommand => ({
  type: 'CastSpell',
  data: target === undefined ? { seat, card } : { seat, card, target },
});
export const troopRef = (uid: number): TargetRef => ({ kind: 'troop', uid });

/** Both players pass until the stack and any combat window are settled (the given seat first). */
export function passAll(t: Table, limit = 10): void {
  for (let i = 0; i < limit; i += 1) {
    const seat =
      t.state.stack?.priority ?? (t.state.combat?.step === 'declare' ? (t.state.combat.seat === 0 ? 1 : 0) : null);
    if (seat === null || seat === undefined) return;
    t.run(pass(seat));
  }
}

/**
 * The troop in `from` strikes the troop in zone `to` (or the area, the player, an object), and both
 * players pass until the combat is over.
 */
export function attackAndResolve(t: Table, from: string, to: string | StrikeTarget): void {
  const attacker = troopIn(t, from);
  if (attacker === undefined) throw new Error(`no troop in ${from}`);
  t.run(attack(attacker.seat, attacker.uid, typeof to === 'string' ? hit(to) : to));
  passAll(t);
}
