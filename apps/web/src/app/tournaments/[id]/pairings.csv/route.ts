import type { NextRequest } from 'next/server';
import { exportFileName, roundNameOf, roundToPrint } from '../../../../lib/paper';
import { csvResponse, loadPaper, paperFailure, textError } from '../../../../lib/csv-response';
import { pairingsCsv } from '../../../../lib/csv-exports';
import { paperMessages } from '../../../../lib/paper-messages';
import { currentLang } from '../../../../lib/server-lang';

export const dynamic = 'force-dynamic';

/** GET /tournaments/<id>/pairings.csv?round=N: one round's tables (the latest paired one without `round`). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const tournament = await loadPaper(id);
  if (typeof tournament === 'string') return paperFailure(tournament, lang);
  const asked = request.nextUrl.searchParams.get('round');
  if (asked !== null && !/^[1-9]\d{0,3}$/.test(asked)) return textError(400, paperMessages.csv.badRound, lang);
  const round = roundToPrint(tournament.pairings, asked);
  if (round === null) return textError(404, paperMessages.sheet.noRound, lang);
  // The round's one name in the file name too ("…-emparejamientos-ronda-de-desempate.csv").
  const what = `${lang === 'es' ? 'emparejamientos' : 'pairings'}-${roundNameOf(tournament, round)[lang]}`;
  return csvResponse(pairingsCsv(tournament, round, lang), exportFileName(tournament.name, what));
}
