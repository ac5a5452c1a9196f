import { renderToStaticMarkup } from 'react-dom/server';
import { findGame } from '@cronica/games';
import { describe, expect, it } from 'vitest';
import { catalogFor } from '../../testing/catalogs';
import { readPastedList } from '../../lib/deck-editor';
import { deckPreview } from '../../lib/deck-preview';
import { DeckField } from '../DeckField';
import { DeckExport } from './DeckExport';
import { DeckPreview } from './DeckPreview';
import { expectShown } from '../../testing/markup';

const TEXT =
  'Facción: Orden del Alba\nHéroes\n1 Belain Thalier\n1 Maera de los Siete Votos\nAcciones\n2 Estocada del Alba\n2 Golpe de Martillo\n1 Parada';

function preview() {
  const game = findGame('blades-of-ash')!;
  const catalog = catalogFor('blades-of-ash')!;
  const pasted = readPastedList(TEXT, catalog, game);
  if (pasted.kind !== 'list') throw new Error('unreadable');
  return deckPreview(pasted.draft, catalog, game);
}

describe('a saved deck’s preview, export and the deck pickers', () => {
  it('shows the faction, each section with its cards and counts, and the cost curve, in Spanish and English', () => {
    const es = renderToStaticMarkup(<DeckPreview preview={preview()} lang="es" />);
    expectShown(es, ['Orden del Alba', 'Héroes', '2 cartas', 'Estocada del Alba', 'Curva de coste']);
    expect(es).toMatch(/aria-label="Coste \d+: \d+"/);
    const en = renderToStaticMarkup(<DeckPreview preview={preview()} lang="en" />);
    expect(en).toContain('Heroes');
    expect(en).toContain('Order of the Dawn');
    expect(en).toContain('Cost curve');
  });

  it('exports the text as saved, to copy or to download as a .txt named after the deck', () => {
    const html = renderToStaticMarkup(<DeckExport name="Alba de práctica" text={TEXT} lang="es" />);
    expect(html).toContain('download="Alba-de-practica.txt"');
    expect(html).toContain(`href="data:text/plain;charset=utf-8,${encodeURIComponent(TEXT)}"`);
    expect(html).toContain('Belain Thalier');
    expect(html).toContain('Copiar');
  });

  it('lists the person’s saved decks apart from the ready-made ones, and only the ready-made when she has none', () => {
    const ready = [{ id: 'alba', name: 'Orden del Alba' }];
    const mine = [{ id: 'mine-1', name: 'Mi Alba' }];
    const both = renderToStaticMarkup(
      <DeckField label="Tu mazo" decks={ready} saved={mine} groups={['Mis mazos', 'Mazos preparados']} />,
    );
    expect(both).toContain('<optgroup label="Mis mazos"><option value="mine-1">Mi Alba</option></optgroup>');
    expect(both).toContain(
      '<optgroup label="Mazos preparados"><option value="alba">Orden del Alba</option></optgroup>',
    );
    const readyOnly = renderToStaticMarkup(
      <DeckField label="Tu mazo" decks={ready} groups={['Mis mazos', 'Mazos preparados']} />,
    );
    expect(readyOnly).not.toContain('optgroup');
  });
});
