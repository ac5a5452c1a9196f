import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageNotice } from './PageNotice';

describe('a page notice', () => {
  it('gives its title, what it means and what to do next, as the page’s own heading by default', () => {
    const html = renderToStaticMarkup(
      <PageNotice title="No encontrado" hint="Esa página no existe.">
        <a href="/">Volver</a>
      </PageNotice>,
    );
    expect(html).toBe(
      '<div class="notice"><h1>No encontrado</h1><p>Esa página no existe.</p><a href="/">Volver</a></div>',
    );
  });

  it('announces a failure to screen readers as it appears', () => {
    const html = renderToStaticMarkup(
      <PageNotice tone="error" heading="h2" title="Sin conexión" hint="Reinténtalo." />,
    );
    expect(html).toBe('<div class="notice notice--error" role="alert"><h2>Sin conexión</h2><p>Reinténtalo.</p></div>');
  });

  it('says quietly that there is nothing yet, without an alert', () => {
    const html = renderToStaticMarkup(<PageNotice tone="empty" title="Nada aún" hint="Crea uno." testId="empty" />);
    expect(html).toBe('<div class="notice notice--empty" data-testid="empty"><h1>Nada aún</h1><p>Crea uno.</p></div>');
  });
});
