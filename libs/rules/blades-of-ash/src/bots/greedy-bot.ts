import type { CommandApplied, DecideContext, RandomSource, RuleViolation, Seat } from '@cronica/rules-kernel';
import { isRuleViolation, pickUniform } from '@cronica/rules-kernel';
import type { BladesCommand, CommandOf } from '../engine/commands.js';
import type { BladesEvent } from '../engine/events.js';
import { playerOf, type BladesState } from '../engine/state.js';
import { triggerOrderer } from '../engine/triggers.js';
import type { Bot } from './bot.js';
import { createDeterminizer } from './determinize.js';
import { estimateQuiet, quietEffects } from './estimate.js';
import { heroPower, scoreFor } from './score.js';

/** The engine's decide that also hands back the state its events fold to. */
type DecideAndFold = (
  command: BladesCommand,
  state: BladesState,
  ctx: DecideContext,
) => CommandApplied<BladesState, BladesEvent> | RuleViolation;

export interface GreedyBotOptions {
  readonly decideAndFold: DecideAndFold;
  /** Tie-breaks among equally good commands. */
  readonly random: RandomSource;
  /** What the bot's look-ahead draws from: its own guess of dice, never the match's streams. */
  readonly lookahead: DecideContext;
}

/** Passes answered by passes until the stack is empty: the bot assumes the rival lets it resolve. */
const SETTLE_STEPS = 12;

/**
 * The greedy bot: in the action phase it plays each distinct legal action that
 * can hurt (or any answer to the stack) on a copy of the state with the engine's decide/evolve,
 * lets the stack resolve, and keeps the best by `scoreFor` (lethal, then damage, then value);
 * actions that cannot hurt are valued statically on the same scale (estimate.ts). Set-up
 * choices use simple heuristics. It plans on `determinizeFor(state, seat)`: the rival's hand, deck
 * orders and hidden picks never steer its choice, which is always one of the real `legal` commands.
 */
export function greedyBot(options: GreedyBotOptions): Bot<BladesState, BladesCommand> {
  const determinize = createDeterminizer();
  return {
    name: 'greedy',
    choose(real, seat, legal) {
      if (legal.length === 1) return legal[0]!;
      // Fair play: plan only from what this seat may see (determinize.ts); `legal` is the real state's.
      const state = determinize(real, seat);
      switch (state.phase) {
        case 'actions':
          return bestAction(options, state, seat, legal);
        case 'draft':
          return best(options.random, legal, (c) => (c.type === 'PickHeroes' ? keptPower(state, seat, c) : 0));
        case 'pairing':
          return best(options.random, legal, (c) => (c.type === 'PairHeroes' ? matchup(state, c) : 0));
        case 'dice': {
          const low = lowDice(state, seat);
          return best(options.random, legal, (c) => diceChoice(low, c));
        }
        case 'mulligan':
          return best(options.random, legal, (c) => (c.type === 'Mulligan' ? -c.data.discard.length : 0));
        case 'role':
          return best(options.random, legal, (c) => (c.type === 'ChooseRole' && c.data.role === 'attacker' ? 1 : 0));
        case 'handLimit':
          return best(options.random, legal, (c) => (c.type === 'DiscardCard' ? cardCost(state, c.data.card) : 0));
        case 'over':
          return legal[0]!;
      }
    },
  };
}

function best<C>(random: RandomSource, legal: readonly C[], value: (command: C) => number): C {
  let top = -Infinity;
  let winners: C[] = [];
  for (const command of legal) {
    const v = value(command);
    if (v > top) [top, winners] = [v, [command]];
    else if (v === top) winners.push(command);
  }
  return winners.length === 1 ? winners[0]! : pickUniform(random, winners);
}

function bestAction(
  options: GreedyBotOptions,
  state: BladesState,
  seat: Seat,
  legal: readonly BladesCommand[],
): BladesCommand {
  return best(options.random, cheapestPayments(state, seat, legal), actionValue(options, state, seat));
}

/**
 * The action-phase commands of `legal` (one payment per action and target), best first by the
 * greedy bot's own value, for a bot that looks further ahead (strong-bot.ts). `state` is already
 * the seat's determinized state.
 */
export function rankedActions(
  options: GreedyBotOptions,
  state: BladesState,
  seat: Seat,
  legal: readonly BladesCommand[],
): BladesCommand[] {
  const value = actionValue(options, state, seat);
  const scored = cheapestPayments(state, seat, legal)
    .map((command) => ({ command, value: value(command) }))
    .sort((a, b) => b.value - a.value);
  // What leaves the seat worse off than passing now (dice paid to draw into a full hand) is not
  // worth playing out: a lucky playout must not make it look good.
  const now = scoreFor(state, seat);
  const worth = scored.filter((entry) => entry.value >= now || entry.command.type === 'Pass');
  return (worth.length > 0 ? worth : scored).map((entry) => entry.command);
}

