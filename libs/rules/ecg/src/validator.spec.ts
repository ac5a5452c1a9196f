import { withCount, type DeckList, type DeckValidationOptions } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { itAcceptsTheSampleLists, sampleListProbes } from '../../kernel/src/testing/deck-validator-cases.js';
import { sampleEcgCatalog } from './content/catalog.js';
import { deckRealm, ecgDeckTextSpec, realmAdmits, sampleEcgDeck, validateEcgDeck } from './validator.js';

// 004_e0e2bf9ed9dd62bf.txt, "Construyendo tu Mazo" (and "Copias", "Jugando Bendiciones").
const ECG_LISTS = { sample: sampleEcgDeck, spec: ecgDeckTextSpec, validate: validateEcgDeck };
const { edit, codes } = sampleListProbes<'hero' | 'resource' | 'main', DeckValidationOptions>(ECG_LISTS);

describe('ECG deck construction', () => {
  itAcceptsTheSampleLists(ECG_LISTS, [
    'Héroe',
    '1 Aurelia, Heraldo del Alba',
    'Resource',
    '1 Faith',
    'Mazo',
    '3 Lancero Solar',
    '3 Dawn Acolyte',
    '3 Guardia del Templo',
    '3 Golden Archer',
    '3 Paladín Radiante',
    '3 Herald of Light',
    '2 General Solenne',
    '3 Sellsword',
    '3 Capitán Errante',
    '3 Carga Coordinada',
    '3 Night Ambush',
    '3 Retirada Táctica',
    '3 Spoils of War',
    '2 Contraataque',
  ]);

  // @rule 004:5
  it('1 hero', () => {
    expect(codes(edit({ hero: () => [] }))).toEqual(['ecg.deck.hero-count']);
  });

  // @rule 004:5
  it('1 resource', () => {
    expect(codes(edit({ resource: () => [{ card: 'res-fe', count: 2 }] }))).toEqual(['ecg.deck.resource-count']);
  });

  // @rule 004:5
  it('40 cards', () => {
    expect(codes(edit({ main: withCount('rea-1', 1) }))).toEqual(['ecg.deck.main-count']);
    expect(codes(edit({ main: withCount('rea-1', 3) }))).toEqual(['ecg.deck.main-count']);
  });

  // @rule 004:11
  it('heroes and resources are not shuffled into the deck', () => {
    expect(codes(edit({ main: (e) => [...withCount('rea-1', 1)(e), { card: 'res-ira', count: 1 }] }))).toEqual([
      'ecg.deck.wrong-section',
    ]);
  });

  // @rule 004:7
  it("troops and generals of the hero's realm", () => {
    expect(codes(edit({ main: (e) => [...withCount('sol-t1', 2)(e), { card: 'lobo-t1', count: 1 }] }))).toEqual([
      'ecg.deck.off-realm',
    ]);
    expect(codes(edit({ main: (e) => [...withCount('sol-g1', 1)(e), { card: 'lobo-g1', count: 1 }] }))).toEqual([
      'ecg.deck.off-realm',
      'ecg.deck.general-types',
    ]);
  });

  // @rule 004:7
  it('mercenaries fit any deck, even with a realm of their own', () => {
    // merc-t2 is a lobo-blanco mercenary in the sample Sol deck.
    expect(codes(sampleEcgDeck())).toEqual([]);
  });

  // @rule 004:7
  it('admits a card into a hero’s deck exactly when the validator lets that deck hold it', () => {
    // The deck builder filters its catalogue with `deckRealm` and `realmAdmits`; they must agree with the validator.
    const cards = sampleEcgCatalog.cards;
    for (const hero of cards.filter((c) => c.type === 'hero'))
      for (const card of cards.filter((c) => c.type !== 'hero' && c.type !== 'resource')) {
        const list: DeckList = {
          game: 'ecg',
          sections: { hero: [{ card: hero.id, count: 1 }], main: [{ card: card.id, count: 1 }] },
        };
        const refused = validateEcgDeck(list).errors.some((e) => e.code === 'ecg.deck.off-realm' && e.card === card.id);
        expect(refused, `${card.id} with ${hero.id}`).toBe(!realmAdmits(deckRealm([hero])!, card));
      }
  });

  // @rule 004:9
  it('one type of general', () => {
    expect(codes(edit({ main: (e) => [...withCount('sol-g1', 1)(e), { card: 'sol-g2', count: 1 }] }))).toEqual([
      'ecg.deck.general-types',
    ]);
  });

  // @rule 004:81
  it('each card within its copies stat', () => {
    expect(codes(edit({ main: (e) => withCount('rea-1', 1)(withCount('sol-g1', 3)(e)) }))).toEqual(['ecg.deck.copies']);
    const result = validateEcgDeck(edit({ main: (e) => withCount('rea-1', 1)(withCount('act-1', 4)(e)) }), {});
    expect(result.errors.map((e) => e.code)).toEqual(['ecg.deck.copies']);
    expect(result.errors[0]!.message.en).toContain('Coordinated Charge: at most 3 copies (found 4)');
  });

  // @rule 004:289
  it('a deck with Prayer holds no generals or legacies', () => {
    const prayer = edit({
      main: (e) => [...withCount('act-4', 0)(withCount('rea-1', 1)(e)), { card: 'bls-oracion', count: 4 }],
    });
    expect(codes(prayer)).toEqual(['ecg.deck.prayer-with-legacy']);
    const withoutGeneral = edit({
      main: (e) => [
        ...withCount('act-4', 0)(withCount('sol-g1', 0)(withCount('rea-1', 1)(e))),
        { card: 'bls-oracion', count: 4 },
        { card: 'spl-sol-1', count: 2 },
      ],
    });
    expect(codes(withoutGeneral)).toEqual([]);
  });

  it('reports unknown cards, unknown sections and a malformed catalog', () => {
    expect(codes(edit({ main: (e) => [...withCount('rea-1', 1)(e), { card: 'Dragón Inventado', count: 1 }] }))).toEqual(
      ['ecg.deck.unknown-card', 'ecg.deck.main-count'],
    );
    expect(codes({ ...sampleEcgDeck(), sections: { ...sampleEcgDeck().sections, sideboard: [] } })).toEqual([
      'ecg.deck.unknown-section',
    ]);
    expect(
      codes(sampleEcgDeck(), { catalog: { cards: [{ id: 't', name: 'T', type: 'troop', realm: null }] } }),
    ).toEqual(['ecg.catalog.invalid']);
  });

  it('validates against an imported catalog', () => {
    const catalog = [
      { id: 'h', name: 'Hero', type: 'hero', realm: 'ciervo' },
      { id: 'r', name: 'Orgullo', type: 'resource', realm: 'ciervo' },
      { id: 't', name: 'Stag Knight', type: 'troop', realm: 'ciervo', copies: 40 },
    ];
    const deck: DeckList = {
      game: 'ecg',
      sections: {
        hero: [{ card: 'h', count: 1 }],
        resource: [{ card: 'r', count: 1 }],
        main: [{ card: 'Stag Knight', count: 40 }],
      },
    };
    expect(codes(deck, { catalog })).toEqual([]);
    expect(codes(sampleEcgDeck(), { catalog })).toContain('ecg.deck.unknown-card');
  });
});
