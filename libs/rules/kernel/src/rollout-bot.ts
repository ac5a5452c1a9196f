import type { DecideContext, GameResult, RandomSource, RuleViolation, Seat } from './decider.js';
import type { GameBot } from './game-module.js';
import { createRandomSource, keysFromMatchSeed } from './random.js';
import { isRuleViolation } from './violation.js';

/**
 * A stronger bot from a game's own greedy bot: it takes the few commands the greedy order likes
 * best and plays each out a few commands ahead, both seats following the greedy policy, on the
 * state as its seat may know it; it keeps the command whose playouts the game's own score likes
 * best. Its budget is fixed (width × rollouts × depth commands a choice), so a practice move stays
 * quick, and its dice and draws come from its own stream, never the match's.
 */
export interface RolloutBotOptions<State, Command> {
  /** The state as `seat` may know it: nothing the seat cannot see steers a playout. */
  determinize(state: State, seat: Seat): State;
  /** `legal` in the greedy order, best first (the commands of `legal` itself, never others). */
  rank(state: State, seat: Seat, legal: readonly Command[]): readonly Command[];
  /** The state after a command (drawing from `ctx`), or null when the rules refuse it. */
  step(state: State, command: Command, ctx: DecideContext): State | null;
  legalCommands(state: State, seat: Seat): readonly Command[];
  result(state: State): GameResult | null;
  /** Seats of the match, the likely one to act first. */
  seatsInOrder(state: State): readonly Seat[];
  /** How good a state is for `seat` (a finished game: far above or below any other). */
  evaluate(state: State, seat: Seat): number;
  /** The policy both seats follow in a playout. */
  readonly policy: GameBot<State, Command>;
  /** Commands tried, playouts of each, and commands per playout. */
  readonly width: number;
  readonly rollouts: number;
  readonly depth: number;
  readonly random: RandomSource;
}

export function rolloutBot<State, Command>(options: RolloutBotOptions<State, Command>): GameBot<State, Command> {
  return {
    choose(real, seat, legal) {
      if (legal.length === 1) return legal[0]!;
      const state = options.determinize(real, seat);
      const candidates = options.rank(state, seat, legal).slice(0, options.width);
      if (candidates.length === 0) return legal[0]!;
      if (candidates.length === 1) return candidates[0]!;
      // Every candidate's n-th playout rolls the same dice: the comparison is of the commands, not of luck.
      const seeds = Array.from({ length: options.rollouts }, () => playoutSeed(options.random));
      let best: Command = candidates[0]!;
      let top = -Infinity;
      for (const command of candidates) {
        let total = 0;
        for (const seed of seeds) {
          const ctx: DecideContext = { random: createRandomSource({ keyFor: keysFromMatchSeed(seed) }) };
          total += options.evaluate(playout(options, ctx, options.step(state, command, ctx)) ?? state, seat);
        }
        // Ties keep the greedy order.
        if (total > top) [best, top] = [command, total];
      }
      return best;
    },
  };
}

/** A playout step from a game's `decideAndFold`: the state it folds to, or null where the rules refuse. */
export function foldedStep<State, Command>(
  decideAndFold: (command: Command, state: State, ctx: DecideContext) => { readonly state: State } | RuleViolation,
): RolloutBotOptions<State, Command>['step'] {
  return (state, command, ctx) => {
    const applied = decideAndFold(command, state, ctx);
    return isRuleViolation(applied) ? null : applied.state;
  };
}

/** The seats of a two-player game, the one `likelySeat` names first. */
export function likelyFirstOfTwo<State>(likelySeat: (state: State) => Seat): (state: State) => readonly Seat[] {
  return (state) => {
    const first = likelySeat(state);
    return [first, first === 0 ? 1 : 0];
  };
}

/** 16 bytes from the bot's own stream (label `bot`), the seed of one playout's dice and draws. */
function playoutSeed(random: RandomSource): Uint8Array {
  const seed = new Uint8Array(16);
  for (let i = 0; i < seed.length; i += 4) new DataView(seed.buffer).setUint32(i, random.int('bot', 2 ** 32));
  random.takeDraws();
  return seed;
}

function playout<State, Command>(
  options: RolloutBotOptions<State, Command>,
  ctx: DecideContext,
  start: State | null,
): State | null {
  let state = start;
  for (let n = 0; n < options.depth && state !== null && options.result(state) === null; n += 1) {
    const turn = nextTurn(options, state);
    if (turn === null) break;
    const next: State | null = options.step(state, options.policy.choose(state, turn.seat, turn.legal), ctx);
    ctx.random.takeDraws();
    if (next === null) break;
    state = next;
  }
  return state;
}

function nextTurn<State, Command>(
  options: RolloutBotOptions<State, Command>,
  state: State,
): { seat: Seat; legal: readonly Command[] } | null {
  for (const seat of options.seatsInOrder(state)) {
    const legal = options.legalCommands(state, seat);
    if (legal.length > 0) return { seat, legal };
  }
  return null;
}
