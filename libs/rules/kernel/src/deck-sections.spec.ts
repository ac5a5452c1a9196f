import { describe, expect, it } from 'vitest';
import { sectionSizeErrors, unknownSectionErrors } from './deck.js';

describe('sections a game does not have', () => {
  it('are refused one by one, naming the sections the game expects', () => {
    const deck = { game: 'test', sections: { main: [], extras: [], sideboard: [] } };
    expect(unknownSectionErrors(deck, ['hero', 'main'], 'test.deck')).toEqual([
      {
        code: 'test.deck.unknown-section',
        message: {
          es: 'Sección desconocida «extras» (se esperan: hero, main).',
          en: 'Unknown section "extras" (expected: hero, main).',
        },
        section: 'extras',
      },
      {
        code: 'test.deck.unknown-section',
        message: {
          es: 'Sección desconocida «sideboard» (se esperan: hero, main).',
          en: 'Unknown section "sideboard" (expected: hero, main).',
        },
        section: 'sideboard',
      },
    ]);
  });
});

describe('section sizes', () => {
  const sizes = { hero: 1, main: 40 } as const;
  const words = { hero: { es: 'héroe', en: 'hero' }, main: { es: 'cartas', en: 'cards' } };

  it('accept exact counts, summing every entry of a section and ignoring unsized sections', () => {
    const sections = { hero: [{ count: 1 }], main: [{ count: 30 }, { count: 10 }], sideboard: [{ count: 99 }] };
    expect(sectionSizeErrors(sections, sizes, words, 'test.deck')).toEqual([]);
  });

  it('refuse a short or missing section with its count, in Spanish (singular or plural) and English', () => {
    expect(sectionSizeErrors({ main: [{ count: 39 }] }, sizes, words, 'test.deck')).toEqual([
      {
        code: 'test.deck.hero-count',
        message: { es: 'Se requiere exactamente 1 héroe; hay 0.', en: 'Exactly 1 hero required; found 0.' },
        section: 'hero',
      },
      {
        code: 'test.deck.main-count',
        message: { es: 'Se requieren exactamente 40 cartas; hay 39.', en: 'Exactly 40 cards required; found 39.' },
        section: 'main',
      },
    ]);
  });
});
