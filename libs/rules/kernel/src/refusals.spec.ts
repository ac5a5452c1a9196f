import { describe, expect, it } from 'vitest';
import { COMMON_REFUSALS, refusalTable } from './refusals.js';

const table = refusalTable(
  { over: { es: 'Se acabó.', en: 'It is over.' }, 'bad-command': COMMON_REFUSALS.badCommand },
  'juego.',
);

describe("a game's refusal table", () => {
  it('refuses with the prefixed code, the command that failed and its message in both languages', () => {
    const command = { type: 'Pass', data: {} };
    expect(table.refuse('over', command)).toEqual({
      kind: 'RuleViolation',
      code: 'juego.over',
      command,
      message: { es: 'Se acabó.', en: 'It is over.' },
    });
  });

  it('gives a code’s words and lists every code in the order of the table', () => {
    expect(table.message('bad-command')).toEqual({
      es: 'La orden no tiene el formato esperado.',
      en: 'The command is malformed.',
    });
    expect(table.codes).toEqual(['over', 'bad-command']);
  });
});
