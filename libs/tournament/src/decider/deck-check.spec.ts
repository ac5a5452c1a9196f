import type { DeckList } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { checkPresentedDeck, comparableDeck } from './deck-check.js';
import { deckListHash } from '@cronica/rules-kernel';
import { initialTournamentState, type TournamentState } from './types.js';

const registered: DeckList = {
  game: 'blades-of-ash',
  faction: 'Orden del Alba',
  sections: {
    heroes: [{ card: 'Ser Odrán, Escudo del Alba', count: 1 }],
    actions: [
      { card: 'Estocada del Alba', count: 2 },
      { card: 'Parada', count: 2 },
    ],
  },
};

/** The registered list with other actions (its heroes and faction kept). */
const withActions = (...actions: DeckList['sections'][string]): DeckList => ({
  ...registered,
  sections: { ...registered.sections, actions },
});

function withDeck(list: DeckList): TournamentState {
  const player = { id: 'ana', name: 'Ana', joinedRound: 1, deck: { hash: deckListHash(list), list, submittedAt: 1 } };
  return { ...initialTournamentState, players: { ana: player } };
}

describe('deck check (002 C.4 "Presentación de listados")', () => {
  // @rule 002:292
  it('finds the registered deck in the same list written with other capitals, accents, spacing and line splits', () => {
    const sameDeck: DeckList = {
      game: 'blades-of-ash',
      faction: 'orden del alba',
      sections: {
        actions: [
          { card: 'parada', count: 1 },
          { card: 'ESTOCADA  DEL ALBA', count: 2 },
          { card: 'Parada', count: 1 },
        ],
        heroes: [{ card: 'Ser Odran, Escudo del Alba', count: 1 }],
      },
    };
    const check = checkPresentedDeck(withDeck(registered), 'ana', sameDeck);
    expect(check.matches).toBe(true);
    // The record keeps both fingerprints as written: the registered one is the public one.
    expect(check.registeredHash).toBe(deckListHash(registered));
    expect(check.presentedHash).toBe(deckListHash(sameDeck));
  });

  // @rule 002:292
  it('reports a different deck when a count, a card or the faction differs', () => {
    const state = withDeck(registered);
    const oneParada = withActions({ card: 'Estocada del Alba', count: 2 }, { card: 'Parada', count: 1 });
    const otherCard = withActions({ card: 'Estocada del Alba', count: 2 }, { card: 'Esquivar', count: 2 });
    const otherFaction = { ...registered, faction: 'Corte del Cuervo' };
    for (const presented of [oneParada, otherCard, otherFaction])
      expect(checkPresentedDeck(state, 'ana', presented).matches).toBe(false);
  });

  it('has nothing to match for a player without a registered list', () => {
    expect(checkPresentedDeck(initialTournamentState, 'ana', registered)).toMatchObject({
      matches: false,
      registeredHash: null,
    });
  });

  it('compares sections whatever their order and ignores empty ones', () => {
    const reordered: DeckList = {
      game: 'blades-of-ash',
      faction: 'Orden del Alba',
      sections: { actions: registered.sections['actions']!, heroes: registered.sections['heroes']!, sideboard: [] },
    };
    expect(deckListHash(comparableDeck(reordered))).toBe(deckListHash(comparableDeck(registered)));
  });
});
