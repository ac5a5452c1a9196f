// When an event starts, as people read it: the venue's wall time as the organizer typed it, in the
// venue's zone, and the instant it names for a calendar file.
import type { EventSchedule } from '@cronica/tournament';
import {
  FEE_CURRENCIES,
  LOCALES,
  localized,
  moneyAmountText,
  parseMoney,
  type Lang,
  type Localized,
  type Money,
} from '@cronica/util';
import zoneTable from './event-time-zones.json';
import { dateTimeText } from './date-text';

/**
 * The zones the create form offers first: where Spanish-speaking players meet (a data file, each
 * with its name in both languages). Any other IANA zone an event already has is offered beside them
 * (the API takes every IANA name).
 */
export const EVENT_TIME_ZONES: ReadonlyArray<{ readonly zone: string; readonly label: Localized }> = zoneTable.map(
  ({ zone, es, en }) => ({ zone, label: localized(es, en) }),
);

export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/** A zone as people read it: its place from the table above, else its IANA name with spaces. */
export function zoneLabel(zone: string): Localized {
  const known = EVENT_TIME_ZONES.find((z) => z.zone === zone);
  return known?.label ?? localized(zone.replaceAll('_', ' '), zone.replaceAll('_', ' '));
}

/** `YYYY-MM-DDTHH:mm` as its numbers; null for anything else. */
function wallParts(startsAt: string): [number, number, number, number, number] | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(startsAt);
  return parts ? (parts.slice(1).map(Number) as [number, number, number, number, number]) : null;
}

/** The start as a reader sees it: the venue's own date and time, and its zone ("sábado, 12 de diciembre de 2026, 10:00 · España…"). */
export function startText(
  startsAt: string,
  zone: string | null,
  lang: Lang,
  length: 'long' | 'short' = 'long',
): string {
  const parts = wallParts(startsAt);
  if (parts === null) return startsAt;
  const [year, month, day, hour, minute] = parts;
  // Read in UTC on purpose: the wall time is shown as the organizer typed it, whatever the reader's zone.
  const date = new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'UTC',
    ...(length === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  }).format(new Date(Date.UTC(year, month - 1, day)));
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const where = zone === null || length === 'short' ? '' : ` (${zoneLabel(zone)[lang]})`;
  return `${date}, ${time}${where}`;
}

/**
 * The time of day a moment the server recorded (ISO 8601) reads on the venue's clock ("10:04"):
 * the event's zone when it announced one, else the platform's default. The desk reads arrivals so.
 */
export function venueClockText(iso: string, zone: string | null | undefined, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: zone ?? DEFAULT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/**
 * A moment the server recorded (ISO 8601), day and minute, on the venue's clock ("6 dic 2026, 20:58"):
 * what the people in the room read on their own clocks, whatever zone the server runs in.
 */
export function venueDateTimeText(iso: string, zone: string | null | undefined, lang: Lang): string {
  return dateTimeText(iso, lang, zone ?? DEFAULT_TIME_ZONE);
}

/**
 * When and where as typed: a start only when one was given (with its zone), a venue only when not
 * blank. The browser's date-time field may add seconds (`10:00:00`): the start is kept to the minute.
 */
export function whenAndWhere(values: Readonly<Record<string, string | undefined>>): EventSchedule {
  const start = (values.startsAt ?? '').trim().slice(0, 16);
  const venue = (values.venue ?? '').trim();
  const lead = (values.checkInOpensBefore ?? '').trim();
  const fee = (values.entryFee ?? '').trim();
  const currency = values.entryFeeCurrency ?? FEE_CURRENCIES[0];
  return {
    ...(start === '' ? {} : { startsAt: start, timeZone: values.timeZone ?? '' }),
    ...(venue === '' ? {} : { venue }),
    // Its bounds, and that it needs a start, are the tournament library's to judge.
    ...(lead === '' ? {} : { checkInOpensBefore: Number(lead) }),
    // Text that is no amount is sent as 0, which the tournament library refuses with the field's message.
    ...(fee === '' ? {} : { entryFee: { amount: parseMoney(fee, currency) ?? 0, currency } }),
  };
}

/** An event's fee as the fields show it for editing: the amount in the reader's way of writing it, and its currency. */
export function feeFieldValues(fee: Money | null, lang: Lang): { entryFee: string; entryFeeCurrency: string } {
  return fee === null
    ? { entryFee: '', entryFeeCurrency: FEE_CURRENCIES[0] }
    : { entryFee: moneyAmountText(fee, lang), entryFeeCurrency: fee.currency };
}
