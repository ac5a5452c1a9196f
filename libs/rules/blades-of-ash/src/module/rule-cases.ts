import type { BladesEvent } from '../engine/events.js';
import { playerOf, type BladesState } from '../engine/state.js';

/**
 * The cases of an event the rulebook map (RULEBOOK-MAP.json) cites apart, so a "why?" beside a log
 * line names the rule that made it: the first pairing is the attacker's (000:66), the second the
 * defender's (000:67), the last is what is left (000:68); cards discarded for the opening redraw
 * follow 000:41 and 000:43, those over the hand limit 000:47, and every discard the graveyard's
 * rule (000:45); the opening hand is drawn by 000:39 and the redraw by 000:41 and 000:43, while a
 * card drawn in play follows the action or effect that drew it (its own log line), not those.
 * Read from the event and the public state before it.
 */
export function ruleCase(event: BladesEvent, before: BladesState): string | undefined {
  switch (event.type) {
    case 'HeroesPaired':
      if (event.data.seat === null) return 'rest';
      return event.data.seat === before.attacker ? 'attacker' : 'defender';
    case 'CardsDiscarded':
      return event.data.reason;
    case 'CardsDrawn':
      if (before.phase !== 'mulligan') return 'play';
      return playerOf(before, event.data.seat).mulliganed ? 'mulligan' : 'opening';
    default:
      return undefined;
  }
}
