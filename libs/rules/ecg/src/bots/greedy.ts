import { pickUniform, type DecideContext, type GameBot, type RandomSource, type Seat } from '@cronica/rules-kernel';
import type { EcgCommand } from '../engine/commands.js';
import { applyLegal } from '../engine/decide.js';
import { responder } from '../engine/stack.js';
import { other, playerOf, type EcgState, type PlayerState } from '../engine/state.js';
import { createDeterminizer } from './determinize.js';
import { scoreFor } from './score.js';

/** Rival passes assumed at most, so the bot's own item resolves before it is judged. */
const SETTLE_STEPS = 6;

export const randomBot = (random: RandomSource): GameBot<EcgState, EcgCommand> => ({
  choose: (_state, _seat, legal) => pickUniform(random, legal),
});

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
      // "Fin de Mazo": a deck to draw from is worth more than a discard no sample card reads back.
      const reshuffle = legal.find((command) => command.type === 'Reshuffle' && command.data.shuffle);
      if (reshuffle !== undefined) return reshuffle;
      let top = -Infinity;
      let best: EcgCommand[] = [];
      for (const { command, value } of valued(lookahead, determinize(real, seat), seat, legal)) {
        if (value > top) [top, best] = [value, [command]];
        else if (value === top) best.push(command);
      }
      return best.length === 1 ? best[0]! : pickUniform(random, best);
    },
  };
}

/** `legal` best first by the greedy bot's yardstick, on a state already determinized for `seat` (strong.ts). */
export function rankedCommands(
  random: RandomSource,
  state: EcgState,
  seat: Seat,
  legal: readonly EcgCommand[],
): EcgCommand[] {
  return valued({ random }, state, seat, legal)
    .sort((a, b) => b.value - a.value)
    .map((scored) => scored.command);
}

function valued(
  lookahead: DecideContext,
  determinized: EcgState,
  seat: Seat,
  legal: readonly EcgCommand[],
): { command: EcgCommand; value: number }[] {
  const state = rivalPasses(determinized, seat);
  return legal.map((command) => ({
    command,
    value: scoreFor(settle(lookahead, apply(lookahead, state, command), seat), seat),
  }));
}

/**
 * The plan assumes the rival lets every item resolve (as the settle step does): with its resources
 * used, no answer window opens, so each command's outcome comes from one decide. Only the rival's
 * ready/used marks change, which the score does not read.
 */
function rivalPasses(state: EcgState, seat: Seat): EcgState {
  const rival = other(seat);
  const p = playerOf(state, rival);
  if (p.court.every((c) => c.used)) return state;
  const court = p.court.map((c) => (c.used ? c : { ...c, used: true }));
  const players: [PlayerState, PlayerState] = [playerOf(state, 0), playerOf(state, 1)];
  players[rival === 0 ? 0 : 1] = { ...p, court };
  return { ...state, players };
}

/** The state after a command `legal` listed (so legal on the planning state too: it hides nothing the seat's own moves depend on). */
function apply(ctx: DecideContext, state: EcgState, command: EcgCommand): EcgState {
  const next = applyLegal(command, state, ctx);
  ctx.random.takeDraws();
  return next;
}

function settle(ctx: DecideContext, state: EcgState, seat: Seat): EcgState {
  let current = state;
  for (let step = 0; step < SETTLE_STEPS && current.stack.length > 0 && current.pending === null; step += 1) {
    if (responder(current) !== other(seat)) return current;
    current = apply(ctx, current, { type: 'Pass', data: { seat: other(seat) } });
  }
  return current;
}
