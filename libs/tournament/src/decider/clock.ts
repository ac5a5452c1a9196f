import type { Instant, RoundState } from './types.js';

export type ClockPhase = 'not-started' | 'running' | 'time-called' | 'extra-turns';

/** What a round clock shows at `now` (002 C.1: 45 minutes, then two turns each). */
export function clockView(round: RoundState, now: Instant): { readonly phase: ClockPhase; readonly remainingMs: number } {
  const clock = round.clock;
  if (!clock) return { phase: 'not-started', remainingMs: 0 };
  if (clock.extraTurnsAt !== undefined) return { phase: 'extra-turns', remainingMs: 0 };
  const remainingMs = Math.max(0, clock.endsAt - now);
  return { phase: remainingMs > 0 ? 'running' : 'time-called', remainingMs };
}
