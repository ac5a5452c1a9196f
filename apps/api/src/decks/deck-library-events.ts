import { recordedAt } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';

/**
 * One account's deck library (stream `decks-<accountId>`): the decks a person saved to practise,
 * play friendlies and register with. A deck is its game, a name and the list as text (the game's
 * own plain-text format); whether it is valid is asked of the game's validator each time it is
 * read or used, never stored, so a validator that changes is obeyed at once.
 */
export const DECK_SAVED = 'DeckSaved';
export const DECK_DELETED = 'DeckDeleted';

/** Saved deck ids start with this, so they never collide with a game's ready-made deck ids. */
export const SAVED_DECK_PREFIX = 'mine-';

/** Limits of a library: a name a list can show, a text well above the longest real list, decks a person can look through. */
export const DECK_NAME_MAX = 60;
export const DECK_TEXT_MAX = 20_000;
export const DECKS_PER_ACCOUNT = 50;

export interface DeckSavedData {
  readonly deckId: string;
  readonly game: string;
  readonly name: string;
  readonly source: string;
}

export interface DeckDeletedData {
  readonly deckId: string;
}

export type DeckLibraryEvent =
  | { readonly type: typeof DECK_SAVED; readonly data: DeckSavedData; readonly metadata?: unknown }
  | { readonly type: typeof DECK_DELETED; readonly data: DeckDeletedData; readonly metadata?: unknown };

export interface SavedDeck extends DeckSavedData {
  /** When it was last saved (ISO), from the event's metadata. */
  readonly savedAt: string | null;
}

/** The library in the order decks were first saved; a deck saved again keeps its place. */
export interface DeckLibraryState {
  readonly decks: readonly SavedDeck[];
}

export const initialDeckLibraryState: DeckLibraryState = { decks: [] };

export function evolveDeckLibrary(state: DeckLibraryState, event: DeckLibraryEvent): DeckLibraryState {
  switch (event.type) {
    case DECK_SAVED: {
      const saved: SavedDeck = { ...event.data, savedAt: recordedAt(event.metadata) };
      const known = state.decks.some((deck) => deck.deckId === saved.deckId);
      return {
        decks: known
          ? state.decks.map((deck) => (deck.deckId === saved.deckId ? saved : deck))
          : [...state.decks, saved],
      };
    }
    case DECK_DELETED:
      return { decks: state.decks.filter((deck) => deck.deckId !== event.data.deckId) };
    default:
      return assertNever(event);
  }
}

export const isSavedDeckId = (deckId: string | null | undefined): deckId is string =>
  typeof deckId === 'string' && deckId.startsWith(SAVED_DECK_PREFIX);
