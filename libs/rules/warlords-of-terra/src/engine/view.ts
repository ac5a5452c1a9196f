import type { CardFace, GameReport, GameResult, Seat, Viewer } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import type { Keyword, Token } from '../cards/vocabulary.js';
import { COLUMNS, ROWS, ZONES, columnOf, lineRow, rowOf, zoneName } from './board.js';
import { cardView, keywordView, PHASE_NAMES, STEP_NAMES, type CardView } from './card-view.js';
import { decisionOf } from './decision.js';
import { decidingSeats } from './gate.js';
import { production } from './decision.js';
import { inTension, threatsOn } from './threat.js';
import { preparing, statsOf, troopName } from './stats.js';
import {
  SEATS,
  type CombatState,
  type ObjectState,
  type Phase,
  type ResourceStep,
  type TargetRef,
  type TimeCall,
  type TroopState,
  type WotState,
} from './state.js';
import { playerOf } from './update.js';
import { facesFor, powersOf, stackItemFace, troopFace, type PowerView } from './view-faces.js';

/**
 * What a viewer may see (no seat's or spectator's view holds the rival's hand, the rival's deck
 * list after pre-sideboard swaps, any deck order or the seed). Deck order is in no view, judges
 * included; the seed is never in the state. `cards` describes every card the view names, and
 * only those.
 */

export interface ZoneView {
  readonly zone: number;
  readonly column: number;
  readonly row: number;
  /** "A1" … "E5", rows counted from seat 0's summoning line. */
  readonly name: string;
  /** Whose summoning line it is on, if any. */
  readonly lineOf: Seat | null;
  readonly troop: number | null;
  readonly fieldObject: number | null;
  /** Seats with a troop whose threat area covers the zone (for a troop that does not fly). */
  readonly threatenedBy: readonly Seat[];
}

export interface ObjectView {
  readonly uid: number;
  readonly seat: Seat;
  readonly card: string;
  readonly durability: number | null;
}

export interface TroopView {
  readonly uid: number;
  readonly seat: Seat;
  readonly card: string | null;
  readonly token: Token | null;
  readonly name: Localized;
  readonly zone: number;
  readonly atk: number;
  readonly life: number;
  readonly damage: number;
  readonly mechanical: boolean;
  readonly speed: number;
  readonly moved: number;
  readonly escudoIgneo: number;
  readonly level: number;
  readonly keywords: readonly { readonly id: Keyword; readonly name: Localized }[];
  readonly flipped: boolean;
  /** A.8: entered this turn (Turno de Preparación). */
  readonly preparing: boolean;
  readonly tension: boolean;
  readonly objects: readonly ObjectView[];
  /** The troop as a card: ATQ / VIDA left / VEL the rules use now, printed values beside, text. */
  readonly face: CardFace;
}

export interface PlayerView {
  readonly seat: Seat;
  readonly life: number;
  readonly mana: number;
  readonly gold: number;
  readonly power: number;
  readonly production: { readonly mana: number; readonly gold: number };
  readonly hero: string;
  /** The hero's powers with their cost in power points; for the viewer's own hero, why one can't be used now. */
  readonly powers: readonly PowerView[];
  readonly powersUsed: readonly string[];
  /** Card ids; null when hidden from this viewer. */
  readonly hand: readonly string[] | null;
  readonly handCount: number;
  readonly battleCount: number;
  readonly constructionCount: number;
  readonly discard: readonly string[];
  readonly places: readonly { readonly uid: number; readonly card: string }[];
  readonly armory: readonly ObjectView[];
  /** The deck for the next game after swaps (counts by card, not order); null when hidden. */
  readonly deck: {
    readonly battle: readonly string[];
    readonly construction: readonly string[];
    readonly sideboard: readonly string[];
  } | null;
  readonly ready: boolean;
  readonly mulligan: 'pending' | 'taken' | 'kept';
  readonly heroPoint: boolean;
  readonly hired: boolean;
}

export interface StackItemView {
  readonly id: number;
  readonly seat: Seat;
  readonly kind: string;
  readonly card: string | null;
  readonly ability: string | null;
  readonly target: TargetRef | null;
  readonly entry: boolean;
  /** What it is, its cost, stats and text, readable before anyone answers it. */
  readonly face: CardFace;
}

export interface WotView {
  readonly viewer: Viewer;
  readonly game: number;
  readonly bestOf: number;
  readonly games: readonly GameReport[];
  readonly phase: Phase;
  readonly step: ResourceStep | null;
  /** The phase and step in words. */
  readonly labels: { readonly phase: Localized; readonly step: Localized | null };
  readonly turn: number;
  readonly active: Seat;
  readonly first: Seat;
  /** Who must act now, and on what. */
  readonly decision: { readonly kind: string; readonly seats: readonly Seat[] };
  readonly board: {
    readonly columns: number;
    readonly rows: number;
    readonly lines: readonly [number, number];
    readonly zones: readonly ZoneView[];
  };
  readonly troops: readonly TroopView[];
  readonly fieldObjects: readonly {
    readonly uid: number;
    readonly seat: Seat;
    readonly zone: number;
    readonly name: Localized;
    readonly durability: number;
    readonly aura: { readonly atk: number; readonly life: number };
  }[];
  readonly players: readonly [PlayerView, PlayerView];
  readonly stack: readonly StackItemView[];
  readonly priority: Seat | null;
  readonly combat: CombatState | null;
  /** A.9.2: the end phase was declared with troops in tension. */
  readonly forcing: boolean;
  readonly time: TimeCall | null;
  readonly result: GameResult | null;
  readonly cards: Readonly<Record<string, CardView>>;
  /** What each named card shows where a player decides (cost, kind, stats, text; why the viewer can't play it now). */
  readonly faces: Readonly<Record<string, CardFace>>;
  /** False before the decks are shuffled and dealt (the pre-sideboard, 002 C.3): deck sizes are not counts yet. */
  readonly dealt: boolean;
}

