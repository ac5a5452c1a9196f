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
 *
 * The same holds for the GM. Playing each of its options (which enemy acts, strike, hex, charge or
 * close in, break the flow or wait) out to the encounter's end on 8–12 determinized draws of the
 * party's hands and decks, the party on the greedy policy and the GM on this plan, won no more
 * encounters against the greedy party than the plan alone (bench seeds, 200 encounters as the GM:
 * 36 by the plan, 30 by the look-ahead's best option, 36 when it left the plan only by a clear
 * margin) at ~50 times the time per decision. With one hero against the default ambush the GM's
 * choices are few and the party fells an enemy most turns: the greedy party beat every GM tried
 * here in 82–90 % of encounters (the greedy GM won 31 of seeds 1–300, and so did this plan).
 *
 * Measured again on 4,000 encounters of seeds apart from the bench's, against the greedy party on
 * the default encounter: this plan won 14.7 % as the GM, the greedy GM 12.5 %; without the bait
 * 11.5 %; weighing a knockout from 0 to 60, a stripped card from 0 to 1.5 or an emptied hand from 0
 * to 30, or handing the initiative to the enemy with the most HP first, changed nothing or less than
 * half a point (a hex worth 3 a card fell to 5.6 %). Hence the bench tallies this game on the
 * "Ambush on the road" sample against one hero (apps/cli, bench-outcome-format.ts), near even for
 * the greedy bot (the GM wins 55.5 % of 3,000): there this plan wins 56.8 % of 3,000 as the GM and
 * 54.7 % of 1,000 as the party (the greedy party 44.5 %), about 56 % in all, and every encounter
 * against the random bot. The bench's own 200 encounters read 54 % as the GM and 66 % as the party.
 * A decision takes ~0.05 ms as the GM and ~11 ms as the party (its turn plan), on one core.
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
