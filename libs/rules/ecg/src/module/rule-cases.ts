import type { EcgEvent } from '../engine/events.js';

/**
 * The cases of an event the rulebook map (RULEBOOK-MAP.json) cites apart, so a "why?" beside a log
 * line names the rule that made it: a game won in battle (004:19, 004:101), by renown (004:23) or
 * by blessing (004:27, 004:293), and the priority when victories come at once (004:299, 004:301,
 * 004:303), each by the reason the game ended; cards drawn for the starting hand (004:109, 004:113)
 * or when reinforcing (004:123), while a card an effect draws follows that effect's own line.
 */
export function ruleCase(event: EcgEvent): string | undefined {
  switch (event.type) {
    case 'GameEnded':
      return event.data.result.reason;
    case 'CardsDrawn':
      return event.data.reason;
    default:
      return undefined;
  }
}
