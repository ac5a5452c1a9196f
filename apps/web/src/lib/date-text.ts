import { LOCALES, type Lang } from '@cronica/util';

/**
 * A moment the server recorded (ISO 8601), day and minute, in the reader's language, on the clock
 * of `zone` (an IANA zone: an event's venue, or the reader's own).
 */
export function dateTimeText(iso: string, lang: Lang, zone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(LOCALES[lang], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: zone,
      });
}
