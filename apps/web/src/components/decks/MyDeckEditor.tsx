'use client';

import { useState } from 'react';
import type { Lang } from '@cronica/util';
import { saveDeck } from '../../app/decks/actions';
import type { DeckDraft } from '../../lib/deck-editor';
import { translator } from '../../lib/i18n';
import { myDeckMessages } from '../../lib/my-deck-messages';
import { Field, FormError } from '../FormParts';
import { DeckWorkbench } from './DeckWorkbench';
import { useFormAction } from '../useFormAction';

const m = myDeckMessages.editor;

/** The name and the save button of a deck in My decks: an unfinished list may be saved too (it shows as having problems). */
function SavePanel({
  gameId,
  deckId,
  name,
  source,
  lang,
}: {
  gameId: string;
  deckId: string | null;
  name: string;
  source: string;
  lang: Lang;
}) {
  const t = translator(lang);
  const [state, action, pending] = useFormAction(saveDeck, { error: null });
  const [typed, setTyped] = useState(name);
  return (
    <form action={action} className="deck-submit form" data-testid="deck-save">
      <input type="hidden" name="game" value={gameId} />
      {deckId ? <input type="hidden" name="deckId" value={deckId} /> : null}
      <input type="hidden" name="text" value={source} />
      <Field label={t(m.name)}>
        <input
          name="name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={60}
          required
          autoComplete="off"
        />
      </Field>
      <FormError error={state.error} t={t} />
      <button type="submit" className="button" disabled={pending || source.trim() === '' || typed.trim() === ''}>
        {pending ? t(m.saving) : t(m.save)}
      </button>
    </form>
  );
}

/** My decks' builder: the one deck builder, saving to the person's decks. */
export function MyDeckEditor(props: {
  gameId: string;
  deckId: string | null;
  name: string;
  initial: DeckDraft;
  lang: Lang;
}) {
  const { gameId, deckId, name, initial, lang } = props;
  return (
    <DeckWorkbench
      gameId={gameId}
      initial={initial}
      lang={lang}
      panel={(source) => <SavePanel gameId={gameId} deckId={deckId} name={name} source={source} lang={lang} />}
    />
  );
}
