'use client';

import type { Lang } from '@cronica/util';
import { registerForTournament } from '../../app/tournaments/[id]/actions';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { ActionButton } from '../ActionButton';

/** "Register": the reader enters the event from their phone. */
export function RegisterButton({ tournamentId, lang }: { tournamentId: string; lang: Lang }) {
  const label = translator(lang)(messages.myPanel.register);
  return <ActionButton action={registerForTournament} tournamentId={tournamentId} label={label} lang={lang} />;
}
