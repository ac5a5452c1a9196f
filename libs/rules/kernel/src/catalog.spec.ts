import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cardCatalogSchema,
  catalogForValidation,
  localizedCardNameSchema,
  parseCardCatalog,
  resolveDeckToValidate,
  shippedCatalog,
  type CardCatalog,
} from './catalog.js';

const cardSchema = z.object({ id: z.string().min(1), name: localizedCardNameSchema });
const catalogSchema = cardCatalogSchema(cardSchema);
const toCard = (card: z.output<typeof cardSchema>) => ({
  ...card,
  label: typeof card.name === 'string' ? card.name : card.name.es,
});

describe('card catalogs a tournament imports', () => {
  it('reads a bare array and an envelope alike, keeping the version only when the file gives one', () => {
    const cards = [
      { id: 'a', name: 'Espada' },
      { id: 'b', name: { es: 'Escudo', en: 'Shield' } },
    ];
    const bare = parseCardCatalog(catalogSchema, cards, 'Test', toCard);
    expect(bare).toEqual({
      ok: true,
      catalog: {
        cards: [
          { ...cards[0], label: 'Espada' },
          { ...cards[1], label: 'Escudo' },
        ],
      },
    });
    expect(bare.ok && 'version' in bare.catalog).toBe(false);
    const wrapped = parseCardCatalog(catalogSchema, { game: 'test', version: '2026.1', cards }, 'Test', toCard);
    expect(wrapped.ok && wrapped.catalog.version).toBe('2026.1');
  });

  it('refuses a repeated card id, saying where, in Spanish and English and naming the game', () => {
    const parsed = parseCardCatalog(
      catalogSchema,
      [
        { id: 'a', name: 'Uno' },
        { id: 'a', name: 'Otro' },
      ],
      'Test',
      toCard,
    );
    expect(parsed).toEqual({
      ok: false,
      message: {
        es: 'Catálogo de Test no válido: cards.1.id: duplicate card id a',
        en: 'Invalid Test catalog: cards.1.id: duplicate card id a',
      },
    });
  });

  it('refuses a card without a name, and a library whose shipped catalog is broken fails loudly', () => {
    const parsed = parseCardCatalog(catalogSchema, { cards: [{ id: 'a', name: '  ' }] }, 'Test', toCard);
    expect(parsed.ok).toBe(false);
    expect(() => shippedCatalog(parsed)).toThrow(/Invalid Test catalog: cards\.0\.name/);
  });
});

describe('the catalog a deck validation uses', () => {
  const sample: CardCatalog<ReturnType<typeof toCard>> = { cards: [] };
  const parse = (json: unknown) => parseCardCatalog(catalogSchema, json, 'Test', toCard);

  it('is the sample without an import, the import once it parses, and a coded error when it does not', () => {
    expect(catalogForValidation(undefined, sample, parse, 'test.catalog.invalid')).toBe(sample);
    expect(catalogForValidation([{ id: 'a', name: 'Uno' }], sample, parse, 'test.catalog.invalid')).toEqual({
      cards: [{ id: 'a', name: 'Uno', label: 'Uno' }],
    });
    expect(catalogForValidation({ cards: 'no' }, sample, parse, 'test.catalog.invalid')).toMatchObject({
      code: 'test.catalog.invalid',
      message: { es: expect.stringMatching(/^Catálogo de Test no válido/) },
    });
  });
});

describe('a deck resolved for validation', () => {
  const sample: CardCatalog<ReturnType<typeof toCard>> = {
    cards: [toCard({ id: 'a', name: { es: 'Uno', en: 'One' } })],
  };
  const game = {
    code: 'test',
    sections: ['main'],
    sample,
    parse: (json: unknown) => parseCardCatalog(catalogSchema, json, 'Test', toCard),
  };

  it('resolves against the sample, listing unknown sections before unknown cards', () => {
    const deck = {
      game: 'test',
      sections: {
        main: [
          { card: 'One', count: 2 },
          { card: 'zz', count: 1 },
        ],
        extra: [{ card: 'a', count: 1 }],
      },
    };
    const resolved = resolveDeckToValidate(deck, undefined, game);
    expect(resolved).toMatchObject({
      sections: { main: [{ card: { id: 'a' }, count: 2 }] },
      errors: [
        { code: 'test.deck.unknown-section', section: 'extra' },
        { code: 'test.deck.unknown-card', card: 'zz' },
      ],
    });
  });

  it('is the one catalog error when the imported catalog does not parse', () => {
    const deck = { game: 'test', sections: { main: [{ card: 'zz', count: 1 }] } };
    expect(resolveDeckToValidate(deck, { cards: 'no' }, game)).toMatchObject({ code: 'test.catalog.invalid' });
  });
});
