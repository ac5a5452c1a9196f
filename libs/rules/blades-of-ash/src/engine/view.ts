import type { GameResult, Seat, Viewer } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { COUNTERS, STATS } from '../cards/vocabulary.js';
import type { Counter, Stat } from '../cards/vocabulary.js';
import type { TriggerEvent } from '../cards/effects.js';
import type { BladesState, Die, Phase, PlayerState } from './state.js';
import { playerOf } from './state.js';

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
  /** Kept in the draft; null while hidden from this viewer. */
  readonly kept: boolean | null;
  readonly life: number;
  readonly maxLife: number;
  readonly out: boolean;
  readonly counters: Readonly<Partial<Record<Counter, number>>>;
  readonly modifiers: Readonly<Partial<Record<Stat, number>>>;
  readonly equipment: readonly string[];
}

export interface PlayerView {
  readonly seat: Seat;
  /** Card ids; null when hidden from this viewer. */
  readonly hand: readonly string[] | null;
  readonly handCount: number;
  readonly deckCount: number;
  readonly graveyard: readonly string[];
  readonly dice: readonly Die[];
  readonly picked: boolean;
  readonly mulliganed: boolean;
}

export interface StackItemView {
  readonly id: number;
  readonly seat: Seat;
  readonly card?: string;
  readonly ability?: string;
  readonly trigger?: TriggerEvent;
  readonly performer: number;
  readonly target: number | null;
}

export interface BladesView {
  readonly viewer: Viewer;
  readonly phase: Phase;
  readonly round: number;
  readonly attacker: Seat | null;
  readonly roleChooser: Seat | null;
  readonly heroes: readonly HeroView[];
  readonly players: readonly [PlayerView, PlayerView];
  readonly pairings: readonly (readonly [number, number])[];
  readonly clash: null | {
    readonly index: number;
    readonly heroes: readonly [number, number];
    readonly diceStep: Seat | null;
    /** The dice step's rerolls: made, allowed, and how many dice the next reroll must keep. */
    readonly reroll: { readonly used: number; readonly allowed: number; readonly mustKeep: number } | null;
    readonly initiative: Seat | null;
    readonly activation: Seat;
    readonly priority: Seat;
    readonly stack: readonly StackItemView[];
    readonly pending: readonly { hero: number; on: TriggerEvent }[];
  };
  readonly result: GameResult | null;
}

const sees = (viewer: Viewer, seat: Seat): boolean => viewer.kind === 'judge' || (viewer.kind === 'seat' && viewer.seat === seat);

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
    hand: sees(viewer, seat) ? ids(player.hand) : null,
    handCount: player.hand.length,
    deckCount: player.deck.length,
    graveyard: ids(player.graveyard),
    dice: player.dice,
    picked: player.picks !== null,
    mulliganed: player.mulliganed,
  };
}

export function view(state: BladesState, viewer: Viewer): BladesView {
  const heroes = state.heroes.map((h, index): HeroView => {
    const picks = playerOf(state, h.seat).picks;
    const visible = picks !== null && (state.revealed || sees(viewer, h.seat));
    return {
      index,
      id: h.def.id,
      name: h.def.name,
      seat: h.seat,
      kept: visible ? picks.includes(index % 5) : null,
      life: h.life,
      maxLife: h.def.life,
      out: h.out,
      counters: nonZero(COUNTERS, h.counters),
      modifiers: nonZero(
        STATS,
        h.mods.map((m, i) => m + h.clashMods[i]!),
      ),
      equipment: h.equipment.map((c) => state.catalog[c]!.id),
    };
  });
  const c = state.clash;
  return {
    viewer,
    phase: state.phase,
    round: state.round,
    attacker: state.attacker,
    roleChooser: state.roleChooser,
    heroes,
    players: [playerView(state, state.players[0], 0, viewer), playerView(state, state.players[1], 1, viewer)],
    pairings: state.pairings,
    clash:
      c === null
        ? null
        : {
            index: c.index,
            heroes: c.heroes,
            diceStep: c.diceStep?.seat ?? null,
            initiative: c.initiative,
            reroll: c.diceStep === null ? null : { used: c.diceStep.rerollsUsed, allowed: c.diceStep.rerollsAllowed, mustKeep: c.diceStep.kept + 1 },
            activation: c.activation,
            priority: c.priority,
            stack: c.stack.map((i) => ({
              id: i.id,
              seat: i.seat,
              performer: i.performer,
              target: i.target,
              ...(i.source.kind === 'card' ? { card: state.catalog[i.source.card]!.id } : i.source.kind === 'ability' ? { ability: i.source.ability } : { trigger: i.source.on }),
            })),
            pending: c.pending.map((p) => ({ hero: p.hero, on: p.on })),
          },
    result: state.result,
  };
}
