import { withCount, type DeckList } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { itAcceptsTheSampleLists, sampleListProbes } from '../../kernel/src/testing/deck-validator-cases.js';
import { sampleWotDeck, wotDeckTextSpec } from './sample-deck.js';
import { sampleWotCatalog } from './catalog.js';
import { deckRealm, realmAdmits, validateWotDeck, type WotValidationOptions } from './validator.js';

// 002_a36596f8eaed8fcc.txt, A.1, A.2.1, A.7.3, C.3, C.4, C.5.
const WOT_LISTS = { sample: sampleWotDeck, spec: wotDeckTextSpec, validate: validateWotDeck };
const { edit, codes } = sampleListProbes<'hero' | 'battle' | 'construction' | 'sideboard', WotValidationOptions>(
  WOT_LISTS,
);

describe('Warlords of Terra deck registration', () => {
  itAcceptsTheSampleLists(WOT_LISTS, [
    'Héroe',
    '1 Grask, Señor de la Forja',
    'Battle',
    ...[
      'Guerrero de Hierro',
      'Moorland Archer',
      'Bestia de Carga',
      'War Cry',
      'Lanzador de Rocas',
      'Raider',
      'Chamán de Ceniza',
      'Shield Wall',
      'Carga Brutal',
      'Wolf Rider',
      'Rugido Ancestral',
      'Basalt Sentinel',
      'Tambores de Guerra',
    ].map((n) => `3 ${n}`),
    '1x Korrag el Tuerto',
    'Construcción:',
    '3 Fragua Tribal',
    '3 War Camp',
    '3 Mina de Hierro',
    '3 Blood Totem',
    '3 Empalizada',
    'Prebanquillo # swaps',
    '2 Emboscada',
    '2 ovl-b-15',
    '2 Cubil de Bestias',
    '1 Hammer of Kings',
    '1 Trono de Cráneos',
    '2 Mercader Errante',
  ]);

  it('A.1/C.3: exactly 1 hero', () => {
    expect(codes(edit({ hero: () => [] }))).toContain('wot.deck.hero-count');
    expect(
      codes(
        edit({
          hero: () => [
            { card: 'ovl-hero-grask', count: 1 },
            { card: 'ovl-hero-vesha', count: 1 },
          ],
        }),
      ),
    ).toEqual(['wot.deck.hero-count']);
  });

  // @rule 002:13
  it('A.1: exactly 40 battle cards', () => {
    expect(codes(edit({ battle: withCount('ovl-b-01', 2) }))).toEqual(['wot.deck.battle-count']);
  });

  // @rule 002:13
  it('A.1: exactly 15 construction cards', () => {
    expect(codes(edit({ construction: (e) => [...e, { card: 'ovl-c-06', count: 1 }] }))).toEqual([
      'wot.deck.construction-count',
    ]);
  });

  // @rule 002:27
  it('A.2.1: a unique card at most once', () => {
    const deck = edit({ battle: (e) => withCount('ovl-b-u1', 2)(withCount('ovl-b-01', 2)(e)) });
    expect(codes(deck)).toEqual(['wot.deck.unique-copies']);
  });

  // @rule 002:27
  it('A.2.1: other cards at most 3 copies', () => {
    const deck = edit({ battle: (e) => withCount('ovl-b-01', 4)(withCount('ovl-b-u1', 0)(e)) });
    const result = validateWotDeck(deck, {});
    expect(result.errors.map((e) => e.code)).toEqual(['wot.deck.copies']);
    expect(result.errors[0]!.message.es).toContain('Guerrero de Hierro');
    expect(result.errors[0]!.message.en).toContain('Iron Warrior');
  });

  // @rule 002:296
  it('C.5: a legendary card counts as unique', () => {
    const deck = edit({
      battle: (e) => [...withCount('ovl-b-u1', 0)(withCount('ovl-b-01', 2)(e)), { card: 'ovl-b-l1', count: 2 }],
    });
    expect(codes(deck)).toEqual(['wot.deck.legendary-copies']);
  });

  const withLegendaries = (ids: string[]) =>
    edit({
      battle: (e) => [
        ...withCount('ovl-b-u1', 0)(withCount('ovl-b-01', 3 - (ids.length - 1))(e)),
        ...ids.map((card) => ({ card, count: 1 })),
      ],
    });

  // @rule 002:298 @rule 002:302
  it('C.5: at most 3 distinct legendaries by default, counting battle and construction', () => {
    expect(codes(withLegendaries(['ovl-b-l1', 'ovl-b-l2', 'ovl-b-l3']))).toEqual([]);
    const four = edit({
      battle: (e) => [
        ...withCount('ovl-b-u1', 0)(withCount('ovl-b-01', 1)(e)),
        { card: 'ovl-b-l1', count: 1 },
        { card: 'ovl-b-l2', count: 1 },
        { card: 'ovl-b-l3', count: 1 },
      ],
      construction: (e) => [...withCount('ovl-c-01', 2)(e), { card: 'ovl-c-l1', count: 1 }],
    });
    expect(codes(four)).toEqual(['wot.deck.legendary-limit']);
  });

  // @rule 002:300
  it('C.5: the tournament sets the legendary limit from 0 to 3', () => {
    const two = withLegendaries(['ovl-b-l1', 'ovl-b-l2']);
    expect(codes(two, { legendaryLimit: 1 })).toEqual(['wot.deck.legendary-limit']);
    expect(codes(two, { legendaryLimit: 2 })).toEqual([]);
    expect(codes(sampleWotDeck(), { legendaryLimit: 0 })).toEqual(['wot.deck.sideboard-copies']);
    expect(codes(sampleWotDeck(), { legendaryLimit: 4 })).toEqual(['wot.options.legendary-limit']);
  });

  // @rule 002:99
  it('A.7.3: admits a card into a hero’s deck exactly when the validator lets that deck hold it', () => {
    // The deck builder filters its catalogue with `deckRealm` and `realmAdmits`; they must agree with the validator.
    const cards = sampleWotCatalog.cards;
    for (const hero of cards.filter((c) => c.deck === 'hero' && c.realm !== null))
      for (const card of cards.filter((c) => c.deck !== 'hero')) {
        const list: DeckList = {
          game: 'warlords-of-terra',
          sections: { hero: [{ card: hero.id, count: 1 }], [card.deck]: [{ card: card.id, count: 1 }] },
        };
        const refused = validateWotDeck(list).errors.some((e) => e.code === 'wot.deck.off-realm' && e.card === card.id);
        expect(refused, `${card.id} with ${hero.id}`).toBe(!realmAdmits(deckRealm([hero])!, card));
      }
  });

  // @rule 002:99
  it('A.7.3: no card of another realm, in the deck or the pre-sideboard', () => {
    expect(codes(edit({ battle: (e) => [...withCount('ovl-b-01', 2)(e), { card: 'slv-b-01', count: 1 }] }))).toEqual([
      'wot.deck.off-realm',
    ]);
    expect(codes(edit({ sideboard: (e) => [...withCount('neu-b-01', 1)(e), { card: 'slv-b-01', count: 1 }] }))).toEqual(
      ['wot.deck.off-realm'],
    );
  });

  // @rule 002:99
  it('A.7.3: neutral cards fit any realm; without a realm hero, realms still cannot mix', () => {
    expect(codes(edit({ battle: (e) => [...withCount('ovl-b-01', 1)(e), { card: 'neu-b-02', count: 2 }] }))).toEqual(
      [],
    );
    const catalog = {
      cards: [
        { id: 'h', name: 'Wanderer', realm: null, deck: 'hero', unique: true, legendary: false },
        { id: 'a', name: 'A', realm: 'ice', deck: 'battle', unique: false, legendary: false },
        { id: 'b', name: 'B', realm: 'fire', deck: 'battle', unique: false, legendary: false },
      ],
    };
    const deck: DeckList = {
      game: 'warlords-of-terra',
      sections: {
        hero: [{ card: 'h', count: 1 }],
        battle: [
          { card: 'a', count: 1 },
          { card: 'b', count: 1 },
        ],
      },
    };
    expect(codes(deck, { catalog, fullRegistration: false })).toEqual([
      'wot.deck.battle-count',
      'wot.deck.construction-count',
      'wot.deck.mixed-realms',
    ]);
  });

  it('each card goes in the section of its deck type', () => {
    const deck = edit({ battle: (e) => [...withCount('ovl-b-01', 2)(e), { card: 'ovl-c-06', count: 1 }] });
    expect(codes(deck)).toEqual(['wot.deck.wrong-section']);
  });

  // @rule 002:286
  it('C.3: a pre-sideboard of at most 10 cards', () => {
    expect(codes(edit({ sideboard: (e) => [...e, { card: 'ovl-b-13', count: 1 }] }))).toEqual([
      'wot.deck.sideboard-size',
    ]);
  });

  // @rule 002:286
  it('C.3: at most 2 copies of a card in the pre-sideboard (1 of a unique card)', () => {
    expect(codes(edit({ sideboard: (e) => withCount('ovl-b-15', 1)(withCount('ovl-b-14', 3)(e)) }))).toEqual([
      'wot.deck.sideboard-copies',
    ]);
    expect(codes(edit({ sideboard: (e) => withCount('ovl-b-15', 1)(withCount('ovl-c-u1', 2)(e)) }))).toEqual([
      'wot.deck.sideboard-copies',
    ]);
  });

  // @rule 002:286
  it('C.3: no hero in the pre-sideboard', () => {
    expect(
      codes(edit({ sideboard: (e) => [...withCount('neu-b-01', 1)(e), { card: 'ovl-hero-vesha', count: 1 }] })),
    ).toEqual(['wot.deck.sideboard-hero']);
  });

  // @rule 002:292
  it('C.4: the registered list has 66 cards', () => {
    const short = edit({ sideboard: withCount('neu-b-01', 0) });
    expect(codes(short)).toEqual(['wot.deck.registered-size']);
    expect(codes(short, { fullRegistration: false })).toEqual([]);
  });

  it('reports unknown cards and sections', () => {
    expect(
      codes(edit({ battle: (e) => [...withCount('ovl-b-01', 2)(e), { card: 'Carta Inventada', count: 1 }] })),
    ).toEqual(['wot.deck.unknown-card', 'wot.deck.battle-count']);
    expect(codes({ ...sampleWotDeck(), sections: { ...sampleWotDeck().sections, extras: [] } })).toEqual([
      'wot.deck.unknown-section',
    ]);
  });

  it('validates against an imported catalog and refuses a malformed one', () => {
    expect(codes(sampleWotDeck(), { catalog: { cards: [{ id: 'x' }] } })).toEqual(['wot.catalog.invalid']);
    const dup = {
      cards: [
        { id: 'x', name: 'X', realm: null, deck: 'battle' },
        { id: 'x', name: 'Y', realm: null, deck: 'battle' },
      ],
    };
    expect(codes(sampleWotDeck(), { catalog: dup })).toEqual(['wot.catalog.invalid']);
  });
});
