import { describe, expect, it } from 'vitest';
import { sumCounts } from '@cronica/rules-kernel';
import { playerSetupFromDeck, readyDeckById, readyDecks } from './decks.js';

describe('ready-made decks and the engine set-up', () => {
  it('has three named decks per faction, each with 5 heroes and at least 30 actions', () => {
    expect(readyDecks().length).toBe(9);
    for (const { id, name, deck } of readyDecks()) {
      expect(name.es !== '' && name.en !== '', id).toBe(true);
      expect(sumCounts(deck.sections.heroes)).toBe(5);
      expect(sumCounts(deck.sections.actions)).toBeGreaterThanOrEqual(30);
    }
  });

  it('turns a deck list into the heroes and one action card per copy, whatever the section headers', () => {
    const { deck } = readyDeckById('ceniza-hoguera')!;
    const setup = playerSetupFromDeck(deck);
    expect(setup.faction).toBe('circulo-de-ceniza');
    expect(setup.heroes.map((h) => h.id)).toEqual(deck.sections.heroes!.map((e) => e.card));
    expect(setup.actions.length).toBe(sumCounts(deck.sections.actions));
    expect(setup.actions.filter((c) => c.id === 'pira').length).toBe(2);
    const renamed = { ...deck, sections: { Héroes: deck.sections.heroes!, Acciones: [{ card: 'Pyre', count: 2 }] } };
    expect(playerSetupFromDeck(renamed).actions.map((c) => c.id)).toEqual(['pira', 'pira']);
    expect(playerSetupFromDeck(renamed).heroes.length).toBe(5);
  });

  it('treats a card it cannot find in a validated list as a fault', () => {
    expect(() =>
      playerSetupFromDeck({ game: 'blades-of-ash', faction: 'x', sections: { heroes: [{ card: 'nadie', count: 1 }] } }),
    ).toThrow(RangeError);
  });
});
