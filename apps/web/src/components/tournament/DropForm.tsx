'use client';

import type { Lang } from '@cronica/util';
import { dropSelf } from '../../app/tournaments/[id]/drop-actions';
import { translator } from '../../lib/i18n';
import { playerMessages } from '../../lib/player-messages';
import { FormError, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useFormAction';

const m = playerMessages.drop;

/** Dropping from the event, behind a fold that says what it does before the confirming button. */
export function DropForm({ tournamentId, lang }: { tournamentId: string; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(dropSelf);
  return (
    <details className="drop" data-testid="drop">
      <summary>{t(m.summary)}</summary>
      <TournamentForm action={action} tournamentId={tournamentId}>
        <p>{t(m.explain)}</p>
        <FormError error={state.error} t={t} />
        <button type="submit" className="button button--danger" disabled={pending}>
          {t(m.confirm)}
        </button>
      </TournamentForm>
    </details>
  );
}
