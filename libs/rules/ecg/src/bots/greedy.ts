import { isRuleViolation, type DecideContext, type GameBot, type RandomSource, type Seat } from '@cronica/rules-kernel';
import type { EcgCommand } from '../engine/commands.js';
import { decideAndFold } from '../engine/decide.js';
import { responder } from '../engine/stack.js';
import { other, type EcgState } from '../engine/state.js';
import { createDeterminizer } from './determinize.js';
import { scoreFor } from './score.js';

/** Rival passes assumed at most, so the bot's own item resolves before it is judged. */
const SETTLE_STEPS = 6;

/** Uniform among `legal`, drawn from the bot's own stream (label `bot`). */
export function pickUniform<T>(random: RandomSource, legal: readonly T[]): T {
  if (legal.length === 0) throw new RangeError('a bot was asked to choose among no commands');
  const at = random.int('bot', legal.length);
  random.takeDraws();
  return legal[at]!;
}

export const randomBot = (random: RandomSource): GameBot<EcgState, EcgCommand> => ({ choose: (_state, _seat, legal) => pickUniform(random, legal) });

/**
 * The greedy bot: tries every legal command on the state as its seat may know it (determinize.ts),
 * lets its own item resolve as if the rival passed, and keeps the best by `scoreFor` (ties drawn
 * from its own stream). Its look-ahead draws come from its own stream too, never the match's.
 */
export function greedyBot(random: RandomSource): GameBot<EcgState, EcgCommand> {
  const determinize = createDeterminizer();
  const lookahead: DecideContext = { random };
  return {
    choose(real, seat, legal) {
      if (legal.length === 1) return legal[0]!;
      const state = determinize(real, seat);
      let top = -Infinity;
      let best: EcgCommand[] = [];
      for (const command of legal) {
        const after = settle(lookahead, apply(lookahead, state, command), seat);
        const value = after === null ? -Infinity : scoreFor(after, seat);
        if (value > top) [top, best] = [value, [command]];
        else if (value === top) best.push(command);
      }
      return best.length === 1 ? best[0]! : pickUniform(random, best);
    },
  };
}

function apply(ctx: DecideContext, state: EcgState, command: EcgCommand): EcgState | null {
  const decided = decideAndFold(command, state, ctx);
  ctx.random.takeDraws();
  return isRuleViolation(decided) ? null : decided.state;
}

function settle(ctx: DecideContext, state: EcgState | null, seat: Seat): EcgState | null {
  let current = state;
  for (let step = 0; step < SETTLE_STEPS && current !== null && current.stack.length > 0 && current.pending === null; step += 1) {
    if (responder(current) !== other(seat)) return current;
    current = apply(ctx, current, { type: 'Pass', data: { seat: other(seat) } });
  }
  return current;
}
