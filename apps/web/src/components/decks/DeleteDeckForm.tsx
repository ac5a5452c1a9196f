'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { deleteDeck, type DeckFormState } from '../../app/decks/actions';
import { translator } from '../../lib/i18n';
import { myDeckMessages } from '../../lib/my-deck-messages';
import { FormError, SubmitButton } from '../FormParts';

/** Deletes a saved deck (matches already played with it keep their list). */
export function DeleteDeckForm({ deckId, lang }: { deckId: string; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useActionState<DeckFormState, FormData>(deleteDeck, { error: null });
  return (
    <form action={action} data-testid="delete-deck">
      <input type="hidden" name="deckId" value={deckId} />
      <FormError error={state.error} t={t} />
      <SubmitButton
        pending={pending}
        label={myDeckMessages.deck.delete}
        pendingLabel={myDeckMessages.deck.deleting}
        t={t}
        quiet
      />
    </form>
  );
}
