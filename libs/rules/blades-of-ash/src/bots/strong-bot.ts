import { foldedStep, likelyFirstOfTwo, rolloutBot, type GameBot, type RandomSource } from '@cronica/rules-kernel';
import type { BladesCommand } from '../engine/commands.js';
import { decideAndFold } from '../engine/decide.js';
import { legalCommands } from '../engine/legal.js';
import type { BladesState } from '../engine/state.js';
import { likelyBladesSeat } from '../module/bots.js';
import { createDeterminizer } from './determinize.js';
import { greedyBot, rankedActions } from './greedy-bot.js';
import { scoreFor } from './score.js';

/**
 * The strong bot: in the action phase it tries the greedy bot's four best actions, plays each
 * out 24 commands (the rest of the clash, as a rule) with both seats greedy, and keeps the one
 * whose outcome scores best (`scoreFor`); elsewhere (draft, pairing, dice) it plays as the greedy
 * bot. It plans on the state its seat may know (determinize.ts), with dice of its own stream.
 */
export function strongBot(random: RandomSource): GameBot<BladesState, BladesCommand> {
  const greedyOptions = { decideAndFold, random, lookahead: { random } };
  const greedy = greedyBot(greedyOptions);
  return rolloutBot<BladesState, BladesCommand>({
    determinize: createDeterminizer(),
    rank: (state, seat, legal) =>
      state.phase === 'actions'
        ? rankedActions(greedyOptions, state, seat, legal)
        : [greedy.choose(state, seat, legal)],
    step: foldedStep(decideAndFold),
    legalCommands,
    result: (state) => state.result,
    seatsInOrder: likelyFirstOfTwo(likelyBladesSeat),
    evaluate: scoreFor,
    policy: greedy,
    width: 3,
    rollouts: 2,
    depth: 30,
    random,
  });
}
