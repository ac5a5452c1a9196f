import { violation, type RuleViolation } from '@cronica/rules-kernel';
import { localized } from '@cronica/util';

/** One refusal of the tournament decider, by its stable code (`refusals.ts` merges them all into `refuse`). */
export type Refuse = (command: unknown) => RuleViolation;

export const refusal =
  (code: string, es: string, en: string): Refuse =>
  (command) =>
    violation(code, command, localized(es, en));
