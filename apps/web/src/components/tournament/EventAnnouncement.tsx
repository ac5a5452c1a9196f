import type { Lang } from '@cronica/util';
import type { TOURNAMENT_ANNOUNCEMENT } from '../../graphql/tournament';
import type { ResultOf } from '../../graphql/tada';
import { startText, venueClockText } from '../../lib/event-time';
import { eventDetailsMessages as m, leadText } from '../../lib/event-details-messages';
import { translator } from '../../lib/i18n';

/** What an event announces besides play (the `TournamentAnnouncement` fragment), and whose it is. */
export type Announcement = ResultOf<typeof TOURNAMENT_ANNOUNCEMENT> & { readonly id: string };

/**
 * The description, then when and where with a calendar file (not once the event is over: nobody plans
 * to go); nothing when the organizer announced none of it.
 */
export function EventAnnouncement(props: { tournament: Announcement; ended?: boolean; lang: Lang }) {
  const { tournament, ended = false, lang } = props;
  const t = translator(lang);
  const { description, startsAt, venue, entryFee } = tournament;
  if (!description && !startsAt && !venue && !entryFee) return null;
  return (
    <div className="event-announcement" data-testid="event-announcement">
      {description ? <p className="lede event-announcement__description">{description}</p> : null}
      {startsAt || venue || entryFee ? (
        <dl className="facts">
          {startsAt ? <WhenFact tournament={tournament} startsAt={startsAt} ended={ended} lang={lang} /> : null}
          <CheckInFact tournament={tournament} lang={lang} />
          {venue ? (
            <div>
              <dt>{t(m.where)}</dt>
              <dd data-testid="event-where">{venue}</dd>
            </div>
          ) : null}
          {entryFee ? (
            <div>
              <dt>{t(m.entryFee)}</dt>
              <dd data-testid="event-fee">{t(m.payAtDesk(t(entryFee.text)))}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

/** When play starts, on the venue's clock, with its calendar file until the event is over. */
function WhenFact(props: { tournament: Announcement; startsAt: string; ended: boolean; lang: Lang }) {
  const { tournament, startsAt, ended, lang } = props;
  const t = translator(lang);
  return (
    <div>
      <dt>{t(m.when)}</dt>
      <dd data-testid="event-when">
        <time dateTime={startsAt}>{startText(startsAt, tournament.timeZone, lang)}</time>
        {ended ? null : (
          <>
            {' '}
            <a href={`/tournaments/${encodeURIComponent(tournament.id)}/event.ics`} download>
              {t(m.addToCalendar)}
            </a>
          </>
        )}
      </dd>
    </div>
  );
}

/** When check-in opens by itself, on the venue's clock; nothing when the organizer opens it at the desk. */
function CheckInFact({ tournament, lang }: { tournament: Announcement; lang: Lang }) {
  const { checkInOpensAt, checkInOpensBefore, timeZone } = tournament;
  if (!checkInOpensAt || !checkInOpensBefore) return null;
  const time = venueClockText(checkInOpensAt, timeZone, lang);
  return (
    <div>
      <dt>{translator(lang)(m.checkIn)}</dt>
      <dd data-testid="event-check-in">{translator(lang)(m.checkInOpens(time, leadText(checkInOpensBefore)))}</dd>
    </div>
  );
}
