import { describe, expect, it } from 'vitest';
import { bladesOfAshGame } from '../game.js';
import { allCards } from './catalog.js';

describe('the Blades of Ash card list', () => {
  const list = bladesOfAshGame.cardList!();

  it('lists every card of the set once, with every field it holds', () => {
    expect(list.cards.map((card) => card.id)).toEqual(allCards().map((card) => card.id));
    const ayranel = list.cards.find((card) => card.id === 'ayranel-capa-de-cuervo')!;
    expect(ayranel.fields).toEqual(allCards().find((card) => card.id === 'ayranel-capa-de-cuervo'));
  });

  it('names each card’s kind and faction in both languages', () => {
    const factions = new Set(list.factions.map((faction) => faction.id));
    for (const card of list.cards) {
      expect(list.kinds[card.kind], card.id).toMatchObject({ es: expect.any(String), en: expect.any(String) });
      expect(factions.has(card.faction), card.id).toBe(true);
    }
  });

  it('sums up a hero by its attributes and life, and an action by its dice cost', () => {
    const ayranel = list.cards.find((card) => card.id === 'ayranel-capa-de-cuervo')!;
    expect(ayranel.summary.es).toMatch(/^F\d+ Ag\d+ V\d+ Ar3 Vida\d+$/);
    expect(ayranel.summary.en).toMatch(/^S\d+ Ag\d+ W\d+ Ar3 Life\d+$/);
    const costs = list.cards.filter((card) => card.kind !== 'hero').map((card) => card.summary.en);
    expect(costs).toContain('free');
    expect(costs.some((cost) => /^(red|green|blue|any)(\d|≥\d)?(\+(red|green|blue|any)(\d|≥\d)?)*$/.test(cost))).toBe(
      true,
    );
  });
});
