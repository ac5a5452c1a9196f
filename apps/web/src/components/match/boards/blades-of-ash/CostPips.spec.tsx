import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../lib/i18n';
import { CostPips } from './CostPips';

describe('a cost in dice, for screen readers', () => {
  it('says the cost in words as text, not as a label a plain span may not carry', () => {
    const html = renderToStaticMarkup(
      <CostPips cost={[{ color: 'green' }, { color: 'red', min: 4 }]} t={translator('es')} />,
    );
    expect(html).toContain('<span class="visually-hidden">Coste: verde, rojo 4+</span>');
    expect(html).not.toContain('aria-label');
    expect(renderToStaticMarkup(<CostPips cost={[{ color: 'blue', face: 6 }]} t={translator('en')} />)).toContain(
      'Cost: blue 6',
    );
  });
});
