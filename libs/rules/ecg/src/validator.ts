import type { Localized } from '@cronica/util';
import {
  cardLabel,
  cardLabels,
  copiesById,
  resolveDeckToValidate,
  sectionSizeErrors,
  validationResult,
  type DeckList,
  type DeckTextSpec,
  type DeckValidationCatalog,
  type DeckValidationError,
  type DeckValidationOptions,
  type DeckValidationResult,
  type DeckValidator,
  type ResolvedEntry,
} from '@cronica/rules-kernel';
import { parseEcgCatalog, type EcgCard, type EcgCardType } from './catalog.js';
import { sampleEcgCatalog } from './content/catalog.js';

/**
 * ECG deck construction (004_e0e2bf9ed9dd62bf.txt, "Construyendo tu Mazo"): 1 hero, 1 resource
 * and 40 cards; troops and generals of the hero's realm unless mercenary; one type of general;
 * each card within its "Copias" stat ("Estadísticas de una Carta"); a deck that plays "Oración"
 * holds no legacies or generals ("Jugando Bendiciones", see RULES-NOTES.md).
 */

export const ECG_GAME_ID = 'ecg';
export const ECG_SECTIONS = ['hero', 'resource', 'main'] as const;
export type EcgSection = (typeof ECG_SECTIONS)[number];
export const ECG_DECK_SIZES = { hero: 1, resource: 1, main: 40 } as const;

export const ecgDeckTextSpec: DeckTextSpec = {
  game: ECG_GAME_ID,
  sections: [
    { key: 'hero', aliases: ['Héroe', 'Hero'] },
    { key: 'resource', aliases: ['Recurso', 'Resource'] },
    { key: 'main', aliases: ['Mazo', 'Main', 'Deck', 'Cartas', 'Cards', 'Mazo principal', 'Main deck'] },
  ],
};

const ECG_DECK_CATALOG = {
  code: 'ecg',
  sections: ECG_SECTIONS,
  sample: sampleEcgCatalog,
  parse: parseEcgCatalog,
} satisfies DeckValidationCatalog<EcgCard>;

type Sections = Partial<Record<EcgSection, readonly ResolvedEntry<EcgCard>[]>>;

const err = (code: string, message: Localized, extra: Partial<DeckValidationError> = {}): DeckValidationError => ({
  code,
  message,
  ...extra,
});

const SIZE_WORDS: Record<EcgSection, Localized> = {
  hero: { es: 'héroe', en: 'hero' },
  resource: { es: 'recurso', en: 'resource' },
  main: { es: 'cartas en el mazo', en: 'cards in the deck' },
};

// "Un mazo debe contener 1 héroe, 1 recurso y 40 cartas".
// "Los héroes y recursos no se barajan en el mazo": each has its own section.
function expectedSection(type: EcgCardType): EcgSection {
  return type === 'hero' ? 'hero' : type === 'resource' ? 'resource' : 'main';
}

function checkPlacement(sections: Sections): DeckValidationError[] {
  return ECG_SECTIONS.flatMap((section) =>
    (sections[section] ?? [])
      .filter(({ card }) => expectedSection(card.type) !== section)
      .map(({ card }) => {
        const n = cardLabels(card);
        const want = SIZE_WORDS[expectedSection(card.type)];
        return err(
          'ecg.deck.wrong-section',
          {
            es: `${n.es} va en la sección de ${want.es}, no en «${section}».`,
            en: `${n.en} belongs in the ${want.en} section, not "${section}".`,
          },
          { section, card: card.id },
        );
      }),
  );
}

/** 004, "Construyendo tu Mazo": a deck's realm is its hero's (null: a hero of no realm); undefined without a hero. */
export function deckRealm(heroes: readonly Pick<EcgCard, 'type' | 'realm'>[]): string | null | undefined {
  return heroes.find((card) => card.type === 'hero')?.realm;
}

/**
 * 004, "Construyendo tu Mazo": "Las tropas y generales deben ser del mismo reino que el héroe del
 * mazo" unless mercenario; every other card fits any deck.
 */
export function realmAdmits(realm: string | null, card: Pick<EcgCard, 'type' | 'mercenary' | 'realm'>): boolean {
  return !(card.type === 'troop' || card.type === 'general') || card.mercenary || card.realm === realm;
}

