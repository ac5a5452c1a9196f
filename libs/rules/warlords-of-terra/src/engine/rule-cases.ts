import type { WotEvent } from './events.js';

/**
 * The cases of an event the rulebook map (RULEBOOK-MAP.json) cites apart, so a "why?" beside a log
 * line names the rule that made it: a game ends by life at 0 (002:93), an impossible draw (002:95),
 * missing reinforcements (002:97), a deck of mixed realms (002:99), a penalty (002:101) or time
 * (002:240), each its own line; a concession by none of them. SCORE's count of the final life
 * (002:252) stands beside every end.
 */
export function ruleCase(event: WotEvent): string | undefined {
  return event.type === 'GameEnded' ? event.data.reason : undefined;
}
