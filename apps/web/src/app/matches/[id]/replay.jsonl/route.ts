import { MATCH_REPLAY } from '../../../../graphql/match';
import { apiRefusal } from '../../../../lib/api-errors';
import { getClient } from '../../../../lib/apollo-rsc';
import { fileResponse, textError } from '../../../../lib/csv-response';
import { matchMessages } from '../../../../lib/match-messages';
import { currentLang } from '../../../../lib/server-lang';

export const dynamic = 'force-dynamic';

/** What a refusal's code means over HTTP: the API's own words go with it. */
const STATUS: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

/**
 * GET /matches/<id>/replay.jsonl?view=public|seat:N|judge: the sealed replay file in that view, as
 * the reader's session may fetch it (the API decides), to keep and verify offline. A link to it
 * downloads the file without the page carrying it a second time.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const view = new URL(request.url).searchParams.get('view') ?? 'public';
  try {
    const { data } = await getClient().query({ query: MATCH_REPLAY, variables: { matchId: id, view } });
    const replay = data?.matchReplay;
    if (!replay) return textError(404, matchMessages.replay.fileMissing, lang);
    const fileName = `cronica-${id}-${replay.view.replace(':', '-')}.jsonl`;
    return fileResponse(replay.jsonl, fileName, 'application/jsonl; charset=utf-8');
  } catch (error) {
    const refusal = apiRefusal(error);
    const status = STATUS[refusal.code];
    if (status === undefined)
      console.error('replay file query failed:', error instanceof Error ? error.message : error);
    return textError(status ?? 503, refusal.message, lang);
  }
}
