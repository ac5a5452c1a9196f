'use client';

import { useActionState } from 'react';
import type { Lang } from '@cronica/util';
import { registerForTournament, type ActionState } from '../../app/tournaments/[id]/actions';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { FormError, SubmitButton, TournamentForm } from '../FormParts';

const m = messages.myPanel;

export function RegisterButton({ tournamentId, lang }: { tournamentId: string; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useActionState<ActionState, FormData>(registerForTournament, {
    error: null,
    done: false,
  });
  return (
    <TournamentForm action={action} tournamentId={tournamentId}>
      <FormError error={state.error} t={t} />
      <SubmitButton pending={pending} label={m.register} t={t} />
    </TournamentForm>
  );
}
