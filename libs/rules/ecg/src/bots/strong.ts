import { likelyFirstOfTwo, rolloutBot, type GameBot, type RandomSource } from '@cronica/rules-kernel';
import type { EcgCommand } from '../engine/commands.js';
import { applyLegal } from '../engine/decide.js';
import { legalCommands } from '../engine/legal.js';
import type { EcgState } from '../engine/state.js';
import { likelyEcgSeat } from '../module/likely-seat.js';
import { createDeterminizer } from './determinize.js';
import { greedyBot, rankedCommands } from './greedy.js';
import { scoreFor } from './score.js';

/**
 * The strong bot: it tries the greedy bot's three best commands, plays each out 12 commands with
 * both seats greedy, and keeps the one whose outcome `scoreFor` likes best. It plans on the state
 * its seat may know (determinize.ts), with draws of its own stream.
 */
export function strongBot(random: RandomSource): GameBot<EcgState, EcgCommand> {
  return rolloutBot<EcgState, EcgCommand>({
    determinize: createDeterminizer(),
    rank: (state, seat, legal) => rankedCommands(random, state, seat, legal),
    step: (state, command, ctx) => applyLegal(command, state, ctx),
    legalCommands,
    result: (state) => state.result,
    seatsInOrder: likelyFirstOfTwo(likelyEcgSeat),
    evaluate: scoreFor,
    policy: greedyBot(random),
    width: 3,
    rollouts: 1,
    depth: 12,
    random,
  });
}
