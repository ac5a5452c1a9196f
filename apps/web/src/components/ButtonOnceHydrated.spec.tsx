import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ButtonOnceHydrated } from './ButtonOnceHydrated';

describe('a button only the page’s code answers', () => {
  it('is off in the server’s drawing, so a tap before the code runs waits for it, and submits no form', () => {
    const html = renderToStaticMarkup(
      <ButtonOnceHydrated className="button" onClick={() => undefined}>
        Imprimir
      </ButtonOnceHydrated>,
    );
    expect(html).toBe('<button type="button" class="button" disabled="">Imprimir</button>');
  });
});
