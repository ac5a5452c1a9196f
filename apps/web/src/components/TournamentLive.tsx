import type { Lang } from '@cronica/util';
import { translator } from '../lib/i18n';
import { messages } from '../lib/messages';
import { LiveRefresh } from './LiveRefresh';

/** A tournament page's live mark: it re-renders as the API pushes changes, until the event has ended (then nothing changes). */
export function TournamentLive({
  tournament,
  lang,
}: {
  tournament: { readonly id: string; readonly status: string; readonly updatedAt: string };
  lang: Lang;
}) {
  if (tournament.status === 'ended') return null;
  return (
    <LiveRefresh
      tournamentId={tournament.id}
      renderedAt={tournament.updatedAt}
      label={translator(lang)(messages.tournamentPage.live)}
    />
  );
}
