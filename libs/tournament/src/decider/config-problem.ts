import { localized, type Localized } from '@cronica/util';

/** One invalid option: the field, a stable code, and what is wrong in Spanish and English. */
export interface ConfigProblem {
  readonly field: string;
  readonly code: string;
  readonly message: Localized;
}

/** A problem with one option; its code names the field (`tournament.config.<field>`). */
export const invalid = (field: string, es: string, en: string): ConfigProblem => ({
  field,
  code: `tournament.config.${field}`,
  message: localized(es, en),
});

/** A whole number from min to max, both included. */
export const isInt = (value: unknown, min: number, max: number): boolean =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
