import { readsSeatSecrets, type GameResult, type Seat, type Viewer } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import type { Line, Maneuver, Resource } from '../cards/vocabulary.js';
import { productionOf, strengthOf } from './board.js';
import type { CardDef } from './cards.js';
import type { EcgFormat } from './format.js';
import { prayersOf, reshuffleOffered } from './flow.js';
import { handReasons } from './hand-reasons.js';
import { responder } from './stack.js';
import { playerOf, type EcgState, type Phase, type PlayerState, type StackItem } from './state.js';

/**
 * What a viewer may see (004_e0e2bf9ed9dd62bf.txt, "Descarte y Exilio": a player never sees the
 * rival's discard or exile; nor the rival's hand or any deck order). Judges see hands, discards
 * and exiles; deck order is in no view, and the seed is never in the state. Everything a board
 * needs is here, with es/en card names and texts in `cards` (only cards this viewer may see).
 */

/** What a view shows of a card: the printed fields a board needs, none of the engine's flags. */
const CARD_INFO_FIELDS = [
  'id',
  'name',
  'text',
  'type',
  'realm',
  'titles',
  'cost',
  'realmCosts',
  'strength',
  'preparation',
  'formation',
  'madness',
  'morale',
  'renown',
  'hand',
  'sorcery',
  'sorceries',
  'target',
  'abilities',
  'passives',
] as const satisfies readonly (keyof CardDef)[];

export type CardInfo = Pick<CardDef, (typeof CARD_INFO_FIELDS)[number]>;

export interface TroopView {
  readonly instance: number;
  readonly card: string;
  readonly line: Line;
  /** Strength now: printed, plus boosts and passives, minus wounds ("Fuerza y Heridas"). */
  readonly strength: number;
  readonly wounds: number;
  readonly boost: number;
  /** Turns of preparation left; 0 means it may maneuver. */
  readonly preparation: number;
  readonly maneuvered: boolean;
}

export interface CourtCardView {
  readonly instance: number;
  readonly card: string;
  readonly used: boolean;
  readonly produces: readonly Resource[];
}

export interface PlayerView {
  readonly seat: Seat;
  readonly hero: {
    readonly instance: number;
    readonly card: string;
    readonly morale: number;
    readonly maxMorale: number;
    readonly renown: number;
    readonly madness: number;
    readonly crossings: number;
  };
  readonly prayers: number;
  readonly court: readonly CourtCardView[];
  readonly resources: { readonly ready: number; readonly used: number };
  readonly legacy: readonly { readonly instance: number; readonly card: string }[];
  readonly infantry: readonly TroopView[];
  readonly support: readonly TroopView[];
  /** Card ids, sorted; null when hidden from this viewer. */
  readonly hand: readonly string[] | null;
  readonly handCount: number;
  /** For the viewer's own hand while she chooses what to play: why a card can't be played now, by card id. */
  readonly handReasons: Readonly<Record<string, Localized>>;
  readonly deckCount: number;
  readonly discard: readonly string[] | null;
  readonly discardCount: number;
  readonly exile: readonly string[] | null;
  readonly exileCount: number;
  readonly reshufflesLeft: number;
}

export interface StackItemView {
  readonly id: number;
  readonly seat: Seat;
  readonly kind: 'card' | 'ability' | 'maneuver';
  readonly card: string | null;
  readonly source: number | null;
  readonly ability: number | null;
  readonly maneuver: Maneuver | null;
  readonly target: number | null;
  readonly answers: number | null;
}

export interface EcgView {
  readonly viewer: Viewer;
  readonly phase: Phase;
  readonly turn: number;
  readonly active: Seat;
  readonly chooser: Seat | null;
  /** Seats whose decision the game waits for now. */
  readonly waitingFor: readonly Seat[];
  readonly stack: readonly StackItemView[];
  readonly pending: { readonly seat: Seat; readonly count: number } | null;
  /** "Fin de Mazo": the active player's deck is empty and she chooses whether to shuffle the discard into a new one. */
  readonly reshuffleOffered: boolean;
  readonly courtPlayed: boolean;
  readonly x1Used: readonly string[];
  readonly players: readonly [PlayerView, PlayerView];
  readonly format: EcgFormat;
  readonly lastTurn: number | null;
  readonly result: GameResult | null;
  /** Every card this view names, by id, sorted by id. */
  readonly cards: Readonly<Record<string, CardInfo>>;
}

