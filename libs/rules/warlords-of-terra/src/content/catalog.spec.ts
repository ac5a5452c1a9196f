import { describe, expect, it } from 'vitest';
import { parseWotCatalog, sampleWotCatalog, sampleWotCatalogFile } from '../catalog.js';
import { REALM_FILES } from './sample-catalog.js';

const cards = sampleWotCatalog.cards;

describe('the sample catalog', () => {
  it('imports as a tournament catalog file, and every card says how it plays', () => {
    const parsed = parseWotCatalog(sampleWotCatalogFile());
    expect(parsed.ok).toBe(true);
    expect(cards.filter((c) => c.playType === null).map((c) => c.id)).toEqual([]);
  });

  it('is original content in Spanish and English: every card has both names and a rules text', () => {
    for (const card of cards) {
      expect(typeof card.name === 'object' && card.name.es.length > 0 && card.name.en.length > 0).toBe(true);
      expect(card.text?.es && card.text.en).toBeTruthy();
    }
  });

  it('has one file per realm, each with a hero, enough battle cards for 40 and construction cards for 15', () => {
    for (const realm of ['overlords', 'silvanos', 'hellscions', 'theridom']) {
      const own = cards.filter((c) => c.realm === realm);
      expect(own.some((c) => c.deck === 'hero')).toBe(true);
      const copies = (deck: string) => own.filter((c) => c.deck === deck).reduce((n, c) => n + (c.unique ? 1 : 3), 0);
      expect(copies('battle')).toBeGreaterThanOrEqual(40);
      expect(copies('construction')).toBeGreaterThanOrEqual(15);
    }
    expect(Object.keys(REALM_FILES)).toEqual(['overlords', 'silvanos', 'hellscions', 'theridom', 'neutral']);
  });

  it('holds the cards the rulebook names, so its examples and errata can be played', () => {
    for (const id of [
      'demoler',
      'principe-demonio-promo',
      'lutien-la-convocadora',
      'draco-promo',
      'bendicion-de-terra',
      'hel-b-03',
      'slv-fauno',
      'thr-angel-guardian',
      'hel-portal',
      'neu-c-armeria',
    ]) {
      expect(cards.some((c) => c.id === id)).toBe(true);
    }
  });

  it('refuses play data that breaks the rules of its type', () => {
    const base = { id: 'x', name: 'X', realm: null, deck: 'battle' };
    expect(parseWotCatalog([{ ...base, object: { kind: 'accessory', durability: 2 } }]).ok).toBe(false);
    expect(parseWotCatalog([{ ...base, object: { kind: 'weapon', atk: 1 } }]).ok).toBe(false);
    expect(parseWotCatalog([{ ...base, stats: { atk: 1, life: 2, durability: 2, speed: 1 } }]).ok).toBe(false);
    expect(parseWotCatalog([{ ...base, effects: [{ op: 'teleport' }] }]).ok).toBe(false);
    // Registration-only entries (no play data) still import; they just cannot be played.
    const plain = parseWotCatalog([base]);
    expect(plain.ok && plain.catalog.cards[0]!.playType).toBeNull();
  });
});
