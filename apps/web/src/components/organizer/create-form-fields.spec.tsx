import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n';
import { DefaultLine } from './create-form-fields';

const line = (rule: string | null, lang: 'es' | 'en', borrowedFrom?: { es: string; en: string }) =>
  renderToStaticMarkup(
    <DefaultLine
      info={{
        label: { es: 'x', en: 'x' },
        shownDefault: { es: '3', en: '3' },
        rule,
        ...(borrowedFrom ? { borrowedFrom } : {}),
      }}
      t={translator(lang)}
    />,
  );

describe('where an option’s default comes from, on the create form', () => {
  it('names the rulebook by its title and section, never by its file name, in Spanish and English', () => {
    const es = line('002_a36596f8eaed8fcc.txt, C.5', 'es');
    expect(es).toContain('Reglamento: Warlords of Terra, reglas ampliadas, C.5');
    expect(line('002_a36596f8eaed8fcc.txt, C.5', 'en')).toContain('Rulebook: Warlords of Terra, extended rules, C.5');
    expect(line('000_7cbcfc9bc47f1014.txt, «Rondas de Batalla»', 'es')).toContain(
      'Espadas de Ceniza, «Rondas de Batalla»',
    );
    const borrowed = line('002_a36596f8eaed8fcc.txt, C.1', 'es', { es: 'Warlords of Terra', en: 'Warlords of Terra' });
    for (const html of [es, borrowed]) expect(html).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
  });

  it("says a game's own note is Crónica's choice where the rulebook is silent, naming the note, never its file", () => {
    const rule = 'blades-of-ash RULES-NOTES.md, «The skirmish always ends»';
    const es = line(rule, 'es');
    expect(es).toContain(
      'El reglamento no dice nada; es la elección de Crónica, en sus notas de reglas (en inglés): «The skirmish always ends»',
    );
    expect(es).not.toContain('Reglamento:');
    expect(line(rule, 'en')).toContain(
      'The rulebooks are silent; this is Crónica’s choice, in its rules notes: «The skirmish always ends»',
    );
    expect(es).not.toContain('RULES-NOTES.md');
  });
});
