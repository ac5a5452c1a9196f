import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageIntro } from './PageIntro';

describe('a page’s intro', () => {
  it('heads the page with its title and says quietly what the page is for', () => {
    expect(renderToStaticMarkup(<PageIntro title="Campañas" intro="Sesiones de un juego." />)).toBe(
      '<header class="page-intro"><h1>Campañas</h1><p class="muted">Sesiones de un juego.</p></header>',
    );
  });

  it('sets what the page is for as its lede when asked', () => {
    expect(renderToStaticMarkup(<PageIntro title="Replay" intro="Verify it yourself." lede />)).toBe(
      '<header class="page-intro"><h1>Replay</h1><p class="lede">Verify it yourself.</p></header>',
    );
  });
});
