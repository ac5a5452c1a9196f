import type { DeckList } from '@cronica/rules-kernel';
import { deckListHash } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { cmd, opening, player, recorded } from '../testing/tournament-script.js';
import { checkPresentedDeck, comparableDeck } from './deck-check.js';
import { foldTournament } from './decider.js';

const anaList: DeckList = {
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

/** Ana's list with other actions (its heroes and faction kept). */
const withActions = (...actions: DeckList['sections'][string]): DeckList => ({
  ...anaList,
  sections: { ...anaList.sections, actions },
});

/**
 * A Blades of Ash event with Ana registered with her list and Bea registered without one yet, as
 * recorded, folded to the state a judge's check reads.
 */
const state = foldTournament(
  recorded(
    ...opening({ game: 'blades-of-ash' }),
    cmd('RegisterPlayer', player('ana'), { playerId: 'ana', name: 'Ana' }),
    cmd('SubmitDeckList', player('ana'), { playerId: 'ana', deck: anaList }),
    cmd('RegisterPlayer', player('bea'), { playerId: 'bea', name: 'Bea' }),
  ),
);

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
    const check = checkPresentedDeck(state, 'ana', sameDeck);
    expect(check.matches).toBe(true);
    // The record keeps both fingerprints as written: the registered one is the public one.
    expect(check.registeredHash).toBe(deckListHash(anaList));
    expect(check.presentedHash).toBe(deckListHash(sameDeck));
  });

  // @rule 002:292
  it('reports a different deck when a count, a card or the faction differs', () => {
    const oneParada = withActions({ card: 'Estocada del Alba', count: 2 }, { card: 'Parada', count: 1 });
    const otherCard = withActions({ card: 'Estocada del Alba', count: 2 }, { card: 'Esquivar', count: 2 });
    const otherFaction = { ...anaList, faction: 'Corte del Cuervo' };
    for (const presented of [oneParada, otherCard, otherFaction])
      expect(checkPresentedDeck(state, 'ana', presented).matches).toBe(false);
  });

  it('has nothing to match for a player without a registered list, or someone not registered', () => {
    for (const playerId of ['bea', 'nadie'])
      expect(checkPresentedDeck(state, playerId, anaList)).toMatchObject({
        matches: false,
        registeredHash: null,
        presentedHash: deckListHash(anaList),
      });
  });

  it('compares sections whatever their order and ignores empty ones', () => {
    const reordered: DeckList = {
      game: 'blades-of-ash',
      faction: 'Orden del Alba',
      sections: { actions: anaList.sections['actions']!, heroes: anaList.sections['heroes']!, sideboard: [] },
    };
    expect(deckListHash(comparableDeck(reordered))).toBe(deckListHash(comparableDeck(anaList)));
    expect(checkPresentedDeck(state, 'ana', reordered).matches).toBe(true);
  });
});
