import { localized as l, type Localized } from '@cronica/util';
import type { Allegiance, CatalogFacet, ListSoFar } from './types';

/** "lobo-blanco" → "Lobo blanco": catalog ids shown when the catalog names them no other way. */
export function humanizeId(id: string): Localized {
  const words = id.replace(/[-_]+/g, ' ').trim();
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return l(text, text);
}

export const yesNo = (value: boolean): Localized => (value ? l('Sí', 'Yes') : l('No', 'No'));

/** Parts joined with " · " in each language (empty parts left out). */
export function joinParts(parts: readonly (Localized | null | undefined)[]): Localized {
  const present = parts.filter((p): p is Localized => p !== null && p !== undefined && p.es !== '');
  return l(present.map((p) => p.es).join(' · '), present.map((p) => p.en).join(' · '));
}

/**
 * A game's realms, where a card may belong to none (`noneId`, named `none`): a card's realm by name,
 * its facet id, and the catalog's realm facet (every realm its cards belong to).
 */
export function realms(noneId: string, none: Localized) {
  const label = (realm: string | null): Localized => (realm === null ? none : humanizeId(realm));
  return {
    label,
    id: (realm: string | null): string => realm ?? noneId,
    /**
     * A list's allegiance as the realm its hero gives it: `deckRealm` is the game's own rule over the
     * catalogue cards of the list's hero section, and answers undefined while the list has no hero.
     */
    allegianceOf:
      <Card>(cards: ReadonlyMap<string, Card>, deckRealm: (heroes: Card[]) => string | null | undefined) =>
      (list: ListSoFar): Allegiance | null => {
        const held = deckRealm((list.sections['hero'] ?? []).flatMap(({ card }) => cards.get(card) ?? []));
        return held === undefined ? null : { id: held ?? noneId, label: label(held) };
      },
    facet: (cards: readonly { readonly realm: string | null }[]): CatalogFacet => ({
      key: 'realm',
      label: l('Reino', 'Realm'),
      values: [...new Set(cards.map((c) => c.realm ?? noneId))].map((id) => ({
        id,
        label: id === noneId ? none : humanizeId(id),
      })),
    }),
  };
}
