import type { Lang } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import { checkInMessages } from '../../lib/check-in-messages';
import { leadText } from '../../lib/event-details-messages';
import { venueClockText } from '../../lib/event-time';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { DeskCommand } from './DeskCommand';

const m = checkInMessages.desk;

interface CheckInProps {
  tournament: TournamentDetail;
  organizer: boolean;
  lang: Lang;
}

/**
 * The roll call on the day (the tournament library's check-in): before it opens, what it is and
 * the button to open it; while open, how many have arrived, who has not, and (for the organizer)
 * removing them before round 1. The API says what may be done now (`staffActions`, `checkInOpen`).
 */
export function CheckInDesk({ tournament, organizer, lang }: CheckInProps) {
  const t = translator(lang);
  const allowed = new Set(tournament.staffActions);
  if (!tournament.checkInOpen && !allowed.has('openCheckIn')) return null;
  return (
    <section className="check-in-desk" aria-labelledby="check-in-title" data-testid="check-in-desk">
      <h3 id="check-in-title">{t(m.title)}</h3>
      {tournament.checkInOpen ? (
        <RollCall tournament={tournament} organizer={organizer} lang={lang} />
      ) : (
        <>
          <p className="legend">{t(m.before)}</p>
          <ScheduledOpening tournament={tournament} lang={lang} />
          <div className="desk-actions">
            <DeskCommand
              tournamentId={tournament.id}
              command="openCheckIn"
              label={t(messages.staff.commands.openCheckIn)}
              lang={lang}
            />
          </div>
        </>
      )}
    </section>
  );
}

/** Who has arrived and who has not, with the organizer's removal of the absent (asked first, naming them). */
function RollCall({ tournament, organizer, lang }: CheckInProps) {
  const t = translator(lang);
  const active = tournament.players.filter((p) => p.status === 'active');
  const absent = active.filter((p) => !p.checkedIn).map((p) => p.name);
  const names = absent.join(', ');
  const opened = tournament.checkInOpenedBySchedule;
  return (
    <>
      {opened ? (
        <p data-testid="check-in-opened-by-schedule">
          {t(m.openedBySchedule(venueClockText(opened, tournament.timeZone, lang)))}
        </p>
      ) : null}
      <p data-testid="check-in-count">
        <strong>{t(m.count(active.length - absent.length, active.length))}</strong>
      </p>
      <p className={absent.length > 0 ? 'notice-inline warn' : 'notice-inline'} data-testid="check-in-pending">
        {absent.length > 0 ? t(m.pending(names)) : t(m.everyone)}
      </p>
      {organizer && tournament.staffActions.includes('removeAbsentPlayers') ? (
        <div className="desk-actions">
          <DeskCommand
            tournamentId={tournament.id}
            command="removeAbsentPlayers"
            label={t(messages.staff.commands.removeAbsentPlayers)}
            what={t(m.removeConfirm(absent.length, names))}
            lang={lang}
            danger
          />
        </div>
      ) : null}
    </>
  );
}

/** The time the organizer set for check-in to open by itself, when they set one. */
function ScheduledOpening({ tournament, lang }: { tournament: TournamentDetail; lang: Lang }) {
  const { checkInOpensAt, checkInOpensBefore, timeZone } = tournament;
  if (!checkInOpensAt || !checkInOpensBefore) return null;
  const time = venueClockText(checkInOpensAt, timeZone, lang);
  return <p data-testid="check-in-scheduled">{translator(lang)(m.scheduled(time, leadText(checkInOpensBefore)))}</p>;
}
