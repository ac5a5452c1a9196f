import type { Lang } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { RoundClock } from '../RoundClock';
import { DeskCommand } from './DeskForms';

/** The round clock (002_a36596f8eaed8fcc.txt, C.1): start it, call time when it runs out. */
export function ClockDesk({ tournament, lang }: { tournament: TournamentDetail; lang: Lang }) {
  const t = translator(lang);
  const published = tournament.pairings.some((p) => p.published && p.round === tournament.currentRound);
  if (!published || tournament.status === 'ended') return null;
  const phase = tournament.clock?.phase ?? 'not-started';
  return (
    <section id="clock" aria-labelledby="clock-title" className="block desk-section">
      <h2 id="clock-title">{t(om.clock.title)}</h2>
      {tournament.clock ? <RoundClock clock={tournament.clock} lang={lang} /> : null}
      <div className="desk-actions">
        {phase === 'not-started' ? <DeskCommand tournamentId={tournament.id} command="startRoundClock" label={t(om.clock.start)} lang={lang} /> : null}
        {phase === 'running' ? <DeskCommand tournamentId={tournament.id} command="callTime" label={t(om.clock.callTime)} lang={lang} /> : null}
      </div>
    </section>
  );
}
