import type { AccionEvent } from './events.js';

/**
 * The cases of an event the rulebook map (RULEBOOK-MAP.json) cites apart, read from the event's own
 * data, so a "why?" beside a log line names the rule that made it: an enemy's attack provoked by a
 * player leaving the scene (003:8) is not the attack an enemy makes on its turn (no line of 003:
 * RULES-NOTES.md, "Enemies"); a player's damage from leaving the scene, from missing beside an enemy
 * (003:73, 003:76) or from a social turn's penalty (003:26) are each cited by their own line; so
 * are cards drawn by a forced draw (003:9), a hard draw (003:23) or the last to act (003:59), and
 * an opening hand by none (the party's option, not a line of 003).
 */
export function ruleCase(event: AccionEvent): string | undefined {
  switch (event.type) {
    case 'EnemyAttacked':
      return event.data.instant ? 'instant' : 'turn';
    case 'PlayerDamaged':
      return event.data.source;
    case 'CardsDrawn':
      return event.data.reason;
    default:
      return undefined;
  }
}
