import { violation, type RuleViolation } from '@cronica/rules-kernel';
import { assertNever, type Localized } from '@cronica/util';
import {
  DECK_DELETED,
  DECK_NAME_MAX,
  DECK_SAVED,
  DECK_TEXT_MAX,
  DECKS_PER_ACCOUNT,
  type DeckLibraryEvent,
  type DeckLibraryState,
} from './deck-library-events.js';

/**
 * What the game's library said of the text, asked by the service before deciding (the decider
 * names no game): `unreadable` when it is no list of that game at all, with the parser's words.
 */
export type DeckTextCheck =
  | { readonly kind: 'readable' }
  | { readonly kind: 'unreadable'; readonly message: Localized }
  | { readonly kind: 'no-decks' };

export type DeckLibraryCommand =
  | {
      readonly type: 'SaveDeck';
      readonly data: {
        readonly deckId: string;
        readonly game: string;
        readonly name: string;
        readonly source: string;
        readonly check: DeckTextCheck;
      };
    }
  | { readonly type: 'DeleteDeck'; readonly data: { readonly deckId: string } };

export type DeckLibraryDecision = readonly DeckLibraryEvent[] | RuleViolation;

const refusals = {
  name: {
    es: `Pon al mazo un nombre de 1 a ${DECK_NAME_MAX} caracteres.`,
    en: `Give the deck a name of 1 to ${DECK_NAME_MAX} characters.`,
  },
  empty: {
    es: 'La lista está vacía: añade cartas o pega una lista.',
    en: 'The list is empty: add cards or paste a list.',
  },
  long: {
    es: `La lista pasa de ${DECK_TEXT_MAX} caracteres.`,
    en: `The list is longer than ${DECK_TEXT_MAX} characters.`,
  },
  full: {
    es: `Ya tienes ${DECKS_PER_ACCOUNT} mazos guardados: borra alguno para guardar otro.`,
    en: `You already have ${DECKS_PER_ACCOUNT} saved decks: delete one to save another.`,
  },
  noDecks: { es: 'Este juego no se juega con listas de mazo.', en: 'This game is not played with deck lists.' },
  otherGame: {
    es: 'Ese mazo es de otro juego: guárdalo como un mazo nuevo.',
    en: 'That deck is for another game: save it as a new deck.',
  },
  unknown: { es: 'Ese mazo no está entre tus mazos guardados.', en: 'That deck is not one of your saved decks.' },
  unreadable: (message: Localized) => ({
    es: `No se puede leer la lista: ${message.es}`,
    en: `The list cannot be read: ${message.en}`,
  }),
} satisfies Record<string, Localized | ((...args: never[]) => Localized)>;

export function decideDeckLibrary(state: DeckLibraryState, command: DeckLibraryCommand): DeckLibraryDecision {
  switch (command.type) {
    case 'SaveDeck':
      return decideSave(state, command);
    case 'DeleteDeck':
      return decideDelete(state, command);
    default:
      return assertNever(command);
  }
}

/** Why the text cannot be saved as a deck of its game, or null. */
function textRefusal(command: Extract<DeckLibraryCommand, { type: 'SaveDeck' }>): RuleViolation | null {
  const { source, check } = command.data;
  if (source.trim() === '') return violation('deck.text.empty', command, refusals.empty);
  if (source.length > DECK_TEXT_MAX) return violation('deck.text.too-long', command, refusals.long);
  if (check.kind === 'no-decks') return violation('deck.game.no-decks', command, refusals.noDecks);
  if (check.kind === 'unreadable')
    return violation('deck.text.unreadable', command, refusals.unreadable(check.message));
  return null;
}

function decideSave(
  state: DeckLibraryState,
  command: Extract<DeckLibraryCommand, { type: 'SaveDeck' }>,
): DeckLibraryDecision {
  const { deckId, game, source } = command.data;
  const name = command.data.name.trim();
  if (name.length < 1 || name.length > DECK_NAME_MAX) return violation('deck.name.length', command, refusals.name);
  const refused = textRefusal(command);
  if (refused) return refused;
  const known = state.decks.find((deck) => deck.deckId === deckId);
  if (known && known.game !== game) return violation('deck.game.other', command, refusals.otherGame);
  if (!known && state.decks.length >= DECKS_PER_ACCOUNT) return violation('deck.library.full', command, refusals.full);
  // Saving what is already saved (a second click) changes nothing.
  if (known && known.name === name && known.source === source) return [];
  return [{ type: DECK_SAVED, data: { deckId, game, name, source } }];
}

function decideDelete(
  state: DeckLibraryState,
  command: Extract<DeckLibraryCommand, { type: 'DeleteDeck' }>,
): DeckLibraryDecision {
  if (!state.decks.some((deck) => deck.deckId === command.data.deckId))
    return violation('deck.unknown', command, refusals.unknown);
  return [{ type: DECK_DELETED, data: { deckId: command.data.deckId } }];
}
