import type { Seat } from '@cronica/rules-kernel';
import type { Effect } from '../cards/effects.js';
import type { EventOf } from './events.js';
import { counterIndex, findAbility } from './heroes.js';
import { other, type BladesState, type ClashState, type Die, type ItemSource, type StackItem } from './state.js';
import { copyHero, copyState, patch, removeCards, withClash, withPlayer } from './update.js';

type ClashEvent = EventOf<
  | 'ClashStarted' | 'DiceRolled' | 'DiceRerolled' | 'DiceKept' | 'InitiativeRolled' | 'CountersCleaned'
  | 'ActionPlayed' | 'CardDrawAction' | 'TriggerQueued' | 'TriggerStacked' | 'Passed' | 'ActivationEnded'
  | 'ItemResolving' | 'ItemResolved' | 'ItemCancelled' | 'ClashEnded'
>;

/** Clash events (000_7cbcfc9bc47f1014.txt, "Los Choques" and its subphases). */
export function evolveClash(state: BladesState, event: ClashEvent): BladesState {
  switch (event.type) {
    case 'ClashStarted':
      return startClash(state, event);
    case 'DiceRolled':
      return withPlayer(state, event.data.seat, (p) => {
        p.dice = event.data.dice.map((d): Die => ({ color: d.color, face: d.face, spent: false }));
      });
    case 'DiceRerolled':
      return withClash(setFaces(state, event.data.seat, event.data.indices, event.data.faces), (c) => {
        c.diceStep = c.diceStep && { ...c.diceStep, rerollsUsed: c.diceStep.rerollsUsed + 1 };
      });
    case 'DiceKept':
      return withClash(state, (c) => {
        const defender = other(state.attacker ?? 0);
        c.diceStep = event.data.seat === defender ? null : { seat: defender, rerollsUsed: 0, rerollsAllowed: c.rerolls[defender] };
      });
    case 'InitiativeRolled': {
      const winner = event.data.winner;
      const next = withClash(state, (c) => { c.initiative = winner; c.activation = winner; c.priority = winner; });
      return patch(next, (s) => { s.phase = 'actions'; });
    }
    case 'CountersCleaned':
      return cleanCounters(state, event.data.hero, event.data.removed);
    case 'ActionPlayed':
      return playAction(state, event);
    case 'CardDrawAction':
      return withClash(spendDice(state, event.data.seat, event.data.dice), (c) => { c.acted = true; });
    case 'TriggerQueued': {
      const { hero, key, on, effects, eventSource } = event.data;
      return withClash(state, (c) => { c.pending = c.pending.concat([{ hero, on, effects, eventSource }]); c.uses = c.uses.concat([key]); });
    }
    case 'TriggerStacked':
      return stackTrigger(state, event.data.pending);
    case 'Passed':
      return state.clash!.stack.length > 0 ? state : handOver(state, event.data.seat, state.clash!.passes + 1);
    case 'ActivationEnded':
      return handOver(state, event.data.seat, 0);
    case 'ItemResolving':
      return state;
    case 'ItemResolved':
      return removeItem(state, event.data.id, event.data.toGraveyard);
    case 'ItemCancelled':
      return removeItem(state, event.data.id, true);
    case 'ClashEnded':
      return endClash(state);
  }
}

/** The activation passes to the rival ("de forma alterna"). */
function handOver(state: BladesState, seat: Seat, passes: number): BladesState {
  return withClash(state, (c) => { c.passes = passes; c.acted = false; c.activation = other(seat); c.priority = other(seat); });
}

function startClash(state: BladesState, event: EventOf<'ClashStarted'>): BladesState {
  const { index, heroes, rerolls } = event.data;
  const attacker = state.attacker ?? 0;
  const clash: ClashState = {
    index, heroes, diceStep: { seat: attacker, rerollsUsed: 0, rerollsAllowed: rerolls[attacker] }, initiative: null,
    activation: attacker, priority: attacker, acted: false, passes: 0, stack: [], pending: [], uses: [], rerolls,
  };
  const cleared = withPlayer(withPlayer(state, 0, (p) => { p.dice = []; }), 1, (p) => { p.dice = []; });
  return patch(cleared, (s) => { s.phase = 'dice'; s.clash = clash; });
}

