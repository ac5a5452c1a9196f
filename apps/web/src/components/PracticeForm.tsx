'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { startPractice, type StartState } from '../app/play/actions';
import type { ReadyDeck } from '../graphql/match';
import { FormError, SubmitButton } from './FormParts';
import { DeckField } from './DeckField';
import { translator } from '../lib/i18n';
import { matchMessages } from '../lib/match-messages';

const m = matchMessages.practice;

export function PracticeForm({ game, decks, lang }: { game: string; decks: readonly ReadyDeck[]; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useActionState<StartState, FormData>(startPractice, { error: null });
  return (
    <form action={action} className="form">
      <input type="hidden" name="game" value={game} />
      <DeckField label={t(m.yourDeck)} decks={decks} anyLabel={t(m.anyDeck)} />
      <DeckField label={t(m.botDeck)} decks={decks} name="botDeckId" anyLabel={t(m.anyDeck)} />
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={m.start} pendingLabel={m.starting} t={t} />
    </form>
  );
}