function checkRealm(sections: Sections): DeckValidationError[] {
  const heroRealm = deckRealm((sections.hero ?? []).map(({ card }) => card));
  if (heroRealm === undefined) return [];
  return (sections.main ?? [])
    .filter(({ card }) => !realmAdmits(heroRealm, card))
    .map(({ card }) => {
      const n = cardLabels(card);
      return err(
        'ecg.deck.off-realm',
        {
          es: `${n.es} no es del reino del héroe (${heroRealm ?? 'sin reino'}) ni tiene el título mercenario.`,
          en: `${n.en} is neither of the hero's realm (${heroRealm ?? 'no realm'}) nor a mercenary.`,
        },
        { section: 'main', card: card.id },
      );
    });
}

// "Un mazo puede tener 1 tipo de general a la vez".
function checkGenerals(sections: Sections): DeckValidationError[] {
  const generals = (sections.main ?? []).filter(({ card }) => card.type === 'general');
  if (generals.length <= 1) return [];
  const list = (lang: 'es' | 'en') => generals.map(({ card }) => cardLabel(card, lang)).join(', ');
  return [
    err(
      'ecg.deck.general-types',
      {
        es: `Solo un tipo de general por mazo; hay ${generals.length} (${list('es')}).`,
        en: `Only one type of general per deck; found ${generals.length} (${list('en')}).`,
      },
      { section: 'main' },
    ),
  ];
}

// "Copias: Cantidad de copias que puedes tener de la carta en tu mazo".
function checkCopies(sections: Sections): DeckValidationError[] {
  return [...copiesById([sections.main ?? []]).values()]
    .filter(({ card, count }) => expectedSection(card.type) === 'main' && count > card.copies)
    .map(({ card, count }) => {
      const n = cardLabels(card);
      return err(
        'ecg.deck.copies',
        {
          es: `${n.es}: como máximo ${card.copies} copias (hay ${count}).`,
          en: `${n.en}: at most ${card.copies} copies (found ${count}).`,
        },
        { section: 'main', card: card.id },
      );
    });
}

// "Jugando Bendiciones": "No se pueden tener legados ni generales en el mazo, únicamente las copias de Oración".
function checkPrayerDeck(sections: Sections): DeckValidationError[] {
  const main = sections.main ?? [];
  if (!main.some(({ card }) => card.prayer)) return [];
  return main
    .filter(({ card }) => !card.prayer && (card.type === 'general' || card.type === 'legacy'))
    .map(({ card }) => {
      const n = cardLabels(card);
      return err(
        'ecg.deck.prayer-with-legacy',
        {
          es: `Un mazo con Oración no puede tener legados ni generales: ${n.es}.`,
          en: `A deck with Prayer cannot hold legacies or generals: ${n.en}.`,
        },
        { section: 'main', card: card.id },
      );
    });
}

export function validateEcgDeck(deck: DeckList, options: DeckValidationOptions = {}): DeckValidationResult {
  const resolved = resolveDeckToValidate(deck, options.catalog, ECG_DECK_CATALOG);
  if (!('sections' in resolved)) return validationResult([resolved]);
  const sections = resolved.sections as Sections;
  return validationResult([
    ...resolved.errors,
    ...sectionSizeErrors(sections, ECG_DECK_SIZES, SIZE_WORDS, 'ecg.deck'),
    ...checkPlacement(sections),
    ...checkRealm(sections),
    ...checkGenerals(sections),
    ...checkCopies(sections),
    ...checkPrayerDeck(sections),
  ]);
}

export const ecgDeckValidator: DeckValidator = { validate: (deck, options) => validateEcgDeck(deck, options) };

/** A legal deck (Sol) against the sample catalog, for demos and tests. */
export function sampleEcgDeck(): DeckList {
  const troops = [1, 2, 3, 4, 5, 6].map((n) => ({ card: `sol-t${n}`, count: 3 }));
  const actions = [1, 2, 3, 4].map((n) => ({ card: `act-${n}`, count: 3 }));
  return {
    game: ECG_GAME_ID,
    sections: {
      hero: [{ card: 'hero-sol-aurelia', count: 1 }],
      resource: [{ card: 'res-fe', count: 1 }],
      main: [
        ...troops,
        { card: 'sol-g1', count: 2 },
        { card: 'merc-t1', count: 3 },
        { card: 'merc-t2', count: 3 },
        ...actions,
        { card: 'rea-1', count: 2 },
      ],
    },
  };
}
