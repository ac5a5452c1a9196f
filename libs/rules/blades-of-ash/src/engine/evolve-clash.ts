import type { ByType } from '@cronica/util';
import type { Seat } from '@cronica/rules-kernel';
import type { Effect } from '../cards/effects.js';
import type { BladesEvent, EventOf } from './events.js';
import { counterIndex, findAbility } from './heroes.js';
import {
  atSeat,
  clashEnding,
  other,
  playerOf,
  type BladesState,
  type ClashState,
  type Die,
  type ItemSource,
  type StackItem,
} from './state.js';
import {
  copyClash,
  copyHero,
  copyPlayer,
  copyState,
  patch,
  removeCards,
  withClash,
  withPlayer,
  type Mutable,
} from './update.js';

/** Clash events (000_7cbcfc9bc47f1014.txt, "Los Choques" and its subphases). */
export const CLASH_EVOLVERS = {
  ClashStarted: (event, state) => startClash(state, event),
  DiceRolled: (event, state) =>
    withPlayer(state, event.data.seat, (p) => {
      p.dice = event.data.dice.map((d): Die => ({ color: d.color, face: d.face, spent: false }));
    }),
  DiceRerolled: (event, state) =>
    withClash(setFaces(state, event.data.seat, event.data.indices, event.data.faces), (c) => {
      c.diceStep = c.diceStep && {
        ...c.diceStep,
        rerollsUsed: c.diceStep.rerollsUsed + 1,
        kept: event.data.kept.length,
      };
    }),
  DiceKept: (event, state) =>
    withClash(state, (c) => {
      const defender = other(state.attacker ?? 0);
      c.diceStep =
        event.data.seat === defender
          ? null
          : { seat: defender, rerollsUsed: 0, rerollsAllowed: atSeat(c.rerolls, defender), kept: 0 };
    }),
  InitiativeRolled: (event, state) => {
    const winner = event.data.winner;
    const next = withClash(state, (c) => {
      c.initiative = winner;
      c.activation = winner;
      c.priority = winner;
    });
    return patch(next, (s) => {
      s.phase = 'actions';
    });
  },
  CountersCleaned: (event, state) => cleanCounters(state, event.data.hero, event.data.removed),
  ActionPlayed: (event, state) => playAction(state, event),
  CardDrawAction: (event, state) =>
    withClash(spendDice(state, event.data.seat, event.data.dice), (c) => {
      c.acted = true;
    }),
  TriggerQueued: (event, state) => {
    const { hero, key, on, effects, eventSource } = event.data;
    return withClash(state, (c) => {
      c.pending = c.pending.concat([{ hero, on, effects, eventSource }]);
      c.uses = c.uses.concat([key]);
    });
  },
  TriggerStacked: (event, state) => stackTrigger(state, event.data.pending),
  Passed: (event, state) =>
    state.clash!.stack.length > 0 ? state : handOver(state, event.data.seat, state.clash!.passes + 1),
  ActivationEnded: (event, state) => handOver(state, event.data.seat, 0),
  ItemResolving: (_event, state) => state,
  ItemResolved: (event, state) => removeItem(state, event.data.id, event.data.toGraveyard),
  ItemCancelled: (event, state) => removeItem(state, event.data.id, true),
  ClashEnded: (_event, state) => endClash(state),
} satisfies Partial<ByType<BladesEvent, [BladesState], BladesState>>;

/** The activation passes to the rival ("de forma alterna"). */
function handOver(state: BladesState, seat: Seat, passes: number): BladesState {
  const clash = copyClash(state.clash!);
  clash.passes = passes;
  clash.acted = false;
  clash.activation = other(seat);
  clash.priority = other(seat);
  const next = copyState(state);
  next.clash = clash;
  return next;
}

function startClash(state: BladesState, event: EventOf<'ClashStarted'>): BladesState {
  const { index, heroes, rerolls } = event.data;
  const attacker = state.attacker ?? 0;
  const clash: ClashState = {
    index,
    heroes,
    diceStep: { seat: attacker, rerollsUsed: 0, rerollsAllowed: atSeat(rerolls, attacker), kept: 0 },
    initiative: null,
    activation: attacker,
    priority: attacker,
    acted: false,
    passes: 0,
    stack: [],
    pending: [],
    uses: [],
    rerolls,
  };
  const cleared = withPlayer(
    withPlayer(state, 0, (p) => {
      p.dice = [];
    }),
    1,
    (p) => {
      p.dice = [];
    },
  );
  return patch(cleared, (s) => {
    s.phase = 'dice';
    s.clash = clash;
  });
}

function setFaces(state: BladesState, seat: Seat, indices: readonly number[], faces: readonly number[]): BladesState {
  return withPlayer(state, seat, (p) => {
    const dice = p.dice.slice();
    indices.forEach((at, k) => {
      dice[at] = { color: dice[at]!.color, face: faces[k]!, spent: dice[at]!.spent };
    });
    p.dice = dice;
  });
}

export function spendDice(state: BladesState, seat: Seat, indices: readonly number[]): BladesState {
  if (indices.length === 0) return state;
  return withPlayer(state, seat, (p) => {
    p.dice = spentDice(p.dice, indices);
  });
}

