import { deckListSchema } from '@cronica/rules-kernel';
import type { GameCatalog } from './card-catalogs';
import { draftFromDeck, emptyDraft, type DeckDraft } from './deck-editor';

/** A registered list's JSON (DeckListView.json) as a draft; an unreadable one as empty. */
export function draftFromJson(json: string | null | undefined, catalog: GameCatalog): DeckDraft {
  if (!json) return emptyDraft;
  try {
    const parsed = deckListSchema.safeParse(JSON.parse(json));
    return parsed.success ? draftFromDeck(parsed.data, catalog) : emptyDraft;
  } catch {
    return emptyDraft;
  }
}
