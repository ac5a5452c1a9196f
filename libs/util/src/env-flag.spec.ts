import { describe, expect, it } from 'vitest';
import { parseEnvFlag } from './env-flag.js';

describe('parseEnvFlag (one reading of on/off variables for the API and the web)', () => {
  it('reads every spelling of on and off, case and spaces aside', () => {
    for (const on of ['1', 'true', 'TRUE', ' yes ', 'On']) expect(parseEnvFlag('X', on, false), on).toBe(true);
    for (const off of ['0', 'false', 'No', 'OFF ']) expect(parseEnvFlag('X', off, true), off).toBe(false);
  });

  it('falls back when the variable is missing or blank', () => {
    expect(parseEnvFlag('X', undefined, true)).toBe(true);
    expect(parseEnvFlag('X', '  ', false)).toBe(false);
  });

  it('refuses a value it does not know instead of guessing', () => {
    expect(() => parseEnvFlag('SECURE_COOKIES', 'ture', false)).toThrow(/SECURE_COOKIES=ture/);
  });
});
