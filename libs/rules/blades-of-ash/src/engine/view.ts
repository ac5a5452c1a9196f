import {
  readsSeatSecrets,
  type CardFace,
  type CardStat,
  type GameResult,
  type Seat,
  type Viewer,
} from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { COUNTERS, STATS } from '../cards/vocabulary.js';
import type { Counter, Stat } from '../cards/vocabulary.js';
import type { TriggerEvent } from '../cards/effects.js';
import type { ActiveAbility, Cost } from '../cards/schema.js';
import { drawCardCost, heroStats, pendingName, roundLine, stackFace } from '../module/faces.js';
import { handFaces } from '../module/hand-faces.js';
import type { BladesState, ClashState, Die, Phase, PlayerState, StackItem } from './state.js';
import { HEROES_PER_LIST, playerOf } from './state.js';
import { decidingSeats, maxReroll } from './flow.js';
import { abilitiesOf } from './heroes.js';

/**
 * What a viewer may see: no seat's or spectator's view contains the rival's hand, any deck order,
 * unrevealed draft picks or the seed. Deck order is in no view, judges included; the seed is
 * never in the state.
 */

export interface HeroView {
  readonly index: number;
  readonly id: string;
  readonly name: Localized;
  readonly seat: Seat;
  /** Its place in its seat's list of five, the number `PickHeroes.keep` names it by ("Draft de Héroes"). */
  readonly slot: number;
  /** Kept in the draft; null while hidden from this viewer. */
  readonly kept: boolean | null;
  readonly life: number;
  readonly maxLife: number;
  readonly out: boolean;
  readonly counters: Readonly<Partial<Record<Counter, number>>>;
  readonly modifiers: Readonly<Partial<Record<Stat, number>>>;
  /** Strength, Agility, Will and Armor as the rules use them now (passives, equipment, counters), the printed value beside each. */
  readonly stats: readonly CardStat[];
  readonly equipment: readonly string[];
  /** The active abilities it has now, its own then its equipment's ("Resolución de Acciones": "una habilidad de héroe o de equipo"). */
  readonly abilities: readonly Pick<ActiveAbility, 'id' | 'name' | 'text' | 'cost'>[];
}

export interface PlayerView {
  readonly seat: Seat;
  /** Card ids; null when hidden from this viewer. */
  readonly hand: readonly string[] | null;
  readonly handCount: number;
  /** The hand's faces in the same order (cost, kind, text); for the viewer's own hand, why a card can't be played now. */
  readonly handFaces: readonly CardFace[] | null;
  readonly deckCount: number;
  readonly graveyard: readonly string[];
  readonly dice: readonly Die[];
  readonly picked: boolean;
  readonly mulliganed: boolean;
  /** Cards over the hand limit this seat must discard now (0 outside the hand-limit step). */
  readonly overLimit: number;
}

export interface StackItemView {
  readonly id: number;
  readonly seat: Seat;
  readonly card?: string;
  readonly ability?: string;
  readonly trigger?: TriggerEvent;
  readonly performer: number;
  readonly target: number | null;
  /** What it is, its cost and its text, readable before anyone answers it. */
  readonly face: CardFace;
}

export interface BladesView {
  readonly viewer: Viewer;
  readonly phase: Phase;
  readonly round: number;
  /** "Ronda de batalla 3 de 6"; in the last round, what decides after it. */
  readonly roundLine: Localized;
  /** The hand limit at the end of each clash ("Robo de Mano Inicial": 7). */
  readonly handLimit: number;
  /** Heroes each player keeps in the draft ("Draft de Héroes": 3 of 5). */
  readonly heroesKept: number;
  /** The seats that must decide now, by each phase's rule (`decidingSeats`): those with a legal command. */
  readonly moving: readonly Seat[];
  /** The cost of the special action Robar una Carta. */
  readonly drawCardCost: Cost;
  readonly attacker: Seat | null;
  readonly roleChooser: Seat | null;
  readonly heroes: readonly HeroView[];
  readonly players: readonly [PlayerView, PlayerView];
  readonly pairings: readonly (readonly [number, number])[];
  readonly clash: null | {
    readonly index: number;
    readonly heroes: readonly [number, number];
    readonly diceStep: Seat | null;
    /**
     * The dice step's rerolls: made, allowed, how many dice the next reroll must keep and the most
     * it may reroll now ("Preparar Dados de Acción": "en cada repetición habrá que guardar, mínimo,
     * 1 dado más que en la anterior").
     */
    readonly reroll: {
      readonly used: number;
      readonly allowed: number;
      readonly mustKeep: number;
      readonly maxReroll: number;
    } | null;
    readonly initiative: Seat | null;
    readonly activation: Seat;
    readonly priority: Seat;
    readonly stack: readonly StackItemView[];
    readonly pending: readonly { hero: number; on: TriggerEvent; name: Localized }[];
  };
  readonly result: GameResult | null;
}

