import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDeckText, type DeckTextSpec } from './deck-text.js';
import { writeDeckText, type DeckNames } from './deck-writing.js';

const SECTIONS = [
  { key: 'heroes', name: { es: 'Héroes', en: 'Heroes' } },
  { key: 'actions', name: { es: 'Acciones', en: 'Actions' } },
];
const SPEC: DeckTextSpec = {
  game: 'test',
  sections: [
    { key: 'heroes', aliases: ['Héroes', 'Heroes'] },
    { key: 'actions', aliases: ['Acciones', 'Actions'] },
  ],
};
const CARDS: Record<string, { es: string; en: string }> = {
  belain: { es: 'Belain Thalier', en: 'Belain Thalier' },
  parada: { es: 'Parada', en: 'Parry' },
  estocada: { es: 'Estocada del Alba', en: 'Dawn Thrust' },
};
const NAMES: DeckNames = {
  faction: (id) => (id === 'alba' ? { es: 'Orden del Alba', en: 'Order of the Dawn' } : undefined),
  card: (id) => CARDS[id],
};

describe('a list written as text', () => {
  it('writes the faction, then each non-empty section in the game’s order, cards by name in the reader’s language', () => {
    const deck = {
      faction: 'alba',
      sections: { actions: [{ card: 'parada', count: 2 }], heroes: [{ card: 'belain', count: 1 }], spare: [] },
    };
    expect(writeDeckText(deck, SECTIONS, NAMES, 'es')).toBe(
      'Facción: Orden del Alba\n\nHéroes\n1 Belain Thalier\n\nAcciones\n2 Parada',
    );
    expect(writeDeckText(deck, SECTIONS, NAMES, 'en')).toBe(
      'Faction: Order of the Dawn\n\nHeroes\n1 Belain Thalier\n\nActions\n2 Parry',
    );
  });

  it('writes a faction or card it cannot name as it stands, so the validator can point at it', () => {
    const deck = { faction: 'Gremio Perdido', sections: { heroes: [{ card: 'ser-nadie', count: 1 }] } };
    expect(writeDeckText(deck, SECTIONS, NAMES, 'es')).toBe('Facción: Gremio Perdido\n\nHéroes\n1 ser-nadie');
    expect(writeDeckText({ faction: null, sections: {} }, SECTIONS, NAMES, 'es')).toBe('');
  });

  it('reads back, through the parser players’ text goes through, as the same cards and counts in each section', () => {
    const entries = fc.uniqueArray(
      fc.record({ card: fc.constantFrom(...Object.keys(CARDS)), count: fc.integer({ min: 1, max: 9 }) }),
      { selector: (entry) => entry.card, maxLength: 3 },
    );
    fc.assert(
      fc.property(entries, entries, fc.constantFrom('es' as const, 'en' as const), (heroes, actions, lang) => {
        fc.pre(heroes.length + actions.length > 0);
        const text = writeDeckText({ faction: 'alba', sections: { heroes, actions } }, SECTIONS, NAMES, lang);
        const parsed = parseDeckText(text, SPEC);
        expect(parsed.errors).toEqual([]);
        const named = (list: typeof heroes) => list.map((e) => ({ card: CARDS[e.card]![lang], count: e.count }));
        expect(parsed.deck.faction).toBe(NAMES.faction('alba')![lang]);
        expect(parsed.deck.sections['heroes'] ?? []).toEqual(named(heroes));
        expect(parsed.deck.sections['actions'] ?? []).toEqual(named(actions));
      }),
    );
  });
});
