// A calendar file (RFC 5545) for one announced event, so a player adds it to their phone's calendar.
import ical, { ICalCalendarMethod } from 'ical-generator';
import { startInstant } from '@cronica/util';

/** What the file says of an event: its name and description, when and where, and how long its rounds may take. */
export interface CalendarEvent {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly startsAt: string;
  readonly timeZone: string;
  readonly venue: string;
  /** Swiss rounds, once known (by field size: when registration closes). */
  readonly plannedRounds: number | null;
  readonly roundMinutes: number | null;
}

/** Minutes between rounds for pairings and results: a reckoning for a calendar, not a rule. */
const BETWEEN_ROUNDS_MINUTES = 10;

/** When the Swiss rounds would end at the round clock (top cut aside), or null while their number is unknown. */
function endOf(start: Date, event: CalendarEvent): Date | null {
  if (!event.plannedRounds || !event.roundMinutes) return null;
  const minutes = event.plannedRounds * (event.roundMinutes + BETWEEN_ROUNDS_MINUTES);
  return new Date(start.getTime() + minutes * 60_000);
}

/** The event as an iCalendar file, its start as the instant the venue's clock names; null for a malformed start. */
export function eventCalendar(event: CalendarEvent, pageUrl: string, now: Date): string | null {
  const instant = startInstant(event.startsAt, event.timeZone);
  if (instant === null) return null;
  const start = new Date(instant);
  const calendar = ical({ prodId: { company: 'Crónica', product: 'Torneos', language: 'ES' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.createEvent({
    id: `tournament-${event.id}@cronica`,
    stamp: now,
    start,
    end: endOf(start, event),
    summary: event.name,
    description: event.description ? `${event.description}\n\n${pageUrl}` : pageUrl,
    location: event.venue || null,
    url: pageUrl,
  });
  return calendar.toString();
}
