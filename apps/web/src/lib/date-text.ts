import { LOCALES, type Lang } from '@cronica/util';

/** A moment the server recorded (ISO 8601), day and minute, in the reader's language (UTC, as recorded). */
export function dateTimeText(iso: string, lang: Lang): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(LOCALES[lang], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      });
}
