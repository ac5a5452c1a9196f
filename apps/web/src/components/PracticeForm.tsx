'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { startPractice, type StartState } from '../app/play/actions';
import type { ReadyDeck } from '../graphql/match';
import { FormError, SubmitButton } from './FormParts';
import { translator } from '../lib/i18n';
import { matchMessages } from '../lib/match-messages';

const m = matchMessages.practice;

export function PracticeForm({ game, decks, lang }: { game: string; decks: readonly ReadyDeck[]; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useActionState<StartState, FormData>(startPractice, { error: null });
  const options = (
    <>
      <option value="">{t(m.anyDeck)}</option>
      {decks.map((deck) => (
        <option key={deck.id} value={deck.id}>
          {deck.name}
        </option>
      ))}
    </>
  );
  return (
    <form action={action} className="form">
      <input type="hidden" name="game" value={game} />
      <label className="form__field">
        <span>{t(m.yourDeck)}</span>
        <select name="deckId">{options}</select>
      </label>
      <label className="form__field">
        <span>{t(m.botDeck)}</span>
        <select name="botDeckId">{options}</select>
      </label>
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={m.start} pendingLabel={m.starting} t={t} />
    </form>
  );
}
