import { isFee, localized, type Localized, type Money } from '@cronica/util';

/**
 * When and where an event is played, and what it costs, as its organizer announces it: the start as the clock on the
 * venue's wall reads it (`2026-12-12T10:00`), that wall's time zone (IANA, `Europe/Madrid`), and the
 * place (a shop's name and address, or "en línea"). The rulebooks say nothing of it (002 C is about
 * play, not announcements); players expect it on every event list (README, "Tournaments").
 * The wall time is kept as typed, so the event reads the same in every reader's own zone; the
 * instant it names is worked out where a calendar needs it.
 */
export interface EventSchedule {
  /** `YYYY-MM-DDTHH:mm`, the venue's local time. */
  readonly startsAt?: string;
  /** The venue's time zone (IANA name); required with `startsAt`. */
  readonly timeZone?: string;
  /** Where it is played; empty or absent when not announced. */
  readonly venue?: string;
  /**
   * Minutes before the start at which check-in opens by itself (`check-in-events.ts`); absent: the
   * organizer opens it at the desk. Needs a start.
   */
  readonly checkInOpensBefore?: number;
  /**
   * What a player pays at the desk to play (shops' usual entry fee); absent: free. The platform
   * takes no money: staff mark who paid (`entry-fee.ts`).
   */
  readonly entryFee?: Money;
}

export const MAX_VENUE_LENGTH = 200;

/**
 * How long before the start check-in may open by itself, in minutes (a day at most), and the leads
 * the forms offer. Shops open the doors 30 minutes to 1 hour before (Limitless event pages: 1 hour).
 */
export const CHECK_IN_LEAD = { min: 5, max: 1440, choices: [15, 30, 60, 90, 120] } as const;

export interface ScheduleProblem {
  readonly field: 'startsAt' | 'timeZone' | 'venue' | 'checkInOpensBefore' | 'entryFee';
  readonly message: Localized;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
// Control characters (line breaks among them) and the bidirectional marks that reorder what follows.
const CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

const daysIn = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** Whether text is a real calendar day and time of day, `YYYY-MM-DDTHH:mm` (years 2000–2199). */
export function isWallTime(text: string): boolean {
  const parts = WALL_TIME.exec(text);
  if (parts === null) return false;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  return (
    year >= 2000 &&
    year < 2200 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour < 24 &&
    minute < 60
  );
}

/** Whether the name is a time zone this runtime knows (IANA names and their aliases, e.g. `America/Buenos_Aires`). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function startProblems(s: EventSchedule): ScheduleProblem[] {
  if (s.startsAt === undefined) {
    return s.timeZone === undefined || isTimeZone(s.timeZone)
      ? []
      : [{ field: 'timeZone', message: localized('Zona horaria desconocida.', 'Unknown time zone.') }];
  }
  const found: ScheduleProblem[] = [];
  if (!isWallTime(s.startsAt))
    found.push({
      field: 'startsAt',
      message: localized(
        'La fecha y hora de inicio no son válidas (AAAA-MM-DDTHH:MM).',
        'The start date and time are not valid (YYYY-MM-DDTHH:MM).',
      ),
    });
  if (s.timeZone === undefined || !isTimeZone(s.timeZone))
    found.push({
      field: 'timeZone',
      message: localized(
        'Indica la zona horaria del lugar (por ejemplo, Europe/Madrid).',
        "Give the venue's time zone (for example, Europe/Madrid).",
      ),
    });
  return found;
}

function checkInLeadProblems(s: EventSchedule): ScheduleProblem[] {
  const lead = s.checkInOpensBefore;
  if (lead === undefined) return [];
  if (!Number.isInteger(lead) || lead < CHECK_IN_LEAD.min || lead > CHECK_IN_LEAD.max)
    return [
      {
        field: 'checkInOpensBefore',
        message: localized(
          `El check-in puede abrirse solo entre ${CHECK_IN_LEAD.min} y ${CHECK_IN_LEAD.max} minutos antes del inicio.`,
          `Check-in can open by itself from ${CHECK_IN_LEAD.min} to ${CHECK_IN_LEAD.max} minutes before the start.`,
        ),
      },
    ];
  if (s.startsAt === undefined)
    return [
      {
        field: 'checkInOpensBefore',
        message: localized(
          'Para que el check-in se abra solo, indica cuándo empieza el torneo.',
          'For check-in to open by itself, give when the event starts.',
        ),
      },
    ];
  return [];
}

function entryFeeProblems(s: EventSchedule): ScheduleProblem[] {
  if (s.entryFee === undefined || isFee(s.entryFee)) return [];
  return [
    {
      field: 'entryFee',
      message: localized(
        'La cuota de inscripción debe ser un importe mayor que cero, con los decimales de su moneda (por ejemplo 5 o 5,50), en una de las monedas de la lista.',
        "The entry fee must be an amount above zero, with its currency's decimals (for example 5 or 5.50), in one of the listed currencies.",
      ),
    },
  ];
}

/**
 * What is wrong with an event's announced start and place: a start needs its time zone; a place is
 * plain text; check-in opening by itself needs a start.
 */
export function scheduleProblems(s: EventSchedule): ScheduleProblem[] {
  const venue = s.venue ?? '';
  const venueProblems: ScheduleProblem[] =
    venue.trim().length > MAX_VENUE_LENGTH || CONTROL.test(venue)
      ? [
          {
            field: 'venue',
            message: localized(
              `El lugar admite hasta ${MAX_VENUE_LENGTH} caracteres, en una línea.`,
              `The venue takes up to ${MAX_VENUE_LENGTH} characters, on one line.`,
            ),
          },
        ]
      : [];
  return [...startProblems(s), ...venueProblems, ...checkInLeadProblems(s), ...entryFeeProblems(s)];
}
