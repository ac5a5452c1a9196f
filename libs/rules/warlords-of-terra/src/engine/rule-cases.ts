import { fighters } from './combat.js';
import type { StrikeRecord, WotEvent } from './events.js';
import type { CombatState, WotState } from './state.js';
import { troopAt } from './update.js';

/**
 * The cases of an event the rulebook map (RULEBOOK-MAP.json) cites apart, so a "why?" beside a log
 * line names the rule that made it: a game ends by life at 0 (002:93), an impossible draw (002:95),
 * missing reinforcements (002:97), a deck of mixed realms (002:99), a penalty (002:101) or time
 * (002:240), each its own line; a concession by none of them. SCORE's count of the final life
 * (002:252) stands beside every end. A strike is told apart by who strikes what (`strikeCase`).
 */
export function ruleCase(event: WotEvent, before?: WotState): string | undefined {
  switch (event.type) {
    case 'GameEnded':
      return event.data.reason;
    case 'Struck':
      return before?.combat === null || before?.combat === undefined
        ? undefined
        : strikeCase(before, before.combat, event.data.striker, event.data.target);
    default:
      return undefined;
  }
}

/**
 * Who strikes what in a combat's strike step (002 A.9.3, A.10): the attacker strikes the troop it
 * chose (`troop`), every adjacent enemy with Golpe en Área (`area`, A.10.3), what stands behind an
 * Arrasar target (`behind`, A.10.1), the enemy player (`player`) or a field object (`object`,
 * A.4); any other striker is a troop striking back (`back`, A.9.3 (3)). Every strike also cites the
 * strike step's own lines (A.9.1 paso 3, 002:138–154), which list the bare type.
 */
function strikeCase(state: WotState, combat: CombatState, striker: number, target: StrikeRecord): string {
  // The attacker is whoever stands in the attacking zone now (A.9.3.4: an Imp that took its place).
  if (striker !== fighters(state, combat).attacker?.uid) return 'back';
  const chosen = combat.strike.kind === 'troop' ? troopAt(state, combat.strike.zone)?.uid : undefined;
  if (chosen !== undefined) return target.kind === 'troop' && target.uid === chosen ? 'troop' : 'behind';
  return target.kind === 'troop' ? 'area' : target.kind;
}
