import type { DeckList, ReadyDeck } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { deckNameIn } from './deck-names.js';

const deck: DeckList = { game: 'accion', sections: {} };
const ready: ReadyDeck[] = [
  { id: 'guerrera', name: { es: 'Guerrera de vanguardia', en: 'Vanguard warrior' }, deck },
  { id: 'maga', name: { es: 'Maga de batalla', en: 'Battle mage' }, deck },
];

describe('a seat’s deck name as the viewer reads it', () => {
  it('reads a ready-made deck recorded in Spanish in English, and back', () => {
    expect(deckNameIn('Maga de batalla', ready, 'en')).toBe('Battle mage');
    expect(deckNameIn('Battle mage', ready, 'es')).toBe('Maga de batalla');
    expect(deckNameIn('Maga de batalla', ready, 'es')).toBe('Maga de batalla');
  });

  it('reads a registered list in the viewer’s language', () => {
    expect(deckNameIn('lista registrada', [], 'en')).toBe('registered list');
  });

  it('keeps the name a player gave their own saved deck', () => {
    expect(deckNameIn('Mi mazo de torneo', ready, 'en')).toBe('Mi mazo de torneo');
  });
});
