import type { Lang } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { JudgeForm, RemoveJudgeButton } from './DeskForms';

/** The event's judges: appoint one by username, remove one (organizer only). */
export function StaffDesk({ tournament, judgeUsernames, lang }: { tournament: TournamentDetail; judgeUsernames: ReadonlyMap<string, string>; lang: Lang }) {
  const t = translator(lang);
  return (
    <section id="staff" aria-labelledby="staff-desk-title" className="block desk-section">
      <h2 id="staff-desk-title">{t(om.staff.title)}</h2>
      {tournament.judges.length === 0 ? (
        <p className="muted">{t(om.staff.none)}</p>
      ) : (
        <ul className="desk-judges" data-testid="desk-judges">
          {tournament.judges.map((judge) => (
            <li key={judge.id}>
              <span>{judge.displayName}</span>
              {judgeUsernames.has(judge.id) ? <RemoveJudgeButton tournamentId={tournament.id} username={judgeUsernames.get(judge.id)!} lang={lang} /> : null}
            </li>
          ))}
        </ul>
      )}
      <JudgeForm tournamentId={tournament.id} lang={lang} />
    </section>
  );
}
