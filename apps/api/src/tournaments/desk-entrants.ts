import { getPlayer, type ReadDb } from '@cronica/projections';
import { MAX_ENTRANTS_AT_ONCE, type EntrantData } from '@cronica/tournament';
import { accountIdFor } from '../auth/account.js';
import { cleanName, nameProblem } from '@cronica/util';
import { badInput } from '../common/errors.js';
import { guestIdFor } from './desk-input.schema.js';

/** Lines beyond this are refused before any is read (blank lines count: a pasted sheet has a few). */
const MAX_LINES = MAX_ENTRANTS_AT_ONCE * 2;

const lineProblem = (line: number, es: string, en: string) =>
  badInput([
    { path: `entrants.${line - 1}`, message: en, messages: { es: `Línea ${line}: ${es}`, en: `Line ${line}: ${en}` } },
  ]);

/** One line: `@username` names an account, anything else is a walk-in's name (checked by the one name rule). */
function entrantOf(db: ReadDb, text: string, line: number, guestId: () => string): EntrantData {
  if (text.startsWith('@')) {
    const username = text.slice(1).trim();
    const account = username === '' ? undefined : getPlayer(db, accountIdFor(username));
    if (!account)
      throw lineProblem(
        line,
        `no hay ninguna cuenta con el usuario @${username}.`,
        `no account has the username @${username}.`,
      );
    return { playerId: account.id, name: account.displayName };
  }
  const problem = nameProblem(text, 'playerName');
  if (problem) throw lineProblem(line, problem.message.es, problem.message.en);
  return { playerId: guestId(), name: cleanName(text), guest: true };
}

/**
 * The entrants of a pasted list, one per line, blank lines skipped; the first line that names no
 * one is refused with its number, before anything is sent.
 */
export function entrantsFromLines(
  db: ReadDb,
  tournamentId: string,
  commandId: string,
  lines: readonly string[],
): EntrantData[] {
  if (lines.length > MAX_LINES)
    throw lineProblem(
      MAX_LINES + 1,
      `pega como mucho ${MAX_ENTRANTS_AT_ONCE} personas.`,
      `paste ${MAX_ENTRANTS_AT_ONCE} people at most.`,
    );
  return lines
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text }) => text !== '')
    .map(({ text, line }) => entrantOf(db, text, line, () => guestIdFor(tournamentId, commandId, line)));
}
