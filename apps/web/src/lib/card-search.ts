import { normalizeCardName } from '@cronica/rules-kernel';
import type { BrowserCard, GameCatalog } from './card-catalogs';

/**
 * What the card browser filters by: words of the name (either language), facet values ('' = any)
 * and, when given, the allegiance (a declared faction, a hero's realm) whose list the cards must fit.
 */
export interface CardQuery {
  readonly text: string;
  readonly facets: Readonly<Record<string, string>>;
  readonly fitting?: string;
}

/** Whether a list of `allegiance` may hold the card (by the game's deck rules, as the catalog gives them). */
export const cardFits = (card: BrowserCard, allegiance: string): boolean =>
  card.admittedBy === undefined || card.admittedBy.includes(allegiance);

export const anyCard: CardQuery = { text: '', facets: {} };

/**
 * Cards whose Spanish or English name (or id) holds every word typed, compared without case or
 * accents ("corazon" finds "Corazón"), whose facets match the chosen values, and that fit the list's
 * allegiance when the query names one.
 */
export function searchCards(catalog: GameCatalog, query: CardQuery): BrowserCard[] {
  const words = normalizeCardName(query.text)
    .split(' ')
    .filter((w) => w !== '');
  return catalog.cards.filter((card) => {
    if (query.fitting !== undefined && !cardFits(card, query.fitting)) return false;
    for (const [key, value] of Object.entries(query.facets))
      if (value !== '' && card.facets[key] !== value) return false;
    if (words.length === 0) return true;
    const haystack = `${normalizeCardName(card.name.es)} ${normalizeCardName(card.name.en)} ${card.id}`;
    return words.every((word) => haystack.includes(word));
  });
}
