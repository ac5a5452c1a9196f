import { findGame } from '@cronica/games';
import { describe, expect, it } from 'vitest';
import { catalogFor } from '../testing/catalogs';
import { deckPreview } from './deck-preview';
import { readPastedList } from './deck-editor';

const ALBA =
  'Facción: Orden del Alba\nHéroes\n1 Belain Thalier\n1 Maera de los Siete Votos\n1 Ser Odrán, Escudo del Alba\n1 Gaveth el Portaestandarte\n1 Borro Tresmonedas\nAcciones\n2 Estocada del Alba\n2 Golpe de Martillo\n2 Carga Sagrada\n2 Sentencia\n2 Bloqueo con Escudo\n2 Respuesta del Acero\n2 Espada Bendita\n2 Plegaria de Fuerza\n2 Pulso Firme\n2 Oración de Sanación\n2 Voto de Venganza\n2 Tajo a Sueldo\n2 Grito de Guerra\n2 Parada\n1 Arenga\n1 Espada Mellada\n1 Botín de Guerra';

describe('a saved deck’s preview', () => {
  const game = findGame('blades-of-ash')!;
  const catalog = catalogFor('blades-of-ash')!;
  const pasted = readPastedList(ALBA, catalog, game);
  if (pasted.kind !== 'list') throw new Error('unreadable');
  const preview = deckPreview(pasted.draft, catalog, game);

  it('names the faction, the heroes and the actions with their counts, from the game’s catalog', () => {
    expect(preview.faction?.es).toBe('Orden del Alba');
    expect(preview.sections.map((s) => [s.name.es, s.total])).toEqual([
      ['Héroes', 5],
      ['Acciones', 31],
    ]);
    expect(preview.sections[0]!.cards.map((c) => c.name.es)).toContain('Belain Thalier');
    expect(preview.sections[1]!.cards.find((c) => c.name.es === 'Estocada del Alba')?.count).toBe(2);
    expect(preview.total).toBe(36);
  });

  it('counts the actions by cost into a curve with no gaps, which adds up to every costed card', () => {
    const costs = preview.curve.map((bar) => bar.cost);
    expect(costs).toEqual(Array.from({ length: costs.length }, (_, i) => costs[0]! + i));
    expect(preview.curve.reduce((sum, bar) => sum + bar.count, 0)).toBe(31);
  });

  it('keeps a card the catalog does not know, as written, and draws no curve for a game whose catalog has no costs', () => {
    const wot = findGame('warlords-of-terra')!;
    const wotCatalog = catalogFor('warlords-of-terra')!;
    const draft = { faction: null, sections: { battle: [{ card: 'Carta Inventada', count: 2 }] } };
    const wotPreview = deckPreview(draft, wotCatalog, wot);
    expect(wotPreview.sections[0]!.cards[0]).toMatchObject({ name: { es: 'Carta Inventada' }, count: 2, known: false });
    expect(wotPreview.curve).toEqual([]);
  });
});