function actionValue(options: GreedyBotOptions, state: BladesState, seat: Seat): (command: BladesCommand) => number {
  const now = scoreFor(state, seat);
  const stackEmpty = state.clash === null || state.clash.stack.length === 0;
  return (command) => {
    // Passing with an empty stack changes nothing on the board: no need to simulate it.
    if (command.type === 'Pass' && stackEmpty) return now;
    // Nor does an action that cannot hurt anyone need the engine: its value is estimated.
    const quiet = stackEmpty && isPaid(command) ? quietEffects(state, command) : null;
    if (quiet !== null) return now + estimateQuiet(state, seat, command as Paid, quiet);
    const after = settle(options, apply(options, state, command));
    return after === null ? -Infinity : scoreFor(after, seat);
  };
}

function apply(options: GreedyBotOptions, state: BladesState, command: BladesCommand): BladesState | null {
  const decided = options.decideAndFold(command, state, options.lookahead);
  options.lookahead.random.takeDraws();
  return isRuleViolation(decided) ? null : decided.state;
}

function settle(options: GreedyBotOptions, state: BladesState | null): BladesState | null {
  let current = state;
  for (let step = 0; step < SETTLE_STEPS && current !== null; step += 1) {
    const clash = current.clash;
    if (current.phase !== 'actions' || clash === null || (clash.stack.length === 0 && clash.pending.length === 0))
      return current;
    const seat = clash.priority;
    const orderer = triggerOrderer(current);
    const command: BladesCommand =
      orderer !== null
        ? { type: 'OrderTrigger', data: { seat: orderer.seat, pending: orderer.choices[0]! } }
        : { type: 'Pass', data: { seat } };
    const next = apply(options, current, command);
    if (next === null) return current;
    current = next;
  }
  return current;
}

type Paid = CommandOf<'PlayCard'> | CommandOf<'ActivateAbility'> | CommandOf<'DrawCard'>;
const isPaid = (c: BladesCommand): c is Paid =>
  c.type === 'PlayCard' || c.type === 'ActivateAbility' || c.type === 'DrawCard';

/**
 * One command per action and target: the payment that spends the lowest faces keeps the best dice
 * (the first such payment on a tie). `legalCommands` lists the payments of one action and target
 * together, so comparing with the previous kept command finds them.
 */
function cheapestPayments(state: BladesState, seat: Seat, legal: readonly BladesCommand[]): BladesCommand[] {
  const dice = playerOf(state, seat).dice;
  const chosen: BladesCommand[] = [];
  let lastFaces = 0;
  for (const command of legal) {
    if (!isPaid(command)) {
      chosen.push(command);
      continue;
    }
    const faces = faceSum(dice, command.data.dice);
    const last = chosen[chosen.length - 1];
    if (last !== undefined && sameAction(last, command)) {
      if (faces < lastFaces) [chosen[chosen.length - 1], lastFaces] = [command, faces];
      continue;
    }
    chosen.push(command);
    lastFaces = faces;
  }
  return chosen;
}

function faceSum(dice: BladesState['players'][number]['dice'], chosen: readonly number[]): number {
  let sum = 0;
  for (const i of chosen) sum += dice[i]?.face ?? 0;
  return sum;
}

/** The same action on the same target, whatever dice pay it. */
function sameAction(a: BladesCommand, b: Paid): boolean {
  if (a.type !== b.type) return false;
  const x = a.data as { card?: string; ability?: string; target?: number };
  const y = b.data as { card?: string; ability?: string; target?: number };
  return x.card === y.card && x.ability === y.ability && x.target === y.target;
}

function keptPower(state: BladesState, seat: Seat, command: CommandOf<'PickHeroes'>): number {
  return command.data.keep.reduce((sum, position) => sum + heroPower(state.heroes[seat * 5 + position]!.def), 0);
}

function matchup(state: BladesState, command: CommandOf<'PairHeroes'>): number {
  return heroPower(state.heroes[command.data.hero]!.def) - heroPower(state.heroes[command.data.rival]!.def);
}

function lowDice(state: BladesState, seat: Seat): number[] {
  const dice = playerOf(state, seat).dice;
  const low: number[] = [];
  for (let i = 0; i < dice.length; i += 1) if (dice[i]!.face <= 2) low.push(i);
  return low;
}

/** Reroll the dice showing 1 or 2 when that is allowed; otherwise keep. */
function diceChoice(low: readonly number[], command: BladesCommand): number {
  if (command.type === 'RerollDice') return sameSet(command.data.dice, low) ? 2 : -1;
  return command.type === 'KeepDice' ? 1 : 0;
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function cardCost(state: BladesState, id: string): number {
  const index = state.cardIndex[id];
  return index === undefined ? 0 : state.catalog[index]!.cost.length;
}
