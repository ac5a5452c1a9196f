/** Milliseconds since the Unix epoch. */
type Instant = number;

/**
 * The venue's wall clock and the instants it names: an event's start is kept as the organizer typed
 * it (`2026-12-12T10:00`, in the venue's zone); a calendar file and the check-in that opens by
 * itself need the instant it names. Reads the runtime's time-zone table (Intl), never a clock: the
 * tournament library may decide with it.
 */

/** `YYYY-MM-DDTHH:mm` as its numbers; null for anything else. */
function wallParts(startsAt: string): [number, number, number, number, number] | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(startsAt);
  return parts ? (parts.slice(1).map(Number) as [number, number, number, number, number]) : null;
}

/** How far `zone`'s clocks are ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: Instant, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the venue's clock reads `startsAt`: the wall time less the zone's offset, taken again
 * at the result so a start on a day the clocks change lands right (a time the change skips reads
 * as the hour after). Null for a malformed start or an unknown zone.
 */
export function startInstant(startsAt: string, zone: string): Instant | null {
  const parts = wallParts(startsAt);
  if (parts === null) return null;
  const [year, month, day, hour, minute] = parts;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  try {
    const first = wall - zoneOffset(wall, zone);
    return wall - zoneOffset(first, zone);
  } catch {
    return null;
  }
}
