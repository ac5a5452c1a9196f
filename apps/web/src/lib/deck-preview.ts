import type { GameEntry } from '@cronica/games';
import { sameInBoth, type Localized } from '@cronica/util';
import type { GameCatalog } from './card-catalogs';
import { cardsById, type DeckDraft } from './deck-editor';

/**
 * A deck as its preview shows it: the declared faction or realm, each section's cards with their
 * counts, and a cost curve. Names, sections and costs come from the game's catalog and registry
 * entry (libs/games); nothing here judges legality (the game's validator does, in the API).
 */
export interface PreviewCard {
  readonly id: string;
  /** The catalog's name, or the text as written for a card the catalog does not know. */
  readonly name: Localized;
  readonly count: number;
  readonly known: boolean;
}

export interface PreviewSection {
  readonly key: string;
  readonly name: Localized;
  readonly cards: readonly PreviewCard[];
  readonly total: number;
}

export interface CurveBar {
  readonly cost: number;
  readonly count: number;
}

export interface DeckPreviewModel {
  readonly faction: Localized | null;
  readonly sections: readonly PreviewSection[];
  /** Copies per cost, from the lowest cost to the highest (every cost in between listed); empty when the catalog gives no costs. */
  readonly curve: readonly CurveBar[];
  readonly total: number;
}

export function deckPreview(draft: DeckDraft, catalog: GameCatalog, game: GameEntry): DeckPreviewModel {
  const cards = cardsById(catalog);
  const sections = game.deckSections
    .map((section) => {
      const entries = draft.sections[section.key] ?? [];
      const listed = entries.map((entry) => {
        const card = cards.get(entry.card);
        const name = card?.name ?? sameInBoth(entry.card);
        return { id: entry.card, name, count: entry.count, known: card !== undefined };
      });
      return {
        key: section.key,
        name: section.name,
        cards: listed,
        total: listed.reduce((sum, card) => sum + card.count, 0),
      };
    })
    .filter((section) => section.cards.length > 0);
  const costs = new Map<number, number>();
  for (const entries of Object.values(draft.sections))
    for (const entry of entries) {
      const cost = cards.get(entry.card)?.curveCost;
      if (cost !== undefined) costs.set(cost, (costs.get(cost) ?? 0) + entry.count);
    }
  const known = [...costs.keys()];
  const curve =
    known.length === 0
      ? []
      : Array.from({ length: Math.max(...known) - Math.min(...known) + 1 }, (_, i) => Math.min(...known) + i).map(
          (cost) => ({ cost, count: costs.get(cost) ?? 0 }),
        );
  const declared =
    draft.faction === null
      ? null
      : (catalog.faction?.options.find((f) => f.id === draft.faction)?.label ?? sameInBoth(draft.faction));
  return { faction: declared, sections, curve, total: sections.reduce((sum, section) => sum + section.total, 0) };
}
