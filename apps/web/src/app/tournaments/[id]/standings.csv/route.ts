import { eventCsvRoute } from '../../../../lib/csv-response';
import { standingsCsv } from '../../../../lib/csv-exports';

export const dynamic = 'force-dynamic';

/** GET /tournaments/<id>/standings.csv: the standings with every tiebreak value, for a spreadsheet. */
export const GET = eventCsvRoute(standingsCsv, { es: 'clasificacion', en: 'standings' });
