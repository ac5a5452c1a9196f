import {
  foldedStep,
  likelyFirstOfTwo,
  rolloutBot,
  type GameBot,
  type RandomSource,
  type Seat,
} from '@cronica/rules-kernel';
import type { WotCommand } from '../engine/commands.js';
import { decideAndFold } from '../engine/decide.js';
import { legalCommands } from '../engine/legal.js';
import type { WotState } from '../engine/state.js';
import { statsOf } from '../engine/stats.js';
import { determinizeFor } from './determinize.js';
import { greedyBot, rankedCommands } from './greedy-bot.js';
import { likelyWotSeat } from './match.js';

/**
 * The strong bot: it tries the greedy bot's four best commands, plays each out 30 commands (to the
 * end of the turn, as a rule, and into the rival's) with both seats greedy, and keeps the one whose
 * outcome `boardScore` likes best. It plans on the state its seat may know (determinize.ts).
 */
export function strongBot(random: RandomSource): GameBot<WotState, WotCommand> {
  const greedy = greedyBot(random);
  return rolloutBot<WotState, WotCommand>({
    determinize: determinizeFor,
    rank: rankedCommands,
    step: foldedStep(decideAndFold),
    legalCommands,
    result: (state) => state.result,
    seatsInOrder: likelyFirstOfTwo(likelyWotSeat),
    evaluate: boardScore,
    policy: greedy,
    width: 4,
    rollouts: 1,
    depth: 30,
    random,
  });
}

/** How good a state looks to `seat`: life first (A.7: a player at 0 loses), then troops, places and cards. */
export function boardScore(state: WotState, seat: Seat): number {
  const result = state.result;
  if (result !== null) return result.outcome === 'win' ? (result.winner === seat ? 1e6 : -1e6) : 0;
  const won =
    state.games.filter((g) => g.winner === seat).length -
    state.games.filter((g) => g.winner !== null && g.winner !== seat).length;
  return won * 1e5 + side(state, seat) - side(state, seat === 0 ? 1 : 0);
}

function side(state: WotState, seat: Seat): number {
  const p = state.players[seat]!;
  let troops = 0;
  for (const troop of state.troops) {
    if (troop.seat !== seat) continue;
    const stats = statsOf(state, troop);
    troops += 3 + 2 * stats.atk + Math.max(0, stats.life - troop.damage);
  }
  return (
    12 * p.life +
    troops +
    5 * p.places.length +
    3 * p.armory.length +
    Math.min(p.hand.length, 8) +
    0.5 * (p.gold + p.mana + p.power)
  );
}
