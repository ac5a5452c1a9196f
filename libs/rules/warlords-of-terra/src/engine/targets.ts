import type { Seat } from '@cronica/rules-kernel';
import type { TargetSpec } from '../cards/vocabulary.js';
import { ZONES } from './board.js';
import { hasKeyword, troopLevel } from './stats.js';
import { SEATS, type TargetRef, type TroopState, type WotState } from './state.js';
import { playerOf } from './update.js';

/**
 * Targets of cards, abilities and powers, chosen when they are played. `bySpell`: the source is a
 * spell or a sudden spell (A.2.3), which a troop with Inmunidad contra Hechizos ignores; a shout
 * is not a spell for any interaction (A.2.4).
 */

const sideMatches = (side: TargetSpec['side'], owner: Seat, seat: Seat): boolean =>
  side === 'any' || (side === 'own') === (owner === seat);

/** Troops standing in the zones of the current combat, on their side (A.9.3.4). */
/**
 * B.1 Demoler: a place with a gold icon only when its controller has more gold icons than the
 * caster; a place without one always (the loose reading), or never with `demolerOnlyGoldPlaces`.
 */
const demolerAllows = (state: WotState, goldPlace: boolean, moreGold: boolean): boolean =>
  goldPlace ? moreGold : state.options.demolerOnlyGoldPlaces !== true;

export function inCombat(state: WotState, troop: TroopState): boolean {
  const combat = state.combat;
  if (combat === null) return false;
  if (troop.seat === combat.seat) return troop.zone === combat.attackerZone;
  return combat.defenders.some((d) => d.zone === troop.zone);
}

/** B.1: gold icons in a player's places. */
export const goldIcons = (state: WotState, seat: Seat): number =>
  playerOf(state, seat).places.reduce((n, p) => n + (state.catalog[p.card]!.place?.gold ?? 0), 0);

export const spellProof = (state: WotState, troop: TroopState, bySpell: boolean): boolean =>
  bySpell && hasKeyword(state, troop, 'inmunidad-hechizos');

function troopOk(state: WotState, seat: Seat, spec: TargetSpec, troop: TroopState, bySpell: boolean): boolean {
  return (
    sideMatches(spec.side, troop.seat, seat) &&
    (spec.maxLevel === undefined || troopLevel(state, troop) <= spec.maxLevel) &&
    (spec.inCombat !== true || inCombat(state, troop)) &&
    !spellProof(state, troop, bySpell)
  );
}

/** Every legal target of `spec` for `seat`, in a stable order. */
export function targetsFor(state: WotState, seat: Seat, spec: TargetSpec, bySpell: boolean): TargetRef[] {
  switch (spec.kind) {
    case 'troop':
      return state.troops
        .filter((t) => troopOk(state, seat, spec, t, bySpell))
        .map((t) => ({ kind: 'troop', uid: t.uid }));
    case 'player':
      return SEATS.filter((s) => sideMatches(spec.side, s, seat)).map((s) => ({ kind: 'player', seat: s }));
    case 'place':
      return placeTargets(state, seat, spec);
    case 'object':
      return objectsOf(state)
        .filter((o) => sideMatches(spec.side, o.seat, seat))
        .map((o) => ({ kind: 'object', uid: o.uid }));
    case 'zone':
      return Array.from({ length: ZONES }, (_, zone) => zone)
        .filter((zone) => spec.free !== true || !state.fieldObjects.some((f) => f.zone === zone))
        .map((zone) => ({ kind: 'zone', zone }));
    case 'stackSpell':
      return (state.stack?.items ?? [])
        .filter((i) => (i.kind === 'spell' || i.kind === 'sudden') && sideMatches(spec.side, i.seat, seat))
        .map((i) => ({ kind: 'item', id: i.id }));
    case 'discardTroop':
      return discardTroopTargets(state, seat, spec);
  }
}

/** Places on the chosen sides; under the gold-icon rule only those "Demoler" allows. */
function placeTargets(state: WotState, seat: Seat, spec: TargetSpec): TargetRef[] {
  return SEATS.filter((s) => sideMatches(spec.side, s, seat)).flatMap((s) =>
    playerOf(state, s)
      .places.filter(
        (p) =>
          spec.goldIconRule !== true ||
          demolerAllows(
            state,
            (state.catalog[p.card]!.place?.gold ?? 0) > 0,
            goldIcons(state, s) > goldIcons(state, seat),
          ),
      )
      .map((p): TargetRef => ({ kind: 'place', uid: p.uid })),
  );
}

/** Troop cards in the chosen sides' discards, each id once, sorted. */
function discardTroopTargets(state: WotState, seat: Seat, spec: TargetSpec): TargetRef[] {
  const cards = SEATS.filter((s) => sideMatches(spec.side, s, seat))
    .flatMap((s) => playerOf(state, s).discard)
    .map((c) => state.catalog[c]!)
    .filter((c) => c.playType === 'troop')
    .map((c) => c.id);
  return [...new Set(cards)].sort().map((card) => ({ kind: 'discard', card }));
}

/** Every object in play: armories, carried by troops, and field objects (A.4.3: "a todos efectos un Objeto"). */
export function objectsOf(state: WotState): { uid: number; seat: Seat }[] {
  return [
    ...SEATS.flatMap((s) => playerOf(state, s).armory),
    ...state.troops.flatMap((t) => t.objects),
    ...state.fieldObjects,
  ].map((o) => ({ uid: o.uid, seat: o.seat }));
}

export function sameRef(a: TargetRef, b: TargetRef): boolean {
  switch (a.kind) {
    case 'troop':
    case 'place':
    case 'object':
      return b.kind === a.kind && b.uid === a.uid;
    case 'player':
      return b.kind === 'player' && b.seat === a.seat;
    case 'zone':
      return b.kind === 'zone' && b.zone === a.zone;
    case 'item':
      return b.kind === 'item' && b.id === a.id;
    case 'discard':
      return b.kind === 'discard' && b.card === a.card;
  }
}

/** Whether `target` is one of the legal targets (or absent when none is needed). */
export function targetOk(
  state: WotState,
  seat: Seat,
  spec: TargetSpec | undefined,
  target: TargetRef | undefined,
  bySpell: boolean,
): boolean {
  if (spec === undefined) return target === undefined;
  if (target === undefined) return false;
  return targetsFor(state, seat, spec, bySpell).some((t) => sameRef(t, target));
}
