import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT_NEGATIVE, EXIT_OK, EXIT_USAGE } from '../command.js';
import { runCommandPrinting } from '../testing/cli-run.js';
import { deckValidateCommand } from './deck-validate.js';
import { sampleWotCatalogFile } from '@cronica/warlords-of-terra';

// Sample deck files ship with @cronica/games (libs/games/samples); catalogs with each rules lib.
const samples = fileURLToPath(new URL('../../../../libs/games/samples/', import.meta.url));
const sample = (path: string) => join(samples, path);
const scratch = mkdtempSync(join(tmpdir(), 'cronica-deck-validate-'));
// The catalog file an organizer would import: the library's own sample, as JSON on disk.
const wotCatalog = join(scratch, 'wot-catalog.json');
writeFileSync(wotCatalog, JSON.stringify(sampleWotCatalogFile()));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = (...argv: string[]) => runCommandPrinting(deckValidateCommand, argv);

async function runJson(...argv: string[]) {
  const result = await run(...argv, '--json');
  return {
    code: result.code,
    report: JSON.parse(result.out) as {
      valid: boolean;
      errors: { code: string; message: string; messageEn: string; line?: number }[];
    },
  };
}

describe('deck validate', () => {
  it.each([
    ['warlords-of-terra', 'warlords-of-terra/valid.json'],
    ['warlords-of-terra', 'warlords-of-terra/valid.txt'],
    ['ecg', 'ecg/valid.json'],
    ['ecg', 'ecg/valid.txt'],
    ['blades-of-ash', 'blades-of-ash/valid.json'],
    ['blades-of-ash', 'blades-of-ash/valid.txt'],
  ])('accepts the valid sample %s %s with exit 0', async (game, file) => {
    expect(await runJson('--game', game, '--file', sample(file))).toEqual({
      code: EXIT_OK,
      report: { valid: true, errors: [] },
    });
  });

  it.each([
    [
      'warlords-of-terra',
      'warlords-of-terra/invalid.json',
      ['wot.deck.hero-count', 'wot.deck.copies', 'wot.deck.mixed-realms', 'wot.deck.sideboard-size'],
    ],
    [
      'warlords-of-terra',
      'warlords-of-terra/invalid.txt',
      ['deck.text.bad-line', 'wot.deck.unique-copies', 'wot.deck.off-realm', 'wot.deck.registered-size'],
    ],
    ['ecg', 'ecg/invalid.json', ['ecg.deck.off-realm', 'ecg.deck.general-types']],
    [
      'ecg',
      'ecg/invalid.txt',
      ['ecg.deck.resource-count', 'ecg.deck.main-count', 'ecg.deck.off-realm', 'ecg.deck.copies'],
    ],
    ['blades-of-ash', 'blades-of-ash/invalid.json', ['blades.deck.hero-count', 'blades.deck.too-many-copies']],
    [
      'blades-of-ash',
      'blades-of-ash/invalid.txt',
      ['blades.deck.no-faction', 'blades.deck.hero-count', 'blades.deck.action-count', 'blades.deck.too-many-copies'],
    ],
  ])('refuses the invalid sample %s %s with exit 1 and stable codes', async (game, file, codes) => {
    const { code, report } = await runJson('--game', game, '--file', sample(file));
    expect(code).toBe(EXIT_NEGATIVE);
    expect(report.valid).toBe(false);
    expect(report.errors.map((e) => e.code)).toEqual(codes);
    for (const error of report.errors)
      expect(error.message.length > 0 && error.messageEn.length > 0 && error.message !== error.messageEn).toBe(true);
  });

  it('points at the line of a plain-text list', async () => {
    const { report } = await runJson('--game', 'warlords-of-terra', '--file', sample('warlords-of-terra/invalid.txt'));
    expect(report.errors[0]).toMatchObject({ code: 'deck.text.bad-line', line: 28 });
  });

  it('prints Spanish by default and English with --lang en', async () => {
    const es = await run('--game', 'ecg', '--file', sample('ecg/invalid.txt'));
    expect(es.code).toBe(EXIT_NEGATIVE);
    expect(es.out).toContain('Mazo no válido');
    expect(es.out).toContain('[ecg.deck.copies] Carga Coordinada: como máximo 3 copias (hay 4).');
    const en = await run('--game', 'ecg', '--file', sample('ecg/invalid.txt'), '--lang', 'en');
    expect(en.out).toContain('[ecg.deck.copies] Coordinated Charge: at most 3 copies (found 4).');
    expect((await run('--game', 'ecg', '--file', sample('ecg/valid.txt'))).out).toContain('Mazo válido');
  });

  it('applies the tournament legendary limit (002 C.5)', async () => {
    const { code, report } = await runJson(
      '--game',
      'warlords-of-terra',
      '--file',
      sample('warlords-of-terra/valid.json'),
      '--legendary-limit',
      '0',
    );
    expect(code).toBe(EXIT_NEGATIVE);
    expect(report.errors.map((e) => e.code)).toEqual(['wot.deck.sideboard-copies']);
  });

  it('validates against an imported catalog', async () => {
    expect(
      (
        await runJson(
          '--game',
          'warlords-of-terra',
          '--file',
          sample('warlords-of-terra/valid.json'),
          '--catalog',
          wotCatalog,
        )
      ).code,
    ).toBe(EXIT_OK);
    const tiny = join(scratch, 'tiny.json');
    writeFileSync(
      tiny,
      JSON.stringify({ cards: [{ id: 'ovl-hero-grask', name: 'Grask', realm: 'overlords', deck: 'hero' }] }),
    );
    const { code, report } = await runJson(
      '--game',
      'warlords-of-terra',
      '--file',
      sample('warlords-of-terra/valid.json'),
      '--catalog',
      tiny,
    );
    expect(code).toBe(EXIT_NEGATIVE);
    expect(report.errors.map((e) => e.code)).toContain('wot.deck.unknown-card');
  });

  it('exits 2 on unreadable input or bad usage', async () => {
    const brokenJson = join(scratch, 'broken.json');
    writeFileSync(brokenJson, '{ "game": "ecg", "sections": ');
    const badCatalog = join(scratch, 'catalog.json');
    writeFileSync(badCatalog, JSON.stringify({ cards: [{ id: 'x' }] }));
    const cases = [
      ['--game', 'ecg', '--file', join(scratch, 'missing.txt')],
      ['--game', 'ecg', '--file', brokenJson],
      ['--game', 'ecg', '--file', sample('ecg/valid.json'), '--catalog', badCatalog],
      ['--game', 'ecg', '--file', sample('ecg/valid.json'), '--catalog', brokenJson],
      ['--game', 'blades-of-ash', '--file', sample('blades-of-ash/valid.json'), '--catalog', badCatalog],
      ['--game', 'blades-of-ash', '--file', sample('blades-of-ash/valid.json'), '--legendary-limit', '1'],
      ['--game', 'ecg', '--file', sample('ecg/valid.json'), '--legendary-limit', '2'],
      ['--game', 'warlords-of-terra', '--file', sample('warlords-of-terra/valid.json'), '--legendary-limit', '4'],
      ['--game', 'chess', '--file', sample('ecg/valid.json')],
      ['--game', 'ecg'],
      ['--file', sample('ecg/valid.json')],
      ['--game', 'ecg', '--file', sample('ecg/valid.json'), '--lang', 'fr'],
    ];
    for (const argv of cases) {
      const result = await run(...argv, '--json');
      expect([argv, result.code]).toEqual([argv, EXIT_USAGE]);
      expect(result.out).toBe('');
    }
  });
});
