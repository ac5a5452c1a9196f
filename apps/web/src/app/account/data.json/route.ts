import { MY_DATA } from '../../../graphql/account';
import { apiRefusal } from '../../../lib/api-errors';
import { getClient } from '../../../lib/apollo-rsc';
import { textError } from '../../../lib/csv-response';
import { privacyMessages } from '../../../lib/privacy-messages';
import { currentLang } from '../../../lib/server-lang';
import { sessionToken } from '../../../lib/session';

export const dynamic = 'force-dynamic';

/**
 * GET /account/data.json: everything Crónica keeps about the signed-in reader (the API's `myData`,
 * asked with their own session and within their own limits), as one JSON file to keep.
 */
export async function GET(): Promise<Response> {
  const [lang, token] = await Promise.all([currentLang(), sessionToken()]);
  if (!token) return textError(401, privacyMessages.downloadSignedOut, lang);
  let data: unknown;
  try {
    data = (await getClient().query({ query: MY_DATA })).data?.myData;
  } catch (error) {
    // An ended session is the reader's to renew; anything else is ours.
    if (apiRefusal(error).code === 'UNAUTHENTICATED') return textError(401, privacyMessages.downloadSignedOut, lang);
    console.error('personal data query failed:', error instanceof Error ? error.message : error);
    return textError(503, privacyMessages.downloadUnavailable, lang);
  }
  if (data === undefined || data === null) return textError(401, privacyMessages.downloadSignedOut, lang);
  const fileName = `cronica-${new Date().toISOString().slice(0, 10)}.json`;
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