function troopViews(state: EcgState, seat: Seat, line: Line): TroopView[] {
  return playerOf(state, seat)[line].map((t) => ({
    instance: t.instance,
    card: state.catalog[t.card]!.id,
    line,
    strength: strengthOf(state, seat, line, t),
    wounds: t.wounds,
    boost: t.boost,
    preparation: t.preparation,
    maneuvered: state.flags.maneuvered.includes(t.instance),
  }));
}

function playerView(state: EcgState, seat: Seat, viewer: Viewer): PlayerView {
  const p: PlayerState = playerOf(state, seat);
  const id = (c: number) => state.catalog[c]!.id;
  const own = readsSeatSecrets(viewer, seat);
  const ready = p.court.filter((c) => !c.used).length;
  return {
    seat,
    hero: {
      instance: p.heroInstance,
      card: id(p.hero),
      morale: p.morale,
      maxMorale: state.catalog[p.hero]!.morale,
      renown: p.renown,
      madness: p.madness,
      crossings: p.crossings,
    },
    prayers: prayersOf(state, seat),
    court: p.court.map((c) => ({
      instance: c.instance,
      card: id(c.card),
      used: c.used,
      produces: productionOf(state, seat, c),
    })),
    resources: { ready, used: p.court.length - ready },
    legacy: p.legacy.map((c) => ({ instance: c.instance, card: id(c.card) })),
    infantry: troopViews(state, seat, 'infantry'),
    support: troopViews(state, seat, 'support'),
    hand: own ? p.hand.map(id).sort() : null,
    handCount: p.hand.length,
    handReasons: viewer.kind === 'seat' && viewer.seat === seat ? handReasons(state, seat) : {},
    deckCount: p.deck.length,
    discard: own ? p.discard.map(id) : null,
    discardCount: p.discard.length,
    exile: own ? p.exile.map(id) : null,
    exileCount: p.exile.length,
    reshufflesLeft: Math.max(0, state.format.deckReshuffles - p.reshuffles),
  };
}

function itemView(state: EcgState, item: StackItem): StackItemView {
  const s = item.source;
  return {
    id: item.id,
    seat: item.seat,
    kind: s.kind,
    card: s.kind === 'card' ? state.catalog[s.card]!.id : null,
    source: s.kind === 'ability' ? s.instance : s.kind === 'maneuver' ? s.troop : null,
    ability: s.kind === 'ability' ? s.ability : null,
    maneuver: s.kind === 'maneuver' ? s.maneuver : null,
    target: item.target,
    answers: item.answers,
  };
}

export function waitingFor(state: EcgState): Seat[] {
  if (state.phase === 'over') return [];
  if (state.pending !== null) return [state.pending.seat];
  switch (state.phase) {
    case 'opening':
      return ([0, 1] as const).filter((s) => !playerOf(state, s).opened);
    case 'order':
      return state.chooser === null ? [] : [state.chooser];
    case 'reinforce':
      return [state.active];
    case 'action':
      return [responder(state) ?? state.active];
  }
}

export function cardInfo(def: CardDef): CardInfo {
  return Object.fromEntries(CARD_INFO_FIELDS.map((field) => [field, def[field]])) as unknown as CardInfo;
}

function cardsNamed(
  state: EcgState,
  players: readonly PlayerView[],
  stack: readonly StackItemView[],
): Record<string, CardInfo> {
  const ids = new Set<string>();
  for (const p of players) {
    ids.add(p.hero.card);
    for (const list of [p.court, p.legacy, p.infantry, p.support]) for (const c of list) ids.add(c.card);
    for (const list of [p.hand, p.discard, p.exile]) for (const c of list ?? []) ids.add(c);
  }
  for (const item of stack) if (item.card !== null) ids.add(item.card);
  const cards: Record<string, CardInfo> = {};
  for (const id of [...ids].sort()) cards[id] = cardInfo(state.catalog[state.cardIndex[id]!]!);
  return cards;
}

export function view(state: EcgState, viewer: Viewer): EcgView {
  const players: [PlayerView, PlayerView] = [playerView(state, 0, viewer), playerView(state, 1, viewer)];
  const stack = state.stack.map((item) => itemView(state, item));
  return {
    viewer,
    phase: state.phase,
    turn: state.turn,
    active: state.active,
    chooser: state.chooser,
    waitingFor: waitingFor(state),
    stack,
    pending: state.pending === null ? null : { seat: state.pending.seat, count: state.pending.count },
    reshuffleOffered: reshuffleOffered(state),
    courtPlayed: state.flags.courtPlayed,
    x1Used: state.flags.x1,
    players,
    format: state.format,
    lastTurn: state.lastTurn,
    result: state.result,
    cards: cardsNamed(state, players, stack),
  };
}
