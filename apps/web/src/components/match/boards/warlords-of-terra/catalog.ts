import { deckRealm, realmAdmits, sampleWotCatalog, type WotCard } from '@cronica/warlords-of-terra';
import { localized as l, type Localized } from '@cronica/util';
import type { BrowserCard, GameCatalog } from '../../../../lib/card-catalogs/types';
import { joinParts, realms, yesNo } from '../../../../lib/card-catalogs/words';

/**
 * Warlords of Terra cards for the deck builder, from the catalog the rules library ships
 * (002_a36596f8eaed8fcc.txt, A.1: hero, battle and construction decks; C.3: the pre-sideboard).
 * The catalog names each card's deck, realm and whether it is unique or legendary; it carries
 * no rules text.
 */

const DECKS: Readonly<Record<WotCard['deck'], Localized>> = {
  hero: l('Héroe', 'Hero'),
  battle: l('Batalla', 'Battle'),
  construction: l('Construcción', 'Construction'),
};
const realm = realms('neutral', l('Neutral (sin reino)', 'Neutral (no realm)'));
const CARDS = new Map(sampleWotCatalog.cards.map((entry) => [entry.id, entry]));
// A deck takes its realm from its hero (002 A.7.3): the realms a list can have are the heroes'.
const DECK_REALMS = [
  ...new Set(sampleWotCatalog.cards.flatMap((entry) => (entry.deck === 'hero' && entry.realm ? [entry.realm] : []))),
];

/** The realm of the hero the list holds so far (002 A.7.3), or null before it has one. */
const allegianceOf = realm.allegianceOf(CARDS, (heroes) => deckRealm(heroes) ?? undefined);

// A battle or construction card may also go in the pre-sideboard (C.3); a hero never.
function card(entry: WotCard): BrowserCard {
  return {
    id: entry.id,
    name: typeof entry.name === 'string' ? l(entry.name, entry.name) : entry.name,
    sections: entry.deck === 'hero' ? ['hero'] : [entry.deck, 'sideboard'],
    facets: { realm: realm.id(entry.realm), type: entry.deck },
    admittedBy: DECK_REALMS.filter((deck) => realmAdmits(deck, entry)),
    kind: joinParts([
      DECKS[entry.deck],
      realm.label(entry.realm),
      entry.legendary ? l('Legendaria', 'Legendary') : entry.unique ? l('Única', 'Unique') : null,
    ]),
    text: [],
    stats: [
      { label: l('Mazo', 'Deck'), value: DECKS[entry.deck] },
      { label: l('Reino', 'Realm'), value: realm.label(entry.realm) },
      { label: l('Única', 'Unique'), value: yesNo(entry.unique) },
      { label: l('Legendaria', 'Legendary'), value: yesNo(entry.legendary) },
      {
        label: l('Copias por mazo', 'Copies per deck'),
        value: entry.deck === 'hero' ? l('1', '1') : entry.unique ? l('1', '1') : l('Hasta 3', 'Up to 3'),
      },
    ],
  };
}

export const catalog: GameCatalog = {
  game: 'warlords-of-terra',
  facets: [
    realm.facet(sampleWotCatalog.cards),
    { key: 'type', label: l('Mazo', 'Deck'), values: Object.entries(DECKS).map(([id, label]) => ({ id, label })) },
  ],
  cards: sampleWotCatalog.cards.map(card),
  allegianceOf,
  textNote: l(
    'El catálogo de este juego no incluye el texto de las cartas: solo su mazo, reino y rareza.',
    "This game's catalog has no card text: only each card's deck, realm and rarity.",
  ),
};
