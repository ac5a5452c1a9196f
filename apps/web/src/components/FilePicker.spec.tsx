import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../lib/i18n';
import { FilePicker } from './FilePicker';

const render = (lang: 'es' | 'en') =>
  renderToStaticMarkup(
    <label>
      Verificar otro archivo
      <FilePicker accept=".jsonl" name="replay" testId="replay-file" t={translator(lang)} />
    </label>,
  );

describe('a file chooser in the page’s language', () => {
  it('says «Elegir un archivo» and that none is chosen yet, in Spanish and English, never the browser’s own words', () => {
    expect(render('es')).toContain('Elegir un archivo');
    expect(render('es')).toContain('Ningún archivo elegido');
    expect(render('en')).toContain('Choose a file');
    expect(render('en')).toContain('No file chosen');
  });

  it('keeps the native input, named and in the label, for the keyboard, screen readers and form posts', () => {
    const html = render('es');
    const input = html.match(/<input [^>]*>/)![0];
    for (const attribute of ['type="file"', 'class="visually-hidden"', 'name="replay"', 'accept=".jsonl"'])
      expect(input).toContain(attribute);
    expect(html).toMatch(/^<label>Verificar otro archivo<span class="file-picker"><input /);
    // The face is for the eye only: the label names the input.
    expect(html).toMatch(/<span class="button button--quiet file-picker__face" aria-hidden="true">/);
  });
});
