import { TOURNAMENT_CALENDAR } from '../../../../graphql/event-file';
import { fileResponse, loadTournament, paperFailure, textError } from '../../../../lib/csv-response';
import { eventCalendar } from '../../../../lib/event-calendar';
import { eventDetailsMessages } from '../../../../lib/event-details-messages';
import { exportFileName } from '../../../../lib/paper';
import { currentLang } from '../../../../lib/server-lang';

export const dynamic = 'force-dynamic';

/**
 * GET /tournaments/<id>/event.ics: the event as a calendar file (its start as the venue's clock
 * reads it, its place, a link back to its page), for an event whose organizer announced a start.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const tournament = await loadTournament(TOURNAMENT_CALENDAR, id);
  if (typeof tournament === 'string') return paperFailure(tournament, lang);
  const { startsAt, timeZone } = tournament;
  const page = new URL(`/tournaments/${encodeURIComponent(id)}`, request.url).toString();
  const roundMinutes = tournament.format?.roundMinutes ?? null;
  const file =
    startsAt && timeZone ? eventCalendar({ ...tournament, startsAt, timeZone, roundMinutes }, page, new Date()) : null;
  if (file === null) return textError(404, eventDetailsMessages.calendar.notAnnounced, lang);
  return fileResponse(file, exportFileName(tournament.name, 'calendario', 'ics'), 'text/calendar; charset=utf-8');
}
