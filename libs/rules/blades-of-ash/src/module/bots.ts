import { greedyBotSpec, randomBotSpec, strongBotSpec, type GameBotSpec, type Seat } from '@cronica/rules-kernel';
import { randomBot } from '../bots/bot.js';
import { greedyBot } from '../bots/greedy-bot.js';
import { strongBot } from '../bots/strong-bot.js';
import type { BladesCommand } from '../engine/commands.js';
import { decideAndFold } from '../engine/decide.js';
import type { BladesState } from '../engine/state.js';
import { triggerOrderer } from '../engine/triggers.js';

/**
 * The module's bots, weakest first. The greedy and strong ones plan only from what their seat may
 * know (bots/determinize.ts); their look-ahead draws from their own stream, never from the match's
 * dice or decks. The greedy one is the practice default: it answers at once and plays sensibly;
 * the strong one is offered to whoever wants a harder game.
 */
export const BLADES_BOTS: readonly GameBotSpec<BladesState, BladesCommand>[] = [
  randomBotSpec((random) => randomBot(random)),
  greedyBotSpec(
    {
      es: 'Busca el mayor daño inmediato: un rival sensato.',
      en: 'Goes for the most damage now: a sensible opponent.',
    },
    (random) => greedyBot({ decideAndFold, random, lookahead: { random } }),
  ),
  strongBotSpec(
    {
      es: 'Prueba sus mejores acciones hasta el final del choque antes de elegir.',
      en: 'Plays its best actions out to the end of the clash before choosing.',
    },
    (random) => strongBot(random),
  ),
];

/** Who decides next when the state says so (priority, dice, role); seat 0 otherwise. */
export function likelyBladesSeat(state: BladesState): Seat {
  const clash = state.clash;
  if (state.phase === 'actions' && clash !== null) return triggerOrderer(state)?.seat ?? clash.priority;
  if (state.phase === 'dice' && clash?.diceStep != null) return clash.diceStep.seat;
  if (state.phase === 'role' && state.roleChooser !== null) return state.roleChooser;
  return 0;
}
