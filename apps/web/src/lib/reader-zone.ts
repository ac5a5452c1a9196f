import type { Lang } from '@cronica/util';
import { dateTimeText } from './date-text';

/**
 * Cookie that remembers the reader's time zone (the browser's own, an IANA name), so a time that
 * belongs to no venue (a match, a campaign session, an invitation's expiry, a sign-in) reads on the
 * reader's clock. The browser writes it (`ReaderZone`); until it has, times read in UTC, said so.
 */
export const ZONE_COOKIE = 'tz';

/** A time zone the runtime knows by this IANA name, or null (the cookie is the browser's to write, not to trust). */
export function parseZone(value: string | null | undefined): string | null {
  const candidate = value?.trim() ?? '';
  if (candidate === '' || candidate.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: candidate }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A moment the server recorded, day and minute, on the reader's clock; in UTC, said so, while their zone is unknown. */
export function readerTimeText(iso: string, zone: string | null, lang: Lang): string {
  return zone === null ? `${dateTimeText(iso, lang, 'UTC')} UTC` : dateTimeText(iso, lang, zone);
}
