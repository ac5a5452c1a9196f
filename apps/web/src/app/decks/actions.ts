'use server';

import { redirect } from 'next/navigation';
import type { Localized } from '@cronica/util';
import { DELETE_DECK, SAVE_DECK } from '../../graphql/my-decks';
import { getClient } from '../../lib/apollo-rsc';
import { formText } from '../../lib/form-text';
import { apiRefusal } from '../../lib/api-errors';
import { mutateThenOpen } from '../../lib/mutate-then-open';
import { newCommandId } from '../../lib/random-id';

export interface DeckFormState {
  readonly error: Localized | null;
}

/** Saves the deck (a new one, or a new version of `deckId`) and opens its page; a refusal comes back in the API's words. */
export async function saveDeck(_previous: DeckFormState, form: FormData): Promise<DeckFormState> {
  const deckId = formText(form, 'deckId', 100) || null;
  return mutateThenOpen(
    SAVE_DECK,
    // A form sends line breaks as CRLF (HTML form encoding); the list is kept as written.
    {
      commandId: newCommandId('deck'),
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
      variables: { commandId: newCommandId('deck-delete'), deckId: formText(form, 'deckId', 100) },
    });
  } catch (error) {
    return { error: apiRefusal(error).message };
  }
  redirect('/decks');
}
