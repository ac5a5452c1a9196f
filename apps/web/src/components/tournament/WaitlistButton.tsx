'use client';

import type { Lang } from '@cronica/util';
import { waitlistStep } from '../../app/tournaments/[id]/actions';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { ActionButton } from '../ActionButton';

const m = messages.myPanel;

/** Joins a full event's waiting list, or leaves it (`waiting`: the reader is on it). */
export function WaitlistButton({
  tournamentId,
  waiting,
  lang,
}: {
  tournamentId: string;
  waiting: boolean;
  lang: Lang;
}) {
  return (
    <ActionButton
      action={waitlistStep}
      tournamentId={tournamentId}
      fields={{ step: waiting ? 'leave' : 'join' }}
      label={translator(lang)(waiting ? m.leaveWaitlist : m.joinWaitlist)}
      look={waiting ? 'quiet' : 'main'}
      lang={lang}
    />
  );
}
