'use server';

import { redirect } from 'next/navigation';
import type { Localized } from '@cronica/util';
import { DELETE_DECK, SAVE_DECK } from '../../graphql/my-decks';
import { getClient } from '../../lib/apollo-rsc';
import { formText } from '../../lib/form-text';
import { formError } from '../../lib/api-errors';
import { mutateThenOpen } from '../../lib/mutate-then-open';
import { formCommandId } from '../../lib/form-command-id';

export interface DeckFormState {
  readonly error: Localized | null;
  /** No answer came from the API: the same form sent again keeps its command id. */
  readonly unanswered?: boolean;
}

/** Saves the deck (a new one, or a new version of `deckId`) and opens its page; a refusal comes back in the API's words. */
export async function saveDeck(_previous: DeckFormState, form: FormData): Promise<DeckFormState> {
  const deckId = formText(form, 'deckId', 100) || null;
  return mutateThenOpen(
    SAVE_DECK,
    // A form sends line breaks as CRLF (HTML form encoding); the list is kept as written.
    {
      commandId: formCommandId(form, 'deck'),
      game: formText(form, 'game', 100),
      name: formText(form, 'name', 200),
      text: formText(form, 'text', 20_001).replace(/\r\n/g, '\n'),
      deckId,
    },
    (data) => `/decks/${encodeURIComponent(data.saveDeck.id)}`,
  );
}

export async function deleteDeck(_previous: DeckFormState, form: FormData): Promise<DeckFormState> {
  try {
    await getClient().mutate({
      mutation: DELETE_DECK,
      variables: { commandId: formCommandId(form, 'deck-delete'), deckId: formText(form, 'deckId', 100) },
    });
  } catch (error) {
    return formError(error);
  }
  redirect('/decks');
}
