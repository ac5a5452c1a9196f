import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RulebookPage } from '../../graphql/rulebook';
import { RulebookSections, groupBySection } from './RulebookSections';
import { expectShown } from '../../testing/markup';

const summary = (es: string, en: string) => ({ es, en });
const rulebook: RulebookPage = {
  game: 'dice-race',
  gameName: 'Carrera de dados',
  rulebook: '999_d1ce000000000999.txt',
  title: summary('Carrera de dados, reglas', 'Dice race, rules'),
  translation: '998_d1ce000000000998.txt',
  translationTitle: summary('Carrera de dados, traducción', 'Dice race, translation'),
  sections: [
    { line: 5, heading: 'El turno', translated: 'A turn' },
    { line: 11, heading: 'Victoria', translated: null },
  ],
  lines: [
    {
      id: '999:2',
      line: 2,
      sectionLine: null,
      section: null,
      sectionTranslated: null,
      starts: 'Reglas de la carrera',
      status: 'not-applicable',
      summary: summary('Título.', 'Title.'),
      optionLabel: null,
      note: summary('Un título.', 'A title.'),
      rulesNotes: [],
    },
    {
      id: '999:7',
      line: 7,
      sectionLine: 5,
      section: 'El turno',
      sectionTranslated: 'A turn',
      starts: 'En tu turno, tira un dado',
      status: 'faithful',
      summary: summary('Tiras un dado o juegas una carta.', 'You roll a die or play a card.'),
      optionLabel: null,
      note: null,
      rulesNotes: [],
    },
    {
      id: '999:13',
      line: 13,
      sectionLine: 11,
      section: 'Victoria',
      sectionTranslated: null,
      starts: 'Gana quien llega primero',
      status: 'choice',
      summary: summary('Gana quien llega a la meta.', 'The first to the target wins.'),
      optionLabel: summary('Puntos para ganar', 'Points to win'),
      note: null,
      rulesNotes: ['Winning'],
    },
  ],
};

describe('the rulebook page', () => {
  it('lists the lines under their sections in the rulebook’s order, lines before the first heading first', () => {
    expect(groupBySection(rulebook).map((group) => [group.heading, group.lines.map((line) => line.id)])).toEqual([
      [null, ['999:2']],
      ['El turno', ['999:7']],
      ['Victoria', ['999:13']],
    ]);
  });

  it('quotes each heading as the rulebook prints it and gives each line its anchor, the rulebook by its title, our summary and its status in words', () => {
    const html = renderToStaticMarkup(<RulebookSections rulebook={rulebook} asked={new Set()} lang="es" />);
    expect(html).toContain('<q>El turno</q>');
    expect(html).not.toContain('A turn');
    // A person reads the rulebook's title, never a file name or the option's key.
    expect(html).not.toMatch(/\.txt|RULES-NOTES|«target»/);
    expectShown(html, [
      'id="r-999-7"',
      'Regla 999:7 · línea 7 de «Carrera de dados, reglas»',
      'Tiras un dado o juegas una carta.',
      'Elección documentada con la opción «Puntos para ganar». Está en las notas de reglas de Crónica (en inglés): «Winning».',
      'No aplicable. Un título.',
      'Antes de la primera sección',
    ]);
  });

  it('reads in English with the translation’s heading beside the printed one, and highlights the lines a "why?" asked about', () => {
    const html = renderToStaticMarkup(<RulebookSections rulebook={rulebook} asked={new Set(['999:7'])} lang="en" />);
    expect(html).toContain('<q>El turno</q><span');
    expect(html).toContain(' (A turn)');
    expect(html).toContain('You roll a die or play a card.');
    expect(html).toContain('Rule 999:13 · line 13 of “Dice race, rules”');
    expect(html).toContain('Not applicable. A title.');
    expect(html.match(/data-asked="true"/g)).toHaveLength(1);
    expect(html).toContain('The rule you asked about');
  });
});
