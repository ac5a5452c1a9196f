'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { registerForTournament, submitDeckList, type ActionState, type DeckState } from '../../app/tournaments/[id]/actions';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { FormError } from '../FormParts';

const m = messages.myPanel;

export function RegisterButton({ tournamentId, lang }: { tournamentId: string; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useActionState<ActionState, FormData>(registerForTournament, { error: null, done: false });
  return (
    <form action={action}>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <FormError error={state.error} t={t} />
      <button type="submit" className="button" disabled={pending}>
        {t(m.register)}
      </button>
    </form>
  );
}

/** Deck list submission until registration closes; the game's problems are listed by line. */
export function DeckForm({ tournamentId, hasDeck, lang }: { tournamentId: string; hasDeck: boolean; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useActionState<DeckState, FormData>(submitDeckList, { error: null, done: false, problems: [], source: '' });
  return (
    <form action={action} className="form" data-testid="deck-form">
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <label className="form__field">
        <span>{t(m.deckTitle)}</span>
        <textarea name="source" rows={8} defaultValue={state.source} required spellCheck={false} className="mono" />
      </label>
      <p className="legend">{hasDeck ? t(m.deckSubmitted) : t(m.deckHint)}</p>
      <FormError error={state.error} t={t} />
      {state.problems.length > 0 ? (
        <div className="form__error" role="alert" data-testid="deck-problems">
          {t(m.deckProblems)}
          <ul>
            {state.problems.map((problem, index) => (
              <li key={index}>
                {problem.line !== null ? `${t(m.deckLine(problem.line))}: ` : ''}
                {t(problem.message)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.done ? <p className="notice-inline">{t(m.deckAccepted)}</p> : null}
      <button type="submit" className="button" disabled={pending}>
        {t(m.deckSubmit)}
      </button>
    </form>
  );
}
