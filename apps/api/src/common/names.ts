import { cleanName, nameProblem, type NameKind } from '@cronica/util';
import { badInput } from './errors.js';

/**
 * A person-visible name from a request, by the one name rule (`@cronica/util` names.ts): refused
 * as BAD_USER_INPUT on `path` with the rule's es/en message (nothing is written), else as stored.
 */
export function nameInput(raw: string, kind: NameKind, path: string): string {
  const problem = nameProblem(raw, kind);
  if (problem) throw badInput([{ path, message: problem.message.en, messages: problem.message }]);
  return cleanName(raw);
}
