import { TOURNAMENT_EVENT_FILE } from '../../../../graphql/event-file';
import { fileResponse, loadTournament, paperFailure } from '../../../../lib/csv-response';
import { exportFileName } from '../../../../lib/paper';
import { currentLang } from '../../../../lib/server-lang';

export const dynamic = 'force-dynamic';

/**
 * GET /tournaments/<id>/event.json: the event in the CLI's EVENT.json format, so anyone re-checks
 * its pairings and standings offline (`cronica swiss pair`, `cronica standings`). The seed is in it
 * once the event has ended (and in the organizer's own copy before that).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const tournament = await loadTournament(TOURNAMENT_EVENT_FILE, id);
  if (typeof tournament === 'string') return paperFailure(tournament, lang);
  if (!tournament.eventFile) return paperFailure('not-found', lang);
  return fileResponse(
    `${JSON.stringify(tournament.eventFile.json, null, 2)}\n`,
    exportFileName(tournament.name, 'event', 'json'),
    'application/json; charset=utf-8',
  );
}
