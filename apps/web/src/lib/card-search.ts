import { normalizeCardName } from '@cronica/rules-kernel';
import type { BrowserCard, GameCatalog } from './card-catalogs';

/** What the card browser filters by: words of the name (either language) and facet values ('' = any). */
export interface CardQuery {
  readonly text: string;
  readonly facets: Readonly<Record<string, string>>;
}

export const anyCard: CardQuery = { text: '', facets: {} };

/**
 * Cards whose Spanish or English name (or id) holds every word typed, compared without case or
 * accents ("corazon" finds "Corazón"), and whose facets match the chosen values.
 */
export function searchCards(catalog: GameCatalog, query: CardQuery): BrowserCard[] {
  const words = normalizeCardName(query.text)
    .split(' ')
    .filter((w) => w !== '');
  return catalog.cards.filter((card) => {
    for (const [key, value] of Object.entries(query.facets))
      if (value !== '' && card.facets[key] !== value) return false;
    if (words.length === 0) return true;
    const haystack = `${normalizeCardName(card.name.es)} ${normalizeCardName(card.name.en)} ${card.id}`;
    return words.every((word) => haystack.includes(word));
  });
}
