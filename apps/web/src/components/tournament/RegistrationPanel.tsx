'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { registerForTournament, type ActionState } from '../../app/tournaments/[id]/actions';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { FormError } from '../FormParts';

const m = messages.myPanel;

export function RegisterButton({ tournamentId, lang }: { tournamentId: string; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useActionState<ActionState, FormData>(registerForTournament, {
    error: null,
    done: false,
  });
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
