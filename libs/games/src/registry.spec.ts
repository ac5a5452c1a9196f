import { validationResult, type DeckValidator } from '@cronica/rules-kernel';
import { sampleEcgDeck } from '@cronica/ecg';
import { sampleWotDeck } from '@cronica/warlords-of-terra';
import { describe, expect, it } from 'vitest';
import { checkDeckSource } from './check-deck.js';
import { GAMES, bladesOfAshEntry, bladesOfAshGame, ecg, findGame, warlordsOfTerra } from './registry.js';

describe('game registry', () => {
  it('finds each registered game by id, with names and sections in both languages', () => {
    expect(findGame('warlords-of-terra')).toBe(warlordsOfTerra);
    expect(findGame('ecg')).toBe(ecg);
    expect(findGame('blades-of-ash')).toBe(bladesOfAshGame);
    expect(bladesOfAshGame.module?.id).toBe('blades-of-ash');
    expect(GAMES.map((g) => g.id)).toEqual(['blades-of-ash', 'warlords-of-terra', 'ecg']);
    expect(findGame('chess')).toBeUndefined();
    for (const game of GAMES) {
      expect(game.name.es && game.name.en).toBeTruthy();
      expect(game.deckSections.map((s) => s.key)).toEqual(game.deckText.sections.map((s) => s.key));
    }
  });

  it('builds the Blades of Ash entry from its validator and text headers', () => {
    const seen: unknown[] = [];
    const validator: DeckValidator = { validate: (deck) => (seen.push(deck), validationResult([])) };
    const blades = bladesOfAshEntry({ deckValidator: validator });
    const text = 'Facción: Orden del Alba\nHéroes\n1 Belain Thalier\nActions\n2 Cuchillada Precisa';
    expect(checkDeckSource(blades, text)).toMatchObject({ kind: 'checked', valid: true });
    expect(seen).toEqual([{ game: 'blades-of-ash', faction: 'Orden del Alba', sections: { heroes: [{ card: 'Belain Thalier', count: 1 }], actions: [{ card: 'Cuchillada Precisa', count: 2 }] } }]);
  });
});

describe('checkDeckSource', () => {
  it('validates the JSON form', () => {
    expect(checkDeckSource(warlordsOfTerra, JSON.stringify(sampleWotDeck()))).toMatchObject({ kind: 'checked', format: 'json', valid: true, errors: [] });
    expect(checkDeckSource(ecg, JSON.stringify(sampleEcgDeck()))).toMatchObject({ kind: 'checked', valid: true });
  });

  it('passes the legendary limit to the validator', () => {
    expect(checkDeckSource(warlordsOfTerra, JSON.stringify(sampleWotDeck()), { legendaryLimit: 0 })).toMatchObject({ valid: false, errors: [{ code: 'wot.deck.sideboard-copies' }] });
  });

  it('reports text-list lines and validation errors together', () => {
    const check = checkDeckSource(ecg, 'Héroe\n1 Aurelia, Heraldo del Alba\nesto no es una carta');
    expect(check.kind === 'checked' && check.errors.map((e) => e.code)).toEqual(['deck.text.bad-line', 'ecg.deck.resource-count', 'ecg.deck.main-count']);
  });

  it('reports a list for another game alone', () => {
    const check = checkDeckSource(ecg, JSON.stringify(sampleWotDeck()));
    expect(check.kind === 'checked' && check.errors.map((e) => e.code)).toEqual(['deck.wrong-game']);
  });

  it('treats broken JSON and a malformed catalog as unreadable', () => {
    expect(checkDeckSource(ecg, '{ "game": "ecg", ').kind).toBe('unreadable');
    expect(checkDeckSource(warlordsOfTerra, JSON.stringify(sampleWotDeck()), { catalog: { cards: 'nope' } })).toMatchObject({ kind: 'unreadable', message: { en: expect.stringContaining('Invalid Warlords of Terra catalog') } });
  });
});
