'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { startPractice, type StartState } from '../app/play/actions';
import type { ReadyDeck } from '../graphql/match';
import { FormError, SubmitButton } from './FormParts';
import { DeckField } from './DeckField';
import { translator } from '../lib/i18n';
import { matchMessages } from '../lib/match-messages';
import { myDeckMessages } from '../lib/my-deck-messages';

const m = matchMessages.practice;

/** A practice match against a bot: each seat plays one of the person's saved decks or a ready-made one (`chosen` preselects hers). */
export function PracticeForm(props: { game: string; decks: readonly ReadyDeck[]; saved?: readonly { id: string; name: string }[]; chosen?: string; lang: Lang }) {
  const { game, decks, saved = [], chosen, lang } = props;
  const t = translator(lang);
  const groups = [t(myDeckMessages.pick.mine), t(myDeckMessages.pick.ready)] as const;
  const [state, action, pending] = useActionState<StartState, FormData>(startPractice, { error: null });
  return (
    <form action={action} className="form">
      <input type="hidden" name="game" value={game} />
      <DeckField label={t(m.yourDeck)} decks={decks} saved={saved} groups={groups} anyLabel={t(m.anyDeck)} {...(chosen ? { defaultValue: chosen } : {})} />
      <DeckField label={t(m.botDeck)} decks={decks} saved={saved} groups={groups} name="botDeckId" anyLabel={t(m.anyDeck)} />
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={m.start} pendingLabel={m.starting} t={t} />
    </form>
  );
}
