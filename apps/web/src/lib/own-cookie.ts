import { parseEnvFlag } from '@cronica/util';

/**
 * How the web sets every cookie of its own (session, device tokens, read-after token, reminder
 * choice): out of scripts' reach, sent on same-site navigations, for the whole site, and marked
 * Secure when SECURE_COOKIES says so (read as the API reads it: one parser for both).
 */
export function ownCookie<Extra extends { maxAge?: number; expires?: Date }>(extra: Extra) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: parseEnvFlag('SECURE_COOKIES', process.env.SECURE_COOKIES, false),
    ...extra,
  };
}
