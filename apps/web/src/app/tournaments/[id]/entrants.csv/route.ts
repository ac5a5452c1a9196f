import { exportFileName } from '../../../../lib/paper';
import { csvResponse, loadPaper, paperFailure } from '../../../../lib/csv-response';
import { entrantsCsv } from '../../../../lib/csv-exports';
import { currentLang } from '../../../../lib/server-lang';

export const dynamic = 'force-dynamic';

/** GET /tournaments/<id>/entrants.csv: the entrants by name, with check-in and fee for staff. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const tournament = await loadPaper(id);
  if (typeof tournament === 'string') return paperFailure(tournament, lang);
  return csvResponse(
    entrantsCsv(tournament, lang),
    exportFileName(tournament.name, lang === 'es' ? 'inscritos' : 'entrants'),
  );
}
