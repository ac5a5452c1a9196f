import type { RuleViolation } from '@cronica/rules-kernel';
import type { TournamentEvent } from './events.js';

/** What `decide` returns: the events a command causes, or a refusal that changes nothing. */
export type Decision = readonly TournamentEvent[] | RuleViolation;
