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

/**
 * Whether a player may hand in (or change) their list now (002 C.4: it is handed in at registration
 * and cannot be taken back): while registration is open; after it, only a player still in who has
 * none yet (a late entry), once.
 */
export function mayHandInList(status: string, active: boolean, hasDeck: boolean): boolean {
  if (!active) return false;
  return status === 'registration-open' || ((status === 'registration-closed' || status === 'top-cut') && !hasDeck);
}
