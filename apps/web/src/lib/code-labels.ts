import { citationWords, infractionName, rulesNoteHeading } from '@cronica/tournament';
import type { Localized } from '@cronica/util';

/**
 * The codes the API sends (infractions, rule citations) in the words people
 * read, each from the library that owns its table. A code this web does not know yet reads as a plain sentence, never
 * as itself.
 */

/** An infraction as the penalty guide names it (libs/tournament: one table for the site, the API and the log). */
export const infractionLabel = (code: string): Localized => infractionName(code);

/** A ruling's rule, with the guide and the rulebook named. */
export const ruleCitation = (rule: string): Localized => citationWords(rule);

/** The heading of a game's rules note an option cites (Crónica's choice where the rulebook is silent), or null for a rulebook's rule. */
export const cronicasChoiceHeading = (rule: string): string | null => rulesNoteHeading(rule);
