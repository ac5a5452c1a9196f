import { eventCsvRoute } from '../../../../lib/csv-response';
import { entrantsCsv } from '../../../../lib/csv-exports';

export const dynamic = 'force-dynamic';

/** GET /tournaments/<id>/entrants.csv: the entrants by name, with check-in and fee for staff. */
export const GET = eventCsvRoute(entrantsCsv, { es: 'inscritos', en: 'entrants' });