function nonZero<K extends string>(keys: readonly K[], values: readonly number[]): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  keys.forEach((k, i) => {
    const v = values[i]!;
    if (v !== 0) out[k] = v;
  });
  return out;
}

function playerView(state: BladesState, player: PlayerState, seat: Seat, viewer: Viewer): PlayerView {
  const ids = (cards: readonly number[]) => cards.map((c) => state.catalog[c]!.id);
  return {
    seat,
    hand: readsSeatSecrets(viewer, seat) ? ids(player.hand) : null,
    handCount: player.hand.length,
    handFaces: readsSeatSecrets(viewer, seat) ? handFaces(state, seat, viewer.kind === 'seat') : null,
    deckCount: player.deck.length,
    graveyard: ids(player.graveyard),
    dice: player.dice,
    picked: player.picks !== null,
    mulliganed: player.mulliganed,
    overLimit: state.phase === 'handLimit' ? Math.max(0, player.hand.length - state.format.handLimit) : 0,
  };
}

function heroView(state: BladesState, viewer: Viewer, index: number): HeroView {
  const h = state.heroes[index]!;
  const picks = playerOf(state, h.seat).picks;
  const visible = picks !== null && (state.revealed || readsSeatSecrets(viewer, h.seat));
  const slot = index - h.seat * HEROES_PER_LIST;
  return {
    index,
    id: h.def.id,
    name: h.def.name,
    seat: h.seat,
    slot,
    kept: visible ? picks.includes(slot) : null,
    life: h.life,
    maxLife: h.def.life,
    out: h.out,
    counters: nonZero(COUNTERS, h.counters),
    modifiers: nonZero(
      STATS,
      h.mods.map((m, i) => m + h.clashMods[i]!),
    ),
    stats: heroStats(state, index),
    equipment: h.equipment.map((c) => state.catalog[c]!.id),
    abilities: abilitiesOf(state, h).map(({ id, name, text, cost }) => ({ id, name, text, cost })),
  };
}

/** A stack item with its face, and what put it there: a card, an ability or a trigger. */
function stackItemView(state: BladesState, i: StackItem): StackItemView {
  return {
    id: i.id,
    seat: i.seat,
    performer: i.performer,
    target: i.target,
    face: stackFace(state, i),
    ...(i.source.kind === 'card'
      ? { card: state.catalog[i.source.card]!.id }
      : i.source.kind === 'ability'
        ? { ability: i.source.ability }
        : { trigger: i.source.on }),
  };
}

function clashView(state: BladesState, c: ClashState): NonNullable<BladesView['clash']> {
  return {
    index: c.index,
    heroes: c.heroes,
    diceStep: c.diceStep?.seat ?? null,
    initiative: c.initiative,
    reroll:
      c.diceStep === null
        ? null
        : {
            used: c.diceStep.rerollsUsed,
            allowed: c.diceStep.rerollsAllowed,
            mustKeep: c.diceStep.kept + 1,
            maxReroll: Math.max(0, maxReroll(state, c.diceStep.seat)),
          },
    activation: c.activation,
    priority: c.priority,
    stack: c.stack.map((i) => stackItemView(state, i)),
    pending: c.pending.map((p) => ({
      hero: p.hero,
      on: p.on,
      name: pendingName(state, p.hero, p.on, p.effects),
    })),
  };
}

export function view(state: BladesState, viewer: Viewer): BladesView {
  return {
    viewer,
    phase: state.phase,
    round: state.round,
    roundLine: roundLine(state),
    handLimit: state.format.handLimit,
    heroesKept: state.format.heroesKept,
    moving: decidingSeats(state),
    drawCardCost: drawCardCost(state),
    attacker: state.attacker,
    roleChooser: state.roleChooser,
    heroes: state.heroes.map((_, index) => heroView(state, viewer, index)),
    players: [playerView(state, state.players[0], 0, viewer), playerView(state, state.players[1], 1, viewer)],
    pairings: state.pairings,
    clash: state.clash === null ? null : clashView(state, state.clash),
    result: state.result,
  };
}
