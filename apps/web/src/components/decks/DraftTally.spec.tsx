import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DraftTally } from './DraftTally';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the tally at the foot of the card browser', () => {
  it('counts the list and repeats the validator’s problems, in Spanish by default', () => {
    const html = renderToStaticMarkup(<DraftTally total={12} valid={false} problems={3} lang="es" />);
    expect(text(html)).toContain('Tu lista: 12 cartas · ⚠ 3 problemas');
    expect(html).toContain('href="#deck-list"');
    expect(text(html)).toContain('Ver la lista ↑');
  });

  it('says a valid list is valid, and an empty one only its size, in English too', () => {
    expect(text(renderToStaticMarkup(<DraftTally total={40} valid problems={0} lang="en" />))).toContain(
      'Your list: 40 cards · ✓ valid',
    );
    const empty = text(renderToStaticMarkup(<DraftTally total={0} valid={false} problems={1} lang="es" />));
    expect(empty).toContain('Tu lista: 0 cartas');
    expect(empty).not.toContain('⚠');
  });
});
