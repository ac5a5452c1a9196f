import type { Lang, Localized } from '@cronica/util';
import type { DeckEntry } from './deck.js';

/** The parts of a list a text writer reads: its faction and its sections' entries. */
export interface WritableDeck {
  readonly faction?: string | null;
  readonly sections: Readonly<Record<string, readonly DeckEntry[]>>;
}

/** Names for people: a faction's and a card's by id, or nothing where the id names none. */
export interface DeckNames {
  faction(id: string): Localized | undefined;
  card(id: string): Localized | undefined;
}

/**
 * A list as the plain text players write (what `parseDeckText` reads back): the faction line, then
 * each non-empty section under its name, in the game's order, one «count name» line a card. A
 * faction or card with no name is written as it stands, so the validator can still point at it.
 */
export function writeDeckText(
  deck: WritableDeck,
  sections: readonly { readonly key: string; readonly name: Localized }[],
  names: DeckNames,
  lang: Lang,
): string {
  const lines: string[] = [];
  if (deck.faction) {
    const faction = names.faction(deck.faction)?.[lang] ?? deck.faction;
    lines.push(`${lang === 'es' ? 'Facción' : 'Faction'}: ${faction}`);
  }
  for (const section of sections) {
    const entries = deck.sections[section.key] ?? [];
    if (entries.length === 0) continue;
    if (lines.length > 0) lines.push('');
    lines.push(section.name[lang]);
    for (const entry of entries) lines.push(`${entry.count} ${names.card(entry.card)?.[lang] ?? entry.card}`);
  }
  return lines.join('\n');
}
