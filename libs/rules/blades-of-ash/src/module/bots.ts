import type { GameBotSpec, Seat } from '@cronica/rules-kernel';
import { randomBot } from '../bots/bot.js';
import { greedyBot } from '../bots/greedy-bot.js';
import type { BladesCommand } from '../engine/commands.js';
import { decideAndFold } from '../engine/decide.js';
import type { BladesState } from '../engine/state.js';
import { triggerOrderer } from '../engine/triggers.js';

/**
 * The module's bots. The greedy one plans only from what its seat may know (bots/determinize.ts);
 * its look-ahead draws from its own stream, never from the match's dice or decks.
 */
export const BLADES_BOTS: readonly GameBotSpec<BladesState, BladesCommand>[] = [
  {
    name: 'greedy',
    label: { es: 'Bot codicioso: busca el mayor daño', en: 'Greedy bot: goes for the most damage' },
    create: (random) => greedyBot({ decideAndFold, random, lookahead: { random } }),
  },
  {
    name: 'random',
    label: { es: 'Bot aleatorio: cualquier jugada legal', en: 'Random bot: any legal move' },
    create: (random) => randomBot(random),
  },
];

/** Who decides next when the state says so (priority, dice, role); seat 0 otherwise. */
export function likelyBladesSeat(state: BladesState): Seat {
  const clash = state.clash;
  if (state.phase === 'actions' && clash !== null) return triggerOrderer(state)?.seat ?? clash.priority;
  if (state.phase === 'dice' && clash?.diceStep != null) return clash.diceStep.seat;
  if (state.phase === 'role' && state.roleChooser !== null) return state.roleChooser;
  return 0;
}
