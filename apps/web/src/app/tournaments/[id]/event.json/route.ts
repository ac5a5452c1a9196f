import { TOURNAMENT_EVENT_FILE } from '../../../../graphql/event-file';
import { getClient } from '../../../../lib/apollo-rsc';
import { paperFailure } from '../../../../lib/csv-response';
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
  let tournament;
  try {
    tournament = (await getClient().query({ query: TOURNAMENT_EVENT_FILE, variables: { id } })).data?.tournament;
  } catch (error) {
    console.error('tournament EVENT.json query failed:', error instanceof Error ? error.message : error);
    return paperFailure('unavailable', lang);
  }
  if (!tournament?.eventFile) return paperFailure('not-found', lang);
  const fileName = exportFileName(tournament.name, 'event').replace(/\.csv$/, '.json');
  return new Response(`${JSON.stringify(tournament.eventFile.json, null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
