'use client';

import type { Lang } from '@cronica/util';
import { deleteDeck } from '../../app/decks/actions';
import { translator } from '../../lib/i18n';
import { myDeckMessages } from '../../lib/my-deck-messages';
import { FormError } from '../FormParts';
import { DangerConfirmButton } from '../organizer/ConfirmButton';
import { useFormAction } from '../useFormAction';

const m = myDeckMessages.deck;

/**
 * Deletes a saved deck, after a second press that says what it does (matches already played with
 * it keep their list); the question is asked in the page, so it reads the same on a phone.
 */
export function DeleteDeckForm({ deckId, deckName, lang }: { deckId: string; deckName: string; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useFormAction(deleteDeck, { error: null });
  return (
    <form action={action} data-testid="delete-deck">
      <input type="hidden" name="deckId" value={deckId} />
      <FormError error={state.error} t={t} />
      <DangerConfirmButton
        words={{ ...m.delete, question: m.deleteQuestion(deckName) }}
        t={t}
        pending={pending}
        answer={state}
      />
    </form>
  );
}
