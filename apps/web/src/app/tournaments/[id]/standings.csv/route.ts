import { exportFileName } from '../../../../lib/paper';
import { csvResponse, loadPaper, paperFailure } from '../../../../lib/csv-response';
import { standingsCsv } from '../../../../lib/csv-exports';
import { currentLang } from '../../../../lib/server-lang';

export const dynamic = 'force-dynamic';

/** GET /tournaments/<id>/standings.csv: the standings with every tiebreak value, for a spreadsheet. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const tournament = await loadPaper(id);
  if (typeof tournament === 'string') return paperFailure(tournament, lang);
  return csvResponse(
    standingsCsv(tournament, lang),
    exportFileName(tournament.name, lang === 'es' ? 'clasificacion' : 'standings'),
  );
}
