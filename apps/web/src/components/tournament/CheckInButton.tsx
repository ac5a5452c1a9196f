'use client';

import type { Lang } from '@cronica/util';
import { checkInSelf } from '../../app/tournaments/[id]/actions';
import { checkInMessages } from '../../lib/check-in-messages';
import { translator } from '../../lib/i18n';
import { ActionButton } from '../ActionButton';

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
  if (checkedIn)
    return (
      <p className="notice-inline" data-testid="checked-in">
        ✓ {t(m.done)}
      </p>
    );
  return (
    <ActionButton
      action={checkInSelf}
      tournamentId={tournamentId}
      label={t(m.button)}
      className="check-in"
      testId="check-in"
      lang={lang}
    >
      <p>
        <strong>{t(m.open)}</strong>
      </p>
    </ActionButton>
  );
}
