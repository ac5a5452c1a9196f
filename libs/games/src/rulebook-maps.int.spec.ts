import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  auditCitations,
  auditRulebookMap,
  citationsIn,
  rulebookMapSchema,
  type RuleCitation,
  type RulebookMap,
  type SectionCitation,
} from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { GAMES, type GameEntry } from './registry.js';

// Every rule line of the five rulebooks traced to code and tests (rulebook-map.ts). The maps are
// checked against the spec files of the whole repository: a faithful or chosen line no test names
// fails, and so does a test naming a line or a section the rulebooks don't have. Where this machine
// holds the rulebooks themselves (CRONICA_RULEBOOKS_DIR, or the folder beside the repository),
// every line of each must be in its map. A choice the rulebook leaves open cites the game's own
// RULES-NOTES.md by its entries, and each entry must be there.
const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const rulebooksDir = process.env['CRONICA_RULEBOOKS_DIR'] ?? resolve(root, '../shared/rules');

function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return /\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function allCitations(): { rules: RuleCitation[]; sections: SectionCitation[] } {
  const files = [...specFiles(join(root, 'libs')), ...specFiles(join(root, 'apps'))];
  const found = files.map((file) => citationsIn(relative(root, file), readFileSync(file, 'utf8')));
  return { rules: found.flatMap((f) => f.rules), sections: found.flatMap((f) => f.sections) };
}

function optionKeys(game: GameEntry): string[] {
  const schema = game.module?.setup.optionsSchema as { shape?: Record<string, unknown> } | undefined;
  return [...(game.format?.options.map((option) => option.key) ?? []), ...Object.keys(schema?.shape ?? {})];
}

const mapped = GAMES.flatMap((game) =>
  game.module?.rulebook === undefined ? [] : [{ game, map: game.module.rulebook }],
);
const citations = allCitations();

describe('the rulebook maps', () => {
  it('cover every rulebook: 000 (with its translation 001), 002, 003 and 004', () => {
    expect(mapped.map(({ map }) => [map.rulebook, map.translation?.rulebook ?? null]).sort()).toEqual([
      ['000_7cbcfc9bc47f1014.txt', '001_f8669d75003bf5b9.txt'],
      ['002_a36596f8eaed8fcc.txt', null],
      ['003_9d379b4d763b9b92.txt', null],
      ['004_e0e2bf9ed9dd62bf.txt', null],
    ]);
  });

  it('are valid maps, one per rulebook', () => {
    for (const { map } of mapped) expect(rulebookMapSchema.safeParse(map).success, map.rulebook).toBe(true);
    expect(new Set(mapped.map(({ map }) => map.rulebook)).size).toBe(mapped.length);
  });

  it.each(mapped.map(({ game, map }) => [map.rulebook, game, map] as const))(
    '%s: every faithful or chosen line is named by a test and names its code, every rules-notes entry it cites is in the game’s notes, and every line of the rulebook (where this machine holds it) is in the map',
    (file, game, map: RulebookMap) => {
      const path = join(rulebooksDir, file);
      const text = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      const rulesNotes = readFileSync(join(root, 'libs/rules', game.id, 'RULES-NOTES.md'), 'utf8');
      const input = { citations: citations.rules, options: optionKeys(game), text, rulesNotes };
      expect(auditRulebookMap(map, input)).toEqual([]);
    },
  );

  it('no test names a rule line or a section the rulebooks do not have', () => {
    expect(
      auditCitations(
        mapped.map(({ map }) => map),
        citations.rules,
        citations.sections,
      ),
    ).toEqual([]);
  });
});
