import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardFace } from '@cronica/rules-kernel';
import { translator } from '../../../lib/i18n';
import { CardDialog } from './CardDialog';

const face = cardFace(
  { es: 'Lancero', en: 'Lancer' },
  {
    stats: [{ label: { es: 'Vida', en: 'Life' }, short: { es: 'VIDA', en: 'LIFE' }, value: 4, printed: 3 }],
    text: { es: 'Arrasar.', en: 'Trample.' },
  },
);
const render = (lang: 'es' | 'en', shown: typeof face | null) =>
  renderToStaticMarkup(
    <CardDialog
      face={shown}
      pieceKey="7"
      extra={<span>en C4</span>}
      onClose={() => undefined}
      testId="card"
      t={translator(lang)}
    />,
  );

describe('a piece’s card in a dialog', () => {
  it('shows the whole card, its text at once, what belongs to this copy and a close button, named by the card', () => {
    const html = render('es', face);
    expect(html).toContain('aria-label="Lancero"');
    expect(html).toContain('Arrasar.');
    expect(html).not.toMatch(/<span[^>]*hidden=""[^>]*>Arrasar/);
    expect(html).toContain('VIDA');
    expect(html).toContain('en C4');
    expect(html).toMatch(/<form method="dialog"><button type="submit"[^>]*>Cerrar<\/button>/);
    expect(render('en', face)).toContain('>Close</button>');
  });

  it('holds nothing while closed', () => {
    expect(render('es', null)).toMatch(/^<dialog[^>]*data-testid="card"[^>]*><\/dialog>$/);
  });
});
