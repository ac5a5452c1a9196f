import type { TypedDocumentNode } from '@apollo/client';
import { pick, type Lang, type Localized } from '@cronica/util';
import { TOURNAMENT_PAPER, type TournamentPaper } from '../graphql/exports';
import { getClient } from './apollo-rsc';
import { exportFileName } from './paper';
import { paperMessages } from './paper-messages';
import { currentLang } from './server-lang';

/** A tournament as one export's document reads it for this reader (their session decides what it holds), or why not. */
export async function loadTournament<T>(
  document: TypedDocumentNode<{ tournament?: T | null }, { id: string }>,
  id: string,
): Promise<T | 'not-found' | 'unavailable'> {
  try {
    // One client per request: route handlers may not use the `query` shortcut (it makes a client per call).
    const { data } = await getClient().query({ query: document, variables: { id } });
    return data?.tournament ?? 'not-found';
  } catch (error) {
    console.error('tournament export query failed:', error instanceof Error ? error.message : error);
    return 'unavailable';
  }
}

/** The tournament as the printable sheets and the CSV exports read it (published rounds; unpublished ones for staff). */
export const loadPaper = (id: string): Promise<TournamentPaper | 'not-found' | 'unavailable'> =>
  loadTournament(TOURNAMENT_PAPER, id);

/** A download named after the tournament: never cached (results change during the round), never sniffed. */
export function fileResponse(body: string, fileName: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** A CSV download, for a spreadsheet. */
export const csvResponse = (body: string, fileName: string): Response =>
  fileResponse(body, fileName, 'text/csv; charset=utf-8');

/** A refusal in the reader's language, as plain text. */
export function textError(status: number, message: Localized, lang: Lang): Response {
  return new Response(`${pick(message, lang)}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export function paperFailure(outcome: 'not-found' | 'unavailable', lang: Lang): Response {
  return outcome === 'not-found'
    ? textError(404, paperMessages.csv.notFound, lang)
    : textError(503, paperMessages.csv.unavailable, lang);
}

/**
 * The GET handler of a whole-event CSV (`/tournaments/<id>/standings.csv`): the paper record as the
 * reader's session reads it, written by `csvOf`, named after the event and `what` ("clasificacion").
 */
export function eventCsvRoute(csvOf: (paper: TournamentPaper, lang: Lang) => string, what: Localized) {
  return async (_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const [{ id }, lang] = await Promise.all([params, currentLang()]);
    const tournament = await loadPaper(id);
    if (typeof tournament === 'string') return paperFailure(tournament, lang);
    return csvResponse(csvOf(tournament, lang), exportFileName(tournament.name, what[lang]));
  };
}
