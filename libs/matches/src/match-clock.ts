import type { AnyGameModule } from '@cronica/rules-kernel';

/**
 * Each seat's time used in the match, from the times the store gave its events: while the game
 * waits on a seat (the seat has legal commands), that seat's clock runs. Several seats may run at
 * once (a simultaneous pick). Nothing here is a rule of a game: who must act is what the game's
 * own `legalCommands` says.
 */
export interface MatchClock {
  /** Milliseconds used by each seat up to `since`. */
  readonly used: readonly number[];
  /** The seats the game waits on since `since`. */
  readonly acting: readonly number[];
  /** When the acting seats' clocks started (ms since the epoch), null before the game starts. */
  readonly since: number | null;
}

export const NO_CLOCK: MatchClock = { used: [], acting: [], since: null };

function seatsToAct(module: AnyGameModule, game: unknown, seats: number): number[] {
  if (module.result(game) !== null) return [];
  const acting: number[] = [];
  for (let seat = 0; seat < seats; seat += 1) {
    try {
      if (module.legalCommands(game, seat).length > 0) acting.push(seat);
    } catch {
      // A module that cannot list a seat's commands leaves that seat's clock stopped.
    }
  }
  return acting;
}

/** Charges the time since the last event to the seats that were acting. */
function charged(clock: MatchClock, now: number, seats: number): readonly number[] {
  const elapsed = clock.since !== null && Number.isFinite(now) ? Math.max(0, now - clock.since) : 0;
  return Array.from(
    { length: seats },
    (_, seat) => (clock.used[seat] ?? 0) + (clock.acting.includes(seat) ? elapsed : 0),
  );
}

/**
 * The clock after an event stored `at` (ISO): the time since the previous event goes to the seats
 * that were acting, then the seats the new game state waits on start theirs (none once `over`).
 */
export function clockAfter(
  clock: MatchClock,
  at: string | null,
  next: { module: AnyGameModule; game: unknown; seats: number; over: boolean },
): MatchClock {
  const now = at === null ? Number.NaN : isoMillis(at);
  const used = charged(clock, now, next.seats);
  const acting = next.over ? [] : seatsToAct(next.module, next.game, next.seats);
  return { used, acting, since: Number.isFinite(now) ? now : clock.since };
}

/** The clock stopped at `at` (the match sealed): every seat keeps what it used. */
export function clockStopped(clock: MatchClock, at: string | null, seats: number): MatchClock {
  const now = at === null ? Number.NaN : isoMillis(at);
  return { used: charged(clock, now, seats), acting: [], since: Number.isFinite(now) ? now : clock.since };
}

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?Z$/;

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant, "days_from_civil"). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/**
 * Milliseconds since the epoch of a stored time in `toISOString`'s form (the store stamps events
 * so), NaN for anything else: the recorded time is read as data, never from a clock.
 */
export function isoMillis(at: string): number {
  const parts = ISO_TIME.exec(at);
  if (parts === null) return Number.NaN;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Number((parts[7] ?? '0').padEnd(3, '0'));
  return ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millis;
}

/** A seat's time used at `now` (ms since the epoch), counting the running part when it is acting. */
export function timeUsedAt(clock: MatchClock, seat: number, now: number): number {
  const running = clock.acting.includes(seat) && clock.since !== null ? Math.max(0, now - clock.since) : 0;
  return (clock.used[seat] ?? 0) + running;
}
