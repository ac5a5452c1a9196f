import { describe, expect, it } from 'vitest';
import { COMMON_REFUSALS, refusalCatalog, refusalTable } from './refusals.js';

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

describe("a game's refusal catalog (its refusals.json)", () => {
  const catalog = {
    common: { 'juego.bad-command': 'badCommand' },
    own: { 'juego.over': { es: 'Se acabó.', en: 'It is over.' } },
  };

  it('files the common sentence under the game’s own code beside the game’s sentences', () => {
    const table = refusalCatalog(catalog);
    expect(table.codes).toEqual(['juego.bad-command', 'juego.over']);
    expect(table.refuse('juego.bad-command', {}).message).toEqual(COMMON_REFUSALS.badCommand);
    expect(table.message('juego.over').en).toBe('It is over.');
  });

  it('fails when the rules load if a catalog names a common sentence that does not exist or lacks a language', () => {
    expect(() => refusalCatalog({ ...catalog, common: { 'juego.x': 'noSuchSentence' } })).toThrow();
    expect(() => refusalCatalog({ own: { 'juego.x': { es: 'Solo español.' } } } as never)).toThrow();
  });
});
