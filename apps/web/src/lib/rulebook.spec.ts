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
  it('says a faithful line is played as written', () => {
    expect(es(statusWords({ status: 'faithful', option: null, note: null }))).toBe('Fiel: se juega como está escrito.');
  });

  it('names the option and the note of a documented choice', () => {
    const choice = { status: 'choice', option: 'target', note: 'RULES-NOTES.md: Winning' };
    expect(es(statusWords(choice))).toBe('Elección documentada con la opción «target»: RULES-NOTES.md: Winning');
    expect(en(statusWords(choice))).toBe('Documented choice with the option “target”: RULES-NOTES.md: Winning');
  });

  it('says why a line does not apply', () => {
    expect(es(statusWords({ status: 'not-applicable', option: null, note: 'el servidor tira los dados' }))).toBe(
      'No aplicable: el servidor tira los dados',
    );
  });
});
