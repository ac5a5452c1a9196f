import { describe, expect, it } from 'vitest';
import { realms } from './words';

const realm = realms('none', { es: 'Sin reino', en: 'No realm' });

describe('a game’s realms in the card browser', () => {
  it('name a card’s realm from its id, and a card of none by the game’s word for none', () => {
    expect(realm.label('lobo-blanco')).toEqual({ es: 'Lobo blanco', en: 'Lobo blanco' });
    expect(realm.label(null)).toEqual({ es: 'Sin reino', en: 'No realm' });
  });

  it('file a card of no realm under the none id', () => {
    expect(realm.id('ceniza')).toBe('ceniza');
    expect(realm.id(null)).toBe('none');
  });

  it('offer each realm the cards belong to once, in the order first met, as the realm facet', () => {
    expect(realm.facet([{ realm: 'ceniza' }, { realm: null }, { realm: 'ceniza' }, { realm: 'lobo-blanco' }])).toEqual({
      key: 'realm',
      label: { es: 'Reino', en: 'Realm' },
      values: [
        { id: 'ceniza', label: { es: 'Ceniza', en: 'Ceniza' } },
        { id: 'none', label: { es: 'Sin reino', en: 'No realm' } },
        { id: 'lobo-blanco', label: { es: 'Lobo blanco', en: 'Lobo blanco' } },
      ],
    });
  });

  describe('a list’s allegiance from its hero', () => {
    const cards = new Map([
      ['grask', { realm: 'ceniza' }],
      ['errante', { realm: null }],
    ]);
    const firstHeroRealm = (heroes: { realm: string | null }[]) => heroes[0]?.realm;
    const allegianceOf = realm.allegianceOf(cards, firstHeroRealm);
    const listWith = (...heroes: string[]) => ({ faction: null, sections: { hero: heroes.map((card) => ({ card })) } });

    it('is the realm of the hero the list holds, named as the realm', () => {
      expect(allegianceOf(listWith('grask'))).toEqual({ id: 'ceniza', label: { es: 'Ceniza', en: 'Ceniza' } });
    });

    it('is the game’s none for a hero of no realm', () => {
      expect(allegianceOf(listWith('errante'))).toEqual({ id: 'none', label: { es: 'Sin reino', en: 'No realm' } });
    });

    it('is none yet while the list has no hero, or only cards the catalogue does not hold', () => {
      expect(allegianceOf({ faction: null, sections: {} })).toBeNull();
      expect(allegianceOf(listWith('carta-desconocida'))).toBeNull();
    });
  });
});
