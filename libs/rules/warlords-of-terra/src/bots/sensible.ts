import type { Seat } from '@cronica/rules-kernel';
import type { WotCommand } from '../engine/commands.js';
import type { WotState } from '../engine/state.js';
import { playerOf } from '../engine/update.js';

/**
 * Whether a command loses the game at once by the player's own choice: hiring reinforcements
 * (A.3 paso 3) that the battle deck cannot supply, or, once hired, drawing the battle deck's last
 * card first. A.7.2: a hired reinforcement that cannot be drawn loses the game. No bot plays one
 * while it has another command.
 */
export function losesAtOnce(state: WotState, seat: Seat, command: WotCommand): boolean {
  const me = playerOf(state, seat);
  if (command.type === 'AddGold')
    return command.data.hire && (me.battle.length === 0 || (me.battle.length === 1 && me.construction.length === 0));
  if (command.type === 'DrawCard')
    return me.hired && command.data.deck === 'battle' && me.battle.length === 1 && me.construction.length > 0;
  return false;
}

/** `legal` without the commands that lose at once, unless nothing else is left. */
export function sensibleCommands(state: WotState, seat: Seat, legal: readonly WotCommand[]): readonly WotCommand[] {
  const kept = legal.filter((command) => !losesAtOnce(state, seat, command));
  return kept.length > 0 ? kept : legal;
}
