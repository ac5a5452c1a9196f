import type { GameBot, GameBotSpec, RandomSource } from '@cronica/rules-kernel';
import type { AccionCommand } from '../encounter/commands.js';
import type { AccionState } from '../encounter/state.js';
import { planChoice, planWaits } from './plan.js';

/**
 * The strong bot: its plan (plan.ts) for either side, read from its seat's view only. A player
 * plans the whole turn's actions before spending the first (turn-plan.ts); the GM baits. It draws
 * nothing at random, so the same position always gets the same move.
 *
 * Why no playouts: playing each candidate out a few turns with both seats on a simple policy chose
 * worse than the turn plan alone (bench of 400 encounters as the party against the greedy GM: 92.5 %
 * won by the plan, 89.8 % by the plan with 2 playouts of 4 candidates, 88.0 % by the former
 * playout bot), at ten times the time per move; a turn of 3 actions is short enough to plan exactly,
 * while a playout's outcome is mostly its dice.
 */
export function strongBot(_random: RandomSource): GameBot<AccionState, AccionCommand> {
  return { choose: planChoice, waits: planWaits };
}

export const strongBotSpec: GameBotSpec<AccionState, AccionCommand> = {
  name: 'strong',
  label: { es: 'Fuerte', en: 'Strong' },
  description: {
    es: 'Con los jugadores planea las tres acciones del turno para derribar enemigos; como DJ sigue un plan que castiga los fallos: para quien quiere un reto.',
    en: 'As a player it plans the three actions of its turn to fell enemies; as the GM it follows a plan that punishes misses: for a challenge.',
  },
  create: strongBot,
};
