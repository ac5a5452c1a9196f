import type { DeckEntry, DeckList } from './deck.js';

/** A change to one section's entries (a test's "the sample deck, but…"). */
export type SectionEdit = (entries: DeckEntry[]) => DeckEntry[];

/** `deck` with each named section changed by its edit; the deck itself is left as it was. */
export function editDeck(deck: DeckList, edits: Readonly<Record<string, SectionEdit | undefined>>): DeckList {
  const sections = { ...deck.sections } as Record<string, DeckEntry[]>;
  for (const [section, edit] of Object.entries(edits)) {
    if (edit !== undefined) sections[section] = edit([...(sections[section] ?? [])]);
  }
  return { ...deck, sections };
}

/** An edit that leaves `count` copies of `card` in the section (none at 0), listed last. */
export const withCount =
  (card: string, count: number): SectionEdit =>
  (entries) => [...entries.filter((e) => e.card !== card), ...(count > 0 ? [{ card, count }] : [])];
