import {
  ECG_CARD_TYPES,
  ECG_TYPE_NAMES,
  deckRealm,
  realmAdmits,
  sampleEcgCatalog,
  type EcgCard,
  type EcgCardType,
} from '@cronica/ecg';
import { localized as l } from '@cronica/util';
import type { BrowserCard, GameCatalog } from '../../../../lib/card-catalogs/types';
import { humanizeId, joinParts, realms, yesNo } from '../../../../lib/card-catalogs/words';

/**
 * ECG cards for the deck builder, from the catalog the rules library ships
 * (004_e0e2bf9ed9dd62bf.txt, "Tipos de Cartas", "Estadísticas de una Carta: Copias",
 * "Construyendo tu Mazo": 1 hero, 1 resource and 40 cards). The catalog carries no rules text.
 */

const realm = realms('none', l('Sin reino', 'No realm'));
const CARDS = new Map(sampleEcgCatalog.cards.map((entry) => [entry.id, entry]));
// A deck takes its realm from its hero (004, "Construyendo tu Mazo"): the realms a list can have are the heroes'.
const DECK_REALMS = [
  ...new Set(sampleEcgCatalog.cards.flatMap((entry) => (entry.type === 'hero' ? [entry.realm] : []))),
];

/** The realm of the hero the list holds so far (a hero of no realm gives «Sin reino»), or null before it has one. */
const allegianceOf = realm.allegianceOf(CARDS, deckRealm);

const sectionOf = (type: EcgCardType) => (type === 'hero' ? 'hero' : type === 'resource' ? 'resource' : 'main');

function card(entry: EcgCard): BrowserCard {
  const titles =
    entry.titles.length > 0
      ? l(entry.titles.map((t) => humanizeId(t).es).join(', '), entry.titles.map((t) => humanizeId(t).en).join(', '))
      : null;
  return {
    id: entry.id,
    name: typeof entry.name === 'string' ? l(entry.name, entry.name) : entry.name,
    sections: [sectionOf(entry.type)],
    facets: { realm: realm.id(entry.realm), type: entry.type },
    admittedBy: DECK_REALMS.filter((deck) => realmAdmits(deck, entry)).map(realm.id),
    kind: joinParts([ECG_TYPE_NAMES[entry.type], realm.label(entry.realm), titles]),
    text: [],
    stats: [
      { label: l('Tipo', 'Type'), value: ECG_TYPE_NAMES[entry.type] },
      { label: l('Reino', 'Realm'), value: realm.label(entry.realm) },
      ...(sectionOf(entry.type) === 'main'
        ? [{ label: l('Copias', 'Copies'), value: l(String(entry.copies), String(entry.copies)) }]
        : []),
      ...(titles ? [{ label: l('Títulos', 'Titles'), value: titles }] : []),
      ...(entry.prayer ? [{ label: l('Oración', 'Prayer'), value: yesNo(true) }] : []),
    ],
  };
}

export const catalog: GameCatalog = {
  game: 'ecg',
  facets: [
    realm.facet(sampleEcgCatalog.cards),
    { key: 'type', label: l('Tipo', 'Type'), values: ECG_CARD_TYPES.map((id) => ({ id, label: ECG_TYPE_NAMES[id] })) },
  ],
  cards: sampleEcgCatalog.cards.map(card),
  allegianceOf,
  textNote: l(
    'El catálogo de este juego no incluye el texto de las cartas: solo su tipo, reino y copias.',
    "This game's catalog has no card text: only each card's type, realm and copies.",
  ),
};
