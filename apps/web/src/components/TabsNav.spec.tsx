import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabsNav, overflowOf } from './TabsNav';

const row = { left: 0, right: 360 };

describe('a row of tabs on a phone', () => {
  it('moves the row by how far the chosen tab sticks out, with a margin, and not at all when it is in sight', () => {
    expect(overflowOf({ left: 380, right: 440 }, row)).toBe(96);
    expect(overflowOf({ left: -30, right: 40 }, row)).toBe(-46);
    expect(overflowOf({ left: 100, right: 200 }, row)).toBe(0);
  });

  it('is drawn by the server as a labelled navigation holding its tabs', () => {
    const html = renderToStaticMarkup(
      <TabsNav label="Rondas" chosen="2" testId="pairing-rounds">
        <a href="?round=2" aria-current="page">
          Ronda 2
        </a>
      </TabsNav>,
    );
    expect(html).toBe(
      '<nav aria-label="Rondas" class="tabs" data-testid="pairing-rounds"><a href="?round=2" aria-current="page">Ronda 2</a></nav>',
    );
  });
});