function setFaces(state: BladesState, seat: Seat, indices: readonly number[], faces: readonly number[]): BladesState {
  return withPlayer(state, seat, (p) => {
    const dice = p.dice.slice();
    indices.forEach((at, k) => { dice[at] = { color: dice[at]!.color, face: faces[k]!, spent: dice[at]!.spent }; });
    p.dice = dice;
  });
}

export function spendDice(state: BladesState, seat: Seat, indices: readonly number[]): BladesState {
  if (indices.length === 0) return state;
  return withPlayer(state, seat, (p) => {
    const dice = p.dice.slice();
    for (const at of indices) dice[at] = { color: dice[at]!.color, face: dice[at]!.face, spent: true };
    p.dice = dice;
  });
}

function cleanCounters(state: BladesState, hero: number, removed: readonly string[]): BladesState {
  const heroes = state.heroes.slice();
  const h = copyHero(heroes[hero]!);
  const counters = h.counters.slice();
  for (const c of removed) counters[counterIndex(c as never)]! -= 1;
  h.counters = counters;
  heroes[hero] = h;
  return patch(state, (s) => { s.heroes = heroes; });
}

function push(state: BladesState, item: StackItem, change?: (c: { pending: ClashState['pending'] }) => void): BladesState {
  const next = withClash(state, (c) => {
    c.stack = c.stack.concat([item]); c.priority = other(item.seat); c.passes = 0;
    if (change !== undefined) change(c);
  });
  return patch(next, (s) => { s.nextItemId = state.nextItemId + 1; });
}

function stackTrigger(state: BladesState, at: number): BladesState {
  const pending = state.clash!.pending[at]!;
  const item: StackItem = {
    id: state.nextItemId, seat: state.heroes[pending.hero]!.seat, source: { kind: 'trigger', on: pending.on },
    effects: pending.effects, performer: pending.hero, target: null, eventSource: pending.eventSource,
  };
  return push(state, item, (c) => { c.pending = c.pending.filter((_, i) => i !== at); });
}

function playAction(state: BladesState, event: EventOf<'ActionPlayed'>): BladesState {
  const { seat, card, ability, dice, target, performer } = event.data;
  const normalAction = state.clash!.stack.length === 0;
  let next = spendDice(state, seat, dice);
  let source: ItemSource;
  let effects: readonly Effect[];
  if (card !== undefined) {
    const index = state.cardIndex[card]!;
    next = withPlayer(next, seat, (p) => { p.hand = removeCards(p.hand, [index]); });
    source = { kind: 'card', card: index };
    effects = state.catalog[index]!.effects;
  } else {
    const found = findAbility(state, state.heroes[performer]!, ability ?? '');
    if (found === undefined) throw new Error(`ActionPlayed: unknown ability ${ability}`);
    source = { kind: 'ability', ability: found.id };
    effects = found.effects;
  }
  const key = source.kind === 'ability' ? `${performer}:${source.ability}` : null;
  next = withClash(next, (c) => {
    if (normalAction) c.acted = true;
    if (key !== null) c.uses = c.uses.concat([key]);
  });
  return push(next, { id: state.nextItemId, seat, source, effects, performer, target, eventSource: null });
}

function removeItem(state: BladesState, id: number, toGraveyard: boolean): BladesState {
  const clash = state.clash!;
  const item = clash.stack.find((i) => i.id === id);
  if (item === undefined) throw new Error(`no stack item ${id}`);
  let next = withClash(state, (c) => {
    c.stack = clash.stack.filter((i) => i.id !== id);
    const top = c.stack[c.stack.length - 1];
    if (top !== undefined) c.priority = other(top.seat);
  });
  if (toGraveyard && item.source.kind === 'card') {
    const card = item.source.card;
    next = withPlayer(next, item.seat, (p) => { p.graveyard = p.graveyard.concat([card]); });
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
