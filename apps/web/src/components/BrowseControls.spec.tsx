import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localized } from '@cronica/util';
import { translator } from '../lib/i18n';
import { ChoiceTabs, NextPager } from './BrowseControls';

const t = translator('es');
const words = {
  label: localized('Páginas', 'Pages'),
  previous: localized('← Anteriores', '← Previous'),
  next: localized('Siguientes →', 'Next →'),
  pageN: (n: number) => localized(`Página ${n}`, `Page ${n}`),
};
const pager = (page: number, hasNext: boolean) =>
  renderToStaticMarkup(<NextPager page={page} hasNext={hasNext} hrefOf={(n) => `/?page=${n}`} words={words} t={t} />);

describe('browsing a list a page at a time', () => {
  it('marks the list shown among the tabs, each tab leading to its own address', () => {
    const html = renderToStaticMarkup(
      <ChoiceTabs
        label={localized('Elegir', 'Choose')}
        choices={[
          { value: null, text: localized('Todos', 'All') },
          { value: 'upcoming', text: localized('Próximos', 'Upcoming') },
        ]}
        current="upcoming"
        hrefOf={(phase) => (phase === null ? '/' : `/?phase=${phase}`)}
        t={t}
      />,
    );
    expect(html).toContain('<nav aria-label="Elegir" class="tabs">');
    expect(html).toContain('<a class="tabs__tab" aria-current="page" href="/?phase=upcoming">Próximos</a>');
    expect(html).toContain('<a class="tabs__tab" href="/">Todos</a>');
  });

  it('offers the page before and after only where there is one, and nothing for a list of one page', () => {
    expect(pager(1, false)).toBe('');
    expect(pager(1, true)).toContain('href="/?page=2"');
    expect(pager(1, true)).not.toContain('Anteriores');
    expect(pager(3, false)).toContain('href="/?page=2">← Anteriores');
    expect(pager(3, false)).not.toContain('Siguientes');
    expect(pager(3, false)).toContain('Página 3');
  });
});
