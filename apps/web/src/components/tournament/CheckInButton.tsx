'use client';

import type { Lang } from '@cronica/util';
import { checkInSelf } from '../../app/tournaments/[id]/actions';
import { checkInMessages } from '../../lib/check-in-messages';
import { translator } from '../../lib/i18n';
import { FormError, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useTournamentAction';

const m = checkInMessages.player;

/** While check-in is open: "I am here" from the player's phone, or that they already checked in. */
export function CheckInButton({
  tournamentId,
  checkedIn,
  lang,
}: {
  tournamentId: string;
  checkedIn: boolean;
  lang: Lang;
}) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(checkInSelf);
  if (checkedIn)
    return (
      <p className="notice-inline" data-testid="checked-in">
        ✓ {t(m.done)}
      </p>
    );
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="check-in" testId="check-in">
      <p>
        <strong>{t(m.open)}</strong>
      </p>
      <button type="submit" className="button" disabled={pending}>
        {t(m.button)}
      </button>
      <FormError error={state.error} t={t} />
    </TournamentForm>
  );
}
