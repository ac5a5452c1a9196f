import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { askedRules, ruleAnchor, ruleSections, statusWords, whyHref } from './rulebook';

const es = translator('es');
const en = translator('en');

describe('the links between the table and the rulebook page', () => {
  it('open the first governing line and ask the page to highlight them all', () => {
    expect(ruleAnchor('000:39')).toBe('r-000-39');
    expect(whyHref('blades-of-ash', ['000:39'])).toBe('/rules/blades-of-ash?ids=000:39#r-000-39');
    expect(whyHref('dice-race', ['999:7', '999:8'])).toBe('/rules/dice-race?ids=999:7,999:8#r-999-7');
    expect(whyHref('a b', [])).toBe('/rules/a%20b');
  });

  it('highlight only well-formed rule ids, whatever else the address carries', () => {
    expect([...askedRules('999:7,999:8')]).toEqual(['999:7', '999:8']);
    expect([...askedRules(['000:39', '<script>', '12:3'])]).toEqual(['000:39']);
    expect(askedRules(undefined).size).toBe(0);
  });

  it("name each line's section as the rulebook prints it, and the translation's heading in English where there is one", () => {
    const lines = [
      { id: '000:39', section: 'Draft de Héroes', sectionTranslated: 'Hero Draft' },
      { id: '002:5', section: 'Setup', sectionTranslated: null },
      { id: '003:1', section: null, sectionTranslated: null },
    ];
    expect(ruleSections(lines, 'es')).toEqual({ '000:39': 'Draft de Héroes', '002:5': 'Setup' });
    expect(ruleSections(lines, 'en')).toEqual({ '000:39': 'Hero Draft', '002:5': 'Setup' });
  });
});

describe("a rule line's status in words", () => {
  const line = { status: 'faithful', optionLabel: null, note: null, rulesNotes: [] };
  const target = { es: 'Puntos para ganar', en: 'Points to win' };

  it('says a faithful line is played as written, with how an unclear word of it is read', () => {
    expect(es(statusWords(line))).toBe('Fiel: se juega como está escrito.');
    const exactly = { es: 'Las «40 cartas» son exactamente 40.', en: 'The “40 cartas” are exactly 40.' };
    const read = { ...line, note: exactly, rulesNotes: ['Deck construction (validator)'] };
    expect(en(statusWords(read))).toBe(
      'Faithful: played as written. The “40 cartas” are exactly 40. Written in Crónica’s rules notes: “Deck construction (validator)”.',
    );
  });

  it('names a choice’s option by its label and the entries of Crónica’s rules notes that record it, in each language', () => {
    const choice = { ...line, status: 'choice', optionLabel: target, rulesNotes: ['Winning'] };
    expect(es(statusWords(choice))).toBe(
      'Elección documentada con la opción «Puntos para ganar». Está en las notas de reglas de Crónica (en inglés): «Winning».',
    );
    expect(en(statusWords(choice))).toBe(
      'Documented choice with the option “Points to win”. Written in Crónica’s rules notes: “Winning”.',
    );
  });

  it('gives what was chosen in the reader’s language and lists several notes as a sentence, naming no developer file', () => {
    const note = { es: 'Un empate cuenta como hueco.', en: 'A tie is a gap.' };
    const choice = { ...line, status: 'choice', note, rulesNotes: ['Before playing', 'The turn', 'Court'] };
    const [inSpanish, inEnglish] = [es(statusWords(choice)), en(statusWords(choice))];
    expect(inSpanish).toBe(
      'Elección documentada. Un empate cuenta como hueco. Está en las notas de reglas de Crónica (en inglés): «Before playing», «The turn» y «Court».',
    );
    expect(inEnglish).toBe(
      'Documented choice. A tie is a gap. Written in Crónica’s rules notes: “Before playing”, “The turn”, and “Court”.',
    );
    for (const words of [inSpanish, inEnglish]) expect(words).not.toMatch(/RULES-NOTES|\.md\b/);
  });

  it('says why a line does not apply, in the reader’s language', () => {
    const stray = { es: 'Texto suelto en el archivo; no es una regla.', en: 'Stray text in the file; not a rule.' };
    const notApplicable = { ...line, status: 'not-applicable', note: stray };
    expect(es(statusWords(notApplicable))).toBe('No aplicable. Texto suelto en el archivo; no es una regla.');
    expect(en(statusWords(notApplicable))).toBe('Not applicable. Stray text in the file; not a rule.');
  });
});