export const sees = (viewer: Viewer, seat: Seat): boolean =>
  viewer.kind === 'judge' || (viewer.kind === 'seat' && viewer.seat === seat);

export function view(state: WotState, viewer: Viewer): WotView {
  const named = new Set<number>();
  const ids = (cards: readonly number[]) =>
    cards.map((c) => {
      named.add(c);
      return state.catalog[c]!.id;
    });
  const objects = (list: readonly ObjectState[]) =>
    list.map((o) => ({ uid: o.uid, seat: o.seat, card: ids([o.card])[0]!, durability: o.durability }));
  const troops = state.troops.map((t) => troopView(state, t, objects(t.objects), ids));
  const players = SEATS.map((seat) => {
    const p = playerOf(state, seat);
    const hidden = !sees(viewer, seat);
    return {
      seat,
      life: p.life,
      mana: p.mana,
      gold: p.gold,
      power: p.power,
      production: production(state, seat),
      hero: ids([p.hero])[0]!,
      powers: powersOf(state, viewer, seat),
      powersUsed: p.powersUsed,
      hand: hidden ? null : ids(p.hand),
      handCount: p.hand.length,
      battleCount: p.battle.length,
      constructionCount: p.construction.length,
      discard: ids(p.discard),
      places: p.places.map((x) => ({ uid: x.uid, card: ids([x.card])[0]! })),
      armory: objects(p.armory),
      deck: hidden
        ? null
        : { battle: ids(p.deck.battle), construction: ids(p.deck.construction), sideboard: ids(p.deck.sideboard) },
      ready: p.ready,
      mulligan: p.mulligan,
      heroPoint: p.heroPoint,
      hired: p.hired,
    } satisfies PlayerView;
  }) as unknown as [PlayerView, PlayerView];
  const stack = (state.stack?.items ?? []).map((i) => ({
    id: i.id,
    seat: i.seat,
    kind: i.kind,
    card: i.card === null ? null : ids([i.card])[0]!,
    ability: i.ability,
    target: i.target,
    entry: i.entry,
    face: stackItemFace(state, i),
  }));
  const decision = decisionOf(state);
  const cards = [...named].sort((a, b) => a - b);
  return {
    viewer,
    game: state.game,
    bestOf: state.options.bestOf,
    games: state.games,
    phase: state.phase,
    step: state.step,
    turn: state.turn,
    labels: { phase: PHASE_NAMES[state.phase], step: state.step === null ? null : STEP_NAMES[state.step] },
    active: state.active,
    first: state.first,
    decision: { kind: decision.kind, seats: decidingSeats(state, decision) },
    board: { columns: COLUMNS, rows: ROWS, lines: [lineRow(0), lineRow(1)], zones: zones(state) },
    troops,
    fieldObjects: state.fieldObjects.map((f) => ({
      uid: f.uid,
      seat: f.seat,
      zone: f.zone,
      name: f.def.name,
      durability: f.durability,
      aura: f.def.aura,
    })),
    players,
    stack,
    priority: state.stack?.priority ?? null,
    combat: state.combat,
    forcing: state.forcing,
    time: state.time,
    result: state.result,
    cards: Object.fromEntries(cards.map((c) => [state.catalog[c]!.id, cardView(state.catalog[c]!)])),
    faces: facesFor(state, viewer, cards),
    dealt: state.phase !== 'sideboard',
  };
}

function troopView(
  state: WotState,
  t: TroopState,
  objects: readonly ObjectView[],
  ids: (cards: readonly number[]) => string[],
): TroopView {
  const stats = statsOf(state, t);
  return {
    uid: t.uid,
    seat: t.seat,
    card: t.card === null ? null : ids([t.card])[0]!,
    token: t.token,
    name: troopName(state, t),
    zone: t.zone,
    atk: stats.atk,
    life: stats.life,
    damage: t.damage,
    mechanical: stats.mechanical,
    speed: stats.speed,
    moved: t.moved,
    escudoIgneo: stats.escudoIgneo,
    level: stats.level,
    keywords: stats.keywords.map(keywordView),
    flipped: t.flipped,
    preparing: preparing(state, t),
    tension: inTension(state, t),
    objects,
    face: troopFace(state, t),
  };
}

function zones(state: WotState): ZoneView[] {
  return Array.from({ length: ZONES }, (_, zone) => ({
    zone,
    column: columnOf(zone),
    row: rowOf(zone),
    name: zoneName(zone),
    lineOf: rowOf(zone) === lineRow(0) ? 0 : rowOf(zone) === lineRow(1) ? 1 : null,
    troop: state.troops.find((t) => t.zone === zone)?.uid ?? null,
    fieldObject: state.fieldObjects.find((f) => f.zone === zone)?.uid ?? null,
    threatenedBy: SEATS.filter((seat) => threatsOn(state, zone, seat === 0 ? 1 : 0, false).length > 0),
  }));
}
