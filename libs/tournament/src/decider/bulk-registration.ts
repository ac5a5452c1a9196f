import { isRuleViolation, violation } from '@cronica/rules-kernel';
import type { CommandOf } from './commands.js';
import { withDeskCheckIn } from './decide-check-in.js';
import { withDeskPayment } from './entry-fee.js';
import { decideRegister } from './decide-registration.js';
import type { Decision } from './decision.js';
import { evolve, type TournamentEvent } from './events.js';
import { refusal } from './refusal.js';
import type { TournamentState } from './types.js';

/**
 * How many entrants one list registers: a large event's sign-up sheet, pasted in parts. The
 * rulebooks say nothing of the desk; this is the organizer moving a list from a spreadsheet or a
 * sign-up form into the event in one go.
 */
export const MAX_ENTRANTS_AT_ONCE = 256;

const refuseList = refusal(
  'tournament.registration.list-size',
  `Pega de 1 a ${MAX_ENTRANTS_AT_ONCE} personas, una por línea.`,
  `Paste 1 to ${MAX_ENTRANTS_AT_ONCE} people, one per line.`,
);

/**
 * The organizer registers a list of entrants at the desk, each as `RegisterPlayer` would (a second
 * line for the same person is refused like a second registration). All of them or none: a refusal
 * names the line and its reason, and nobody is registered, so the list is fixed and sent again.
 * A list of people who all paid (`feePaid`) records each one's entry fee with their entry.
 */
export function decideRegisterEntrants(command: CommandOf<'RegisterEntrants'>, state: TournamentState): Decision {
  const { entrants, at, by, feePaid } = command.data;
  if (entrants.length === 0 || entrants.length > MAX_ENTRANTS_AT_ONCE) return refuseList(command);
  const events: TournamentEvent[] = [];
  let current = state;
  for (const [index, entrant] of entrants.entries()) {
    const one = { type: 'RegisterPlayer', data: { ...entrant, at, by, ...(feePaid ? { feePaid } : {}) } } as const;
    const decision = withDeskPayment(one, current, withDeskCheckIn(one, current, decideRegister(one, current)));
    if (isRuleViolation(decision))
      return violation(decision.code, command, {
        es: `Línea ${index + 1} (${entrant.name}): ${decision.message.es} No se ha inscrito a nadie.`,
        en: `Line ${index + 1} (${entrant.name}): ${decision.message.en} Nobody was registered.`,
      });
    events.push(...decision);
    current = decision.reduce(evolve, current);
  }
  return events;
}
