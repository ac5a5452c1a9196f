import { pick, type Lang, type Localized } from '@cronica/util';
import { TOURNAMENT_PAPER, type TournamentPaper } from '../graphql/exports';
import { getClient } from './apollo-rsc';
import { paperMessages } from './paper-messages';

/** The tournament as the reader may see it (their session decides unpublished rounds), or why not. */
export async function loadPaper(id: string): Promise<TournamentPaper | 'not-found' | 'unavailable'> {
  try {
    // One client per request: route handlers may not use the `query` shortcut (it makes a client per call).
    const { data } = await getClient().query({ query: TOURNAMENT_PAPER, variables: { id } });
    return data?.tournament ?? 'not-found';
  } catch (error) {
    console.error('tournament export query failed:', error instanceof Error ? error.message : error);
    return 'unavailable';
  }
}

/** A CSV download: never cached (results change during the round), named after the tournament. */
export function csvResponse(body: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

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
