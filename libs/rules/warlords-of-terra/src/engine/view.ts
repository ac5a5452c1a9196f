import { readsSeatSecrets, type Seat, type Viewer } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import { COLUMNS, ROWS, ZONES, columnOf, lineRow, rowOf, zoneName } from './board.js';
import { cardView, keywordView, PHASE_NAMES, STEP_NAMES } from './card-view.js';
import { decisionOf, type Decision } from './decision.js';
import { decidingSeats } from './gate.js';
import { production } from './decision.js';
import { inTension, threatsOn } from './threat.js';
import { preparing, statsOf, troopName } from './stats.js';
import { SEATS, type ObjectState, type TroopState, type WotState } from './state.js';
import { playerOf } from './update.js';
import { RULES } from './options.js';
import { facesFor, powersOf, stackItemFace, troopFace } from './view-faces.js';
import type { ZoneView, ObjectView, TroopView, PlayerView, WotView } from './view-types.js';

export type { ZoneView, ObjectView, TroopView, PlayerView, StackItemView, WotView } from './view-types.js';

/** Card ids as the view names them, remembering each card named so the view carries its face. */
interface Namer {
  readonly ids: (cards: readonly number[]) => string[];
  readonly named: Set<number>;
}

function namer(state: WotState): Namer {
  const named = new Set<number>();
  const ids = (cards: readonly number[]) =>
    cards.map((c) => {
      named.add(c);
      return state.catalog[c]!.id;
    });
  return { ids, named };
}

function objectViews({ ids }: Namer, list: readonly ObjectState[]): ObjectView[] {
  return list.map((o) => ({ uid: o.uid, seat: o.seat, card: ids([o.card])[0]!, durability: o.durability }));
}

function playerView(state: WotState, viewer: Viewer, seat: Seat, names: Namer): PlayerView {
  const { ids } = names;
  const p = playerOf(state, seat);
  const hidden = !readsSeatSecrets(viewer, seat);
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
    armory: objectViews(names, p.armory),
    deck: hidden
      ? null
      : { battle: ids(p.deck.battle), construction: ids(p.deck.construction), sideboard: ids(p.deck.sideboard) },
    ready: p.ready,
    mulligan: p.mulligan,
    heroPoint: p.heroPoint,
    hired: p.hired,
  } satisfies PlayerView;
}

function stackView(state: WotState, { ids }: Namer): WotView['stack'] {
  return (state.stack?.items ?? []).map((i) => ({
    id: i.id,
    seat: i.seat,
    kind: i.kind,
    card: i.card === null ? null : ids([i.card])[0]!,
    ability: i.ability,
    target: i.target,
    entry: i.entry,
    face: stackItemFace(state, i),
  }));
}

function fieldObjectViews(state: WotState): WotView['fieldObjects'] {
  return state.fieldObjects.map((f) => ({
    uid: f.uid,
    seat: f.seat,
    zone: f.zone,
    name: f.def.name,
    durability: f.durability,
    aura: f.def.aura,
  }));
}

/**
 * What the decision at hand asks, where the phase alone does not say it: at the end of the turn a
 * hand over the maximum of 8 cards is discarded down to it (002 A.1), and how many must go (a hand's
 * size is public).
 */
function decisionWords(state: WotState, decision: Decision): Localized | null {
  if (decision.kind !== 'discard') return null;
  const excess = playerOf(state, decision.seat).hand.length - RULES.handLimit;
  return l(
    `Fin del turno: la mano es de ${RULES.handLimit} cartas como máximo; hay que descartar ${excess}.`,
    `End of turn: a hand holds at most ${RULES.handLimit} cards; ${excess} must be discarded.`,
  );
}

/** Where the match stands: turn, phase, step and who decides. */
function turnView(state: WotState) {
  const decision = decisionOf(state);
  return {
    game: state.game,
    bestOf: state.options.bestOf,
    games: state.games,
    phase: state.phase,
    step: state.step,
    turn: state.turn,
    labels: {
      phase: PHASE_NAMES[state.phase],
      step: state.step === null ? null : STEP_NAMES[state.step],
      decision: decisionWords(state, decision),
    },
    active: state.active,
    first: state.first,
    decision: { kind: decision.kind, seats: decidingSeats(state, decision) },
  } satisfies Partial<WotView>;
}

export function view(state: WotState, viewer: Viewer): WotView {
  const names = namer(state);
  const troops = state.troops.map((t) => troopView(state, t, objectViews(names, t.objects), names.ids));
  const players = SEATS.map((seat) => playerView(state, viewer, seat, names)) as unknown as [PlayerView, PlayerView];
  const stack = stackView(state, names);
  const cards = [...names.named].sort((a, b) => a - b);
  return {
    viewer,
    ...turnView(state),
    board: { columns: COLUMNS, rows: ROWS, lines: [lineRow(0), lineRow(1)], zones: zones(state) },
    troops,
    fieldObjects: fieldObjectViews(state),
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
