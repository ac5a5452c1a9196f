import { ruleLineName, rulebookTitle } from '@cronica/rules-kernel';
import { localized, type Localized } from '@cronica/util';
import { PENALTY_GUIDE, type PenaltyGuide } from './penalty-guide.js';

/**
 * A ruling's infraction and rule cited in the words people read, from the penalty guide itself:
 * "procedural-error" is "Error de procedimiento", "cronica-penalty-guide 2.1 (002_….txt, A.7.4 …)"
 * is "Guía de sanciones de Crónica 2.1, Error de procedimiento (Warlords of Terra, reglas
 * ampliadas, A.7.4 …)", a rule line "000:39" is "Espadas de Ceniza, línea 39". The match log, the
 * judge's audit and the player's page all use these.
 */

const GUIDE_NAME = localized('Guía de sanciones de Crónica', 'Crónica penalty guide');

/** An infraction by its name in the guide; "none" is none; what a judge typed that the guide does not hold stays as typed. */
export function infractionName(code: string, guide: PenaltyGuide = PENALTY_GUIDE): Localized {
  if (code === 'none' || code.trim() === '') return localized('Ninguna', 'None');
  return guide.infractions.find((entry) => entry.code === code)?.name ?? localized(code, code);
}

function withBooks(text: string, lang: 'es' | 'en'): string {
  return text.replace(/\b\d{3}_[0-9a-f]{16}\.txt\b/g, (file) => rulebookTitle(file)?.[lang] ?? file);
}

/**
 * A game's own note where its rulebook is silent, as its library cites it:
 * `<game> RULES-NOTES.md, «The heading»` (the note's heading, or none).
 */
const RULES_NOTE = /^(?:[a-z0-9-]+ )?RULES-NOTES\.md(?:, (.+))?$/;

/**
 * The heading a rule cites in a game's rules notes (a choice Crónica made where the rulebook is
 * silent; '' when it names no heading), or null when the rule cites something else.
 */
export function rulesNoteHeading(rule: string): string | null {
  const note = RULES_NOTE.exec(rule.trim());
  return note ? (note[1] ?? '') : null;
}

/** The rule cited: a guide entry named by the guide, a rulebook file by its book; a judge's own words stay as written. */
export function citationWords(rule: string, guide: PenaltyGuide = PENALTY_GUIDE): Localized {
  // A ruling with no infraction cites no rule.
  if (rule.trim() === 'none') return localized('Ninguna (no hubo infracción)', 'None (no infraction)');
  // A rulebook line as the event's "why?" names it, picked from the audit's list.
  const line = ruleLineName(rule);
  if (line !== undefined) return line;
  const heading = rulesNoteHeading(rule);
  if (heading !== null) {
    const named = heading ? `, ${heading}` : '';
    // The notes are written in English and cited by their heading.
    return localized(
      `notas de reglas de Crónica${heading ? ' (en inglés)' : ''}${named}`,
      `Crónica’s rules notes${named}`,
    );
  }
  const cited = new RegExp(`^${guide.id} (\\S+)(?: \\((.*)\\))?$`).exec(rule.trim());
  const entry = cited ? guide.infractions.find((e) => e.section === cited[1]) : undefined;
  if (!cited || !entry) return localized(withBooks(rule, 'es'), withBooks(rule, 'en'));
  const source = (lang: 'es' | 'en') => (cited[2] ? ` (${withBooks(cited[2], lang)})` : '');
  return localized(
    `${GUIDE_NAME.es} ${entry.section}, ${entry.name.es}${source('es')}`,
    `${GUIDE_NAME.en} ${entry.section}, ${entry.name.en}${source('en')}`,
  );
}