/** The dice with those positions spent (they keep their faces: "Dados Gastados"). */
function spentDice(dice: readonly Die[], indices: readonly number[]): readonly Die[] {
  if (indices.length === 0) return dice;
  const next = dice.slice();
  for (const at of indices) next[at] = { color: next[at]!.color, face: next[at]!.face, spent: true };
  return next;
}

function cleanCounters(state: BladesState, hero: number, removed: readonly string[]): BladesState {
  const heroes = state.heroes.slice();
  const h = copyHero(heroes[hero]!);
  const counters = h.counters.slice();
  for (const c of removed) counters[counterIndex(c as never)]! -= 1;
  h.counters = counters;
  heroes[hero] = h;
  return patch(state, (s) => {
    s.heroes = heroes;
  });
}

/** The item goes on top and the rival gets priority; `clash` is this event's copy, `next` its state. */
function push(next: Mutable<BladesState>, clash: Mutable<ClashState>, item: StackItem): BladesState {
  clash.stack = clash.stack.concat([item]);
  clash.priority = other(item.seat);
  clash.passes = 0;
  next.clash = clash;
  next.nextItemId = item.id + 1;
  return next;
}

function stackTrigger(state: BladesState, at: number): BladesState {
  const pending = state.clash!.pending[at]!;
  const item: StackItem = {
    id: state.nextItemId,
    seat: state.heroes[pending.hero]!.seat,
    source: { kind: 'trigger', on: pending.on },
    effects: pending.effects,
    performer: pending.hero,
    target: null,
    eventSource: pending.eventSource,
  };
  const clash = copyClash(state.clash!);
  clash.pending = clash.pending.filter((_, i) => i !== at);
  if (!clashEnding(state.clash!)) return push(copyState(state), clash, item);
  // At the end of the clash the item resolves at once: nobody gets priority, the clash stays over.
  const next = push(copyState(state), clash, item);
  clash.passes = state.clash!.passes;
  clash.priority = state.clash!.priority;
  return next;
}

function playAction(state: BladesState, event: EventOf<'ActionPlayed'>): BladesState {
  const { seat, card, ability, dice, target, performer } = event.data;
  const player = copyPlayer(playerOf(state, seat));
  player.dice = spentDice(player.dice, dice);
  let source: ItemSource;
  let effects: readonly Effect[];
  if (card !== undefined) {
    const index = state.cardIndex[card]!;
    player.hand = removeCards(player.hand, [index]);
    source = { kind: 'card', card: index };
    effects = state.catalog[index]!.effects;
  } else {
    const found = findAbility(state, state.heroes[performer]!, ability ?? '');
    if (found === undefined) throw new Error(`ActionPlayed: unknown ability ${ability}`);
    source = { kind: 'ability', ability: found.id };
    effects = found.effects;
  }
  const clash = copyClash(state.clash!);
  if (state.clash!.stack.length === 0) clash.acted = true;
  if (source.kind === 'ability') clash.uses = clash.uses.concat([`${performer}:${source.ability}`]);
  const next = copyState(state);
  next.players = seat === 0 ? [player, state.players[1]] : [state.players[0], player];
  return push(next, clash, { id: state.nextItemId, seat, source, effects, performer, target, eventSource: null });
}

function removeItem(state: BladesState, id: number, toGraveyard: boolean): BladesState {
  const stack = state.clash!.stack;
  let at = stack.length - 1;
  while (at >= 0 && stack[at]!.id !== id) at -= 1;
  if (at < 0) throw new Error(`no stack item ${id}`);
  const item = stack[at]!;
  const clash = copyClash(state.clash!);
  clash.stack = at === stack.length - 1 ? stack.slice(0, at) : stack.slice(0, at).concat(stack.slice(at + 1));
  // The rival of the new top item may answer it; with the stack empty, priority goes back to the
  // player whose activation it is ("Resolución de Acciones": activations alternate from the
  // Initiative player; a resolved item never hands the rival an extra turn).
  const top = clash.stack[clash.stack.length - 1];
  clash.priority = top !== undefined ? other(top.seat) : clash.activation;
  const next = copyState(state);
  next.clash = clash;
  if (toGraveyard && item.source.kind === 'card') {
    const player = copyPlayer(playerOf(state, item.seat));
    player.graveyard = player.graveyard.concat([item.source.card]);
    next.players = item.seat === 0 ? [player, state.players[1]] : [state.players[0], player];
  }
  return next;
}

/** Clash-long modifiers and granted triggers end with the clash. */
function endClash(state: BladesState): BladesState {
  let heroes = state.heroes;
  state.heroes.forEach((hero, index) => {
    if (hero.granted.length > 0 || hero.clashMods.some((m) => m !== 0)) {
      if (heroes === state.heroes) heroes = heroes.slice();
      const h = copyHero(hero);
      h.granted = [];
      h.clashMods = hero.clashMods.map(() => 0);
      (heroes as HeroArray)[index] = h;
    }
  });
  const next = copyState(state);
  next.heroes = heroes;
  next.phase = 'handLimit';
  return next;
}

type HeroArray = BladesState['heroes'][number][];
