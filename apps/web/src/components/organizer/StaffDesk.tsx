import type { Lang } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import { translator, type Translate } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { JudgeForm, RemoveJudgeButton } from './DeskForms';
import { HeadJudgeForm } from './HeadJudgeForm';

/** The desk's view of the event's staff: judges by username, and the head judge who rules on appeals. */
export interface DeskStaff {
  readonly judgeUsernames: ReadonlyMap<string, string>;
  readonly headJudge: { readonly id: string; readonly displayName: string } | null;
}

/** Who may be head judge: the judges, and the organizer when not one of them. */
function headJudgeChoices(tournament: TournamentDetail, t: Translate) {
  const organizer = tournament.organizer;
  return [
    ...tournament.judges.map((judge) => ({ id: judge.id, label: judge.displayName })),
    ...(organizer && !tournament.judges.some((j) => j.id === organizer.id)
      ? [{ id: organizer.id, label: t(om.staff.headOrganizer(organizer.displayName)) }]
      : []),
  ];
}

/** The appointed judges, each with a button to remove them (when the desk knows their username). */
function JudgeList({ tournament, staff, lang }: { tournament: TournamentDetail; staff: DeskStaff; lang: Lang }) {
  const t = translator(lang);
  if (tournament.judges.length === 0) return <p className="muted">{t(om.staff.none)}</p>;
  return (
    <ul className="desk-judges" data-testid="desk-judges">
      {tournament.judges.map((judge) => (
        <li key={judge.id}>
          <span>{judge.displayName}</span>
          {staff.judgeUsernames.has(judge.id) ? (
            <RemoveJudgeButton
              tournamentId={tournament.id}
              username={staff.judgeUsernames.get(judge.id)!}
              lang={lang}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The event's judges: appoint one by username, remove one, and name the head judge among them or
 * the organizer (organizer only; the API refuses anyone else as head judge).
 */
export function StaffDesk({ tournament, staff, lang }: { tournament: TournamentDetail; staff: DeskStaff; lang: Lang }) {
  const t = translator(lang);
  const m = om.staff;
  const choices = headJudgeChoices(tournament, t);
  return (
    <section id="staff" aria-labelledby="staff-desk-title" className="block desk-section">
      <h2 id="staff-desk-title">{t(m.title)}</h2>
      <JudgeList tournament={tournament} staff={staff} lang={lang} />
      <JudgeForm tournamentId={tournament.id} lang={lang} />
      <h3>{t(m.headTitle)}</h3>
      <p data-testid="head-judge" className={staff.headJudge ? undefined : 'muted'}>
        {staff.headJudge ? t(m.headNamed(staff.headJudge.displayName)) : t(m.headNone)}
      </p>
      <p className="legend">{t(m.headHint)}</p>
      <HeadJudgeForm tournamentId={tournament.id} choices={choices} current={staff.headJudge?.id ?? null} lang={lang} />
    </section>
  );
}
