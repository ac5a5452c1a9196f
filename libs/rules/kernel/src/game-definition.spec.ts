import { describe, expect, it } from 'vitest';
import { validationResult } from './deck.js';
import { defineGame, type GameDefinition } from './game-definition.js';
import type { AnyGameModule } from './game-module.js';

const coins: GameDefinition = {
  id: 'coins',
  name: { es: 'Monedas', en: 'Coins' },
  deckSections: [{ key: 'coins', name: { es: 'Monedas', en: 'Coins' } }],
  deckText: { game: 'coins', sections: [{ key: 'coins', aliases: ['Monedas', 'Coins'] }] },
  deckValidator: { validate: () => validationResult([]) },
  legendaryLimit: false,
};
const moduleOf = (id: string) => ({ id }) as unknown as AnyGameModule;
const endReasons = { heads: { es: 'Salió cara', en: 'It came up heads' } };

describe('defineGame', () => {
  it('returns the definition itself when its parts agree, with or without a module', () => {
    expect(defineGame(coins)).toBe(coins);
    const played = { ...coins, module: moduleOf('coins'), library: '@cronica/coins', endReasons };
    expect(defineGame(played)).toBe(played);
  });

  it('refuses a module of another game, naming the game and the module', () => {
    expect(() => defineGame({ ...coins, module: moduleOf('dice'), library: '@cronica/coins', endReasons })).toThrow(
      'defineGame("coins") is inconsistent: module.id is "dice".',
    );
  });

  it('refuses a module without the library replay headers name', () => {
    expect(() => defineGame({ ...coins, module: moduleOf('coins'), endReasons })).toThrow(
      'it has a module but no library',
    );
  });

  it('refuses plain-text headers written for another game', () => {
    expect(() => defineGame({ ...coins, deckText: { ...coins.deckText, game: 'dice' } })).toThrow(
      'deckText.game is "dice"',
    );
  });

  it('refuses a game without deck sections, or whose text headers name other sections', () => {
    expect(() => defineGame({ ...coins, deckSections: [], deckText: { game: 'coins', sections: [] } })).toThrow(
      'it has no deck sections',
    );
    const bills = { key: 'bills', name: { es: 'Billetes', en: 'Bills' } };
    expect(() => defineGame({ ...coins, deckSections: [...coins.deckSections, bills] })).toThrow(
      'deckText sections (coins) differ from deckSections (coins, bills)',
    );
  });

  it('refuses repeated section keys and a name missing a language, listing every problem at once', () => {
    const twice = [...coins.deckSections, ...coins.deckSections];
    const text = { game: 'coins', sections: [...coins.deckText.sections, ...coins.deckText.sections] };
    expect(() =>
      defineGame({ ...coins, name: { es: 'Monedas', en: ' ' }, deckSections: twice, deckText: text }),
    ).toThrow(
      'defineGame("coins") is inconsistent: its name needs Spanish and English; its deck section keys repeat (coins, coins).',
    );
  });

  it('refuses a game played online without its end reasons in words, an empty one, or one the platform words', () => {
    const played = { ...coins, module: moduleOf('coins'), library: '@cronica/coins' };
    expect(() => defineGame(played)).toThrow('defineGame("coins") is inconsistent: it has a module but no endReasons.');
    const reasons = { tails: { es: 'Salió cruz', en: '' }, concede: { es: 'Se rindió', en: 'Conceded' } };
    expect(() => defineGame({ ...played, endReasons: reasons })).toThrow(
      'end reason "tails" needs Spanish and English; end reason "concede" is the platform\'s.',
    );
  });
});
