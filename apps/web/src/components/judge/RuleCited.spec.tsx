import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n';
import { plainText } from '../../testing/markup';
import { RuleCited } from './RuleCited';

const render = (rule: string, lang: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(
    <ul>
      <RuleCited rule={rule} game="blades-of-ash" t={translator(lang)} />
    </ul>,
  );

describe('the rule a ruling cites, as its players read it', () => {
  it('names a rule line by its book and line, and opens that line of the rulebook in another tab', () => {
    const html = render('000:135');
    expect(plainText(html).trim()).toBe('Regla: Espadas de Ceniza, línea 135 · leer la regla');
    expect(html).toContain('href="/rules/blades-of-ash?ids=000:135#r-000-135"');
    expect(html).toContain('target="_blank"');
    expect(plainText(render('000:135', 'en')).trim()).toBe(
      'Rule: Blades of Ash (Spanish original), line 135 · read the rule',
    );
  });

  it('links nothing for a guide entry or a rule the judge wrote by hand', () => {
    for (const rule of ['cronica-penalty-guide 2.3 (002_a36596f8eaed8fcc.txt, C.1)', 'Reglamento, sección Daño']) {
      expect(render(rule)).not.toContain('<a ');
    }
    expect(plainText(render('Reglamento, sección Daño')).trim()).toBe('Regla: Reglamento, sección Daño');
  });
});
