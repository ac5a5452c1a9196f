import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { auditCitations, auditRulebookMap, citationsIn } from './rulebook-audit.js';
import {
  citedType,
  rulebookMapSchema,
  rulesGoverning,
  sectionOf,
  type RuleLine,
  type RulebookMap,
} from './rulebook-map.js';

const text = [
  '# Robo',
  '',
  'Ambos jugadores roban **5** cartas.',
  '',
  '- Se puede descartar una vez.',
  'Un ejemplo cualquiera.',
].join('\n');
const map: RulebookMap = rulebookMapSchema.parse({
  rulebook: '000_7cbcfc9bc47f1014.txt',
  sha256: bytesToHex(sha256(utf8ToBytes(text))),
  sections: [{ line: 1, heading: 'Robo', translated: 'Draw' }],
  lines: [
    {
      line: 3,
      starts: 'Ambos jugadores roban 5',
      status: 'faithful',
      summary: { es: 'Mano de 5.', en: 'Hand of 5.' },
      code: ['a.ts'],
      commands: ['Draw'],
    },
    {
      line: 5,
      starts: 'Se puede descartar',
      status: 'choice',
      summary: { es: 'Un descarte.', en: 'One discard.' },
      code: ['b.ts'],
      option: 'mulligans',
      note: { es: 'El reglamento no dice cuántas veces.', en: 'The rulebook does not say how often.' },
    },
    {
      line: 6,
      starts: 'Un ejemplo',
      status: 'not-applicable',
      summary: { es: 'Ejemplo.', en: 'Example.' },
      note: { es: 'Un ejemplo.', en: 'An example.' },
    },
  ],
});
const cite = (...ids: string[]) => ids.map((id) => ({ file: 'x.spec.ts', id }));

