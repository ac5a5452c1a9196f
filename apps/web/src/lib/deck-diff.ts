import { normalizeCardName } from '@cronica/rules-kernel';
import type { GameCatalog } from './card-catalogs';
import { changeCount, type DeckDraft } from './deck-editor';

/** One card whose count differs between the registered list and the deck in play. */
export interface DiffRow {
  readonly section: string;
  readonly card: string;
  readonly registered: number;
  readonly presented: number;
}

export interface DeckDiff {
  readonly rows: readonly DiffRow[];
  /** The declared faction differs (games whose lists declare one). */
  readonly faction: { readonly registered: string | null; readonly presented: string | null } | null;
  readonly matches: boolean;
}

// Catalog ids compare as they are; a line the catalog does not know compares as written, without case or accents.
const key = (card: string) => normalizeCardName(card);

function counts(draft: DeckDraft, section: string): Map<string, { card: string; count: number }> {
  const map = new Map<string, { card: string; count: number }>();
  for (const entry of draft.sections[section] ?? []) {
    const previous = map.get(key(entry.card));
    map.set(key(entry.card), { card: entry.card, count: (previous?.count ?? 0) + entry.count });
  }
  return map;
}

/**
 * What differs between the registered list and the deck a judge finds in play, card by card and
 * section by section (002 C.4 "Presentación de listados"), in the order of the game's sections.
 */
export function deckDiff(registered: DeckDraft, presented: DeckDraft, sectionOrder: readonly string[]): DeckDiff {
  const sections = [
    ...new Set([...sectionOrder, ...Object.keys(registered.sections), ...Object.keys(presented.sections)]),
  ];
  const rows: DiffRow[] = [];
  for (const section of sections) {
    const [mine, theirs] = [counts(registered, section), counts(presented, section)];
    for (const card of new Set([...mine.keys(), ...theirs.keys()])) {
      const [r, p] = [mine.get(card), theirs.get(card)];
      if ((r?.count ?? 0) !== (p?.count ?? 0))
        rows.push({ section, card: (r ?? p)!.card, registered: r?.count ?? 0, presented: p?.count ?? 0 });
    }
  }
  const faction =
    registered.faction !== presented.faction && presented.faction !== null
      ? { registered: registered.faction, presented: presented.faction }
      : null;
  return { rows, faction, matches: rows.length === 0 && faction === null };
}

/** The deck in play from ticks on the registered list: card id → copies found (absent = none). */
export function draftFromTicks(registered: DeckDraft, found: Readonly<Record<string, number>>): DeckDraft {
  let draft: DeckDraft = { faction: registered.faction, sections: {} };
  for (const [section, entries] of Object.entries(registered.sections)) {
    for (const entry of entries) {
      const copies = found[`${section}:${entry.card}`] ?? 0;
      if (copies > 0) draft = changeCount(draft, section, entry.card, copies);
    }
  }
  return draft;
}

/** Adds cards found in play that are not on the list ("2 Name" lines) to their usual section. */
export function withExtraCards(
  draft: DeckDraft,
  lines: string,
  catalog: GameCatalog,
  fallbackSection: string,
): DeckDraft {
  const names = new Map(
    catalog.cards.flatMap(
      (card) =>
        [
          [key(card.id), card],
          [key(card.name.es), card],
          [key(card.name.en), card],
        ] as const,
    ),
  );
  let next = draft;
  for (const raw of lines.split(/\r?\n/)) {
    const match = /^\s*(\d+)\s*[x×]?\s+(\S.*?)\s*$/i.exec(raw);
    if (!match) continue;
    const card = names.get(key(match[2]!));
    next = changeCount(next, card?.sections[0] ?? fallbackSection, card?.id ?? match[2]!, Number(match[1]));
  }
  return next;
}
