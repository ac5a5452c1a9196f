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
});