describe('a rulebook map', () => {
  it('passes when every faithful and chosen line is named by a test and every line of the text is mapped', () => {
    expect(auditRulebookMap(map, { citations: cite('000:3', '000:5'), options: ['mulligans'], text })).toEqual([]);
  });

  it('fails a faithful line no test names, and a choice whose option the format lacks', () => {
    const problems = auditRulebookMap(map, { citations: cite('000:5'), options: [] });
    expect(problems).toEqual([
      expect.stringContaining('000:3 «Ambos jugadores roban 5» (faithful) has no test'),
      expect.stringContaining('option mulligans'),
    ]);
  });

  it('fails a rulebook line the map leaves out, a line whose first words differ, and another document', () => {
    const short = { ...map, lines: map.lines.filter((line) => line.line !== 6) };
    expect(auditRulebookMap(short, { citations: cite('000:3', '000:5'), options: ['mulligans'], text })).toEqual([
      '000:6 «Un ejemplo cualquiera.» is not in the map',
    ]);
    const wrong = {
      ...map,
      lines: map.lines.map((line) => (line.line === 3 ? { ...line, starts: 'Cada jugador roba' } : line)),
    };
    expect(auditRulebookMap(wrong, { citations: cite('000:3', '000:5'), options: ['mulligans'], text })).toEqual([
      expect.stringContaining('000:3: the line starts'),
    ]);
    expect(
      auditRulebookMap(map, { citations: cite('000:3', '000:5'), options: ['mulligans'], text: text + '\nMás.' }),
    ).toEqual([expect.stringContaining('sha256 differs')]);
  });

  it('fails a test naming a line or a section the rulebook does not have, in either language', () => {
    // Written in pieces so the repository's own citation scan doesn't read this fixture as tests.
    const tag = '@' + 'rule';
    const [book, translation] = ['000_7cbcfc9bc47f1014', '001_f8669d75003bf5b9'].map((name) => `${name}.txt, `);
    const source = `// ${tag} 000:3\nit('… ${tag} 000:4', () => {}); // ${book}"Robo" · ${translation}"Drawing"`;
    const found = citationsIn('x.spec.ts', source);
    expect(found.rules.map((c) => c.id)).toEqual(['000:3', '000:4']);
    const translated = { ...map, translation: { rulebook: '001_f8669d75003bf5b9.txt', sha256: map.sha256 } };
    expect(auditCitations([translated], found.rules, found.sections)).toEqual([
      `x.spec.ts: ${tag} 000:4 names no rule line of any map`,
      'x.spec.ts: 001_f8669d75003bf5b9.txt has no section «Drawing»',
    ]);
  });

  it('checks each rules-notes entry a line cites against the headings and table gaps of the game’s notes', () => {
    const notes = [
      '# Notes',
      '',
      '## Mulligans',
      '',
      '| Gap | Choice |',
      '| --- | --- |',
      '| **Who starts** | A draw. |',
    ].join('\n');
    const citing = (...rulesNotes: string[]) => ({
      ...map,
      lines: map.lines.map((line) => (line.line === 5 ? { ...line, rulesNotes } : line)),
    });
    const audit = (m: RulebookMap) =>
      auditRulebookMap(m, { citations: cite('000:3', '000:5'), options: ['mulligans'], rulesNotes: notes });
    expect(audit(citing('Mulligans', 'Who starts'))).toEqual([]);
    expect(audit(citing('Mulligan', 'Who starts?'))).toEqual([
      "000:5 cites «Mulligan», which the game's rules notes do not have",
      "000:5 cites «Who starts?», which the game's rules notes do not have",
    ]);
  });

  it('fails a choice that says not why on the page, even with its option and its rules notes entry', () => {
    const { note: _note, ...unexplained } = map.lines[1]!;
    const only = (line: RuleLine) => ({ ...map, lines: [map.lines[0]!, line, map.lines[2]!] });
    const audit = (m: RulebookMap) =>
      auditRulebookMap(m, { citations: cite('000:3', '000:5'), options: ['mulligans'] });
    expect(audit(only({ ...unexplained, rulesNotes: ['Mulligans'] }))).toEqual([
      '000:5 «Se puede descartar» is a choice but says not why (note)',
    ]);
    expect(audit(only({ ...unexplained, rulesNotes: ['Mulligans'], note: map.lines[1]!.note }))).toEqual([]);
  });

  it('refuses a note that is not in both Spanish and English', () => {
    const noted = (note: unknown) => ({ ...map, lines: [{ ...map.lines[2]!, note }] });
    expect(rulebookMapSchema.safeParse(noted({ es: 'Un ejemplo.', en: 'An example.' })).success).toBe(true);
    expect(rulebookMapSchema.safeParse(noted('An example.')).success).toBe(false);
    expect(rulebookMapSchema.safeParse(noted({ es: 'Un ejemplo.', en: ' ' })).success).toBe(false);
  });

  it('says which lines govern a command and which section a line is in', () => {
    expect(rulesGoverning(map, 'commands', 'Draw')).toEqual(['000:3']);
    expect(sectionOf(map, 5)?.heading).toBe('Robo');
  });

  it('cites an event case only by the lines listing that case or its bare type', () => {
    // Given line 3 governing every HandDrawn and line 5 only the HandDrawn of a mulligan.
    const cased = {
      ...map,
      lines: [
        { ...map.lines[0]!, events: ['HandDrawn'] },
        { ...map.lines[1]!, events: ['HandDrawn.mulligan'] },
        map.lines[2]!,
      ],
    };
    const why = (ruleCase?: string) => rulesGoverning(cased, 'events', citedType({ type: 'HandDrawn' }, ruleCase));
    expect(why('mulligan')).toEqual(['000:3', '000:5']);
    expect(why('opening')).toEqual(['000:3']);
    // A module that tells no case: only what governs every case, never a case it cannot confirm.
    expect(why()).toEqual(['000:3']);
    // A type that merely starts alike is another type.
    expect(rulesGoverning(cased, 'events', 'HandDrawnTwice')).toEqual([]);
  });
});
