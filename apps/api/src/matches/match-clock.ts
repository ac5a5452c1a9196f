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
  const now = at === null ? Number.NaN : Date.parse(at);
  const used = charged(clock, now, next.seats);
  const acting = next.over ? [] : seatsToAct(next.module, next.game, next.seats);
  return { used, acting, since: Number.isFinite(now) ? now : clock.since };
}

/** The clock stopped at `at` (the match sealed): every seat keeps what it used. */
export function clockStopped(clock: MatchClock, at: string | null, seats: number): MatchClock {
  const now = at === null ? Number.NaN : Date.parse(at);
  return { used: charged(clock, now, seats), acting: [], since: Number.isFinite(now) ? now : clock.since };
}

/** A seat's time used at `now` (ms since the epoch), counting the running part when it is acting. */
export function timeUsedAt(clock: MatchClock, seat: number, now: number): number {
  const running = clock.acting.includes(seat) && clock.since !== null ? Math.max(0, now - clock.since) : 0;
  return (clock.used[seat] ?? 0) + running;
}
