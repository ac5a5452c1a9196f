import type { TournamentCommand, CommandOf } from './commands.js';
import type { Decision } from './decision.js';
import { untimedReason } from './clock.js';
import { openRound } from './projection.js';
import { refuse } from './refusals.js';
import type { RoundState, TournamentState } from './types.js';

const MINUTE = 60_000;
/** Most minutes one extension adds (a judge call or deck check takes minutes, not hours). */
export const MAX_EXTENSION_MINUTES = 60;

function runningClock(command: TournamentCommand, state: TournamentState): RoundState | Decision {
  const current = openRound(state);
  if (!current) return refuse.noOpenRound(command);
  if (!current.clock) return refuse.clockNotStarted(command);
  if (current.clock.extraTurnsAt !== undefined) return refuse.extraTurnsStarted(command);
  return current;
}

export function decideStartClock(command: CommandOf<'StartRoundClock'>, state: TournamentState): Decision {
  const current = openRound(state);
  if (!current) return refuse.noOpenRound(command);
  if (!current.published) return refuse.notPublished(command);
  if (current.clock) return refuse.clockStarted(command);
  const why = untimedReason(state, current);
  if (why) return why === 'final' ? refuse.untimedFinal(command) : refuse.untimedTiebreak(command);
  const { at } = command.data;
  return [
    {
      type: 'RoundClockStarted',
      data: { round: current.number, at, endsAt: at + state.config!.roundMinutes * MINUTE },
    },
  ];
}

export function decidePauseClock(command: CommandOf<'PauseRoundClock'>, state: TournamentState): Decision {
  const round = runningClock(command, state);
  if (!('number' in round)) return round;
  if (round.clock!.pausedAt !== undefined) return refuse.clockPaused(command);
  if (command.data.at >= round.clock!.endsAt) return refuse.timeUp(command);
  return [{ type: 'RoundClockPaused', data: { round: round.number, at: command.data.at } }];
}

export function decideResumeClock(command: CommandOf<'ResumeRoundClock'>, state: TournamentState): Decision {
  const round = runningClock(command, state);
  if (!('number' in round)) return round;
  if (round.clock!.pausedAt === undefined) return refuse.clockNotPaused(command);
  return [
    { type: 'RoundClockResumed', data: { round: round.number, at: Math.max(command.data.at, round.clock!.pausedAt) } },
  ];
}

/** Minutes for the round, or for one table (time lost to a judge call or a deck check). */
export function decideExtendClock(command: CommandOf<'ExtendRoundClock'>, state: TournamentState): Decision {
  const { minutes, table, at } = command.data;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_EXTENSION_MINUTES)
    return refuse.extensionMinutes(command);
  const round = runningClock(command, state);
  if (!('number' in round)) return round;
  if (table !== undefined && !round.tables.some((t) => t.table === table && t.b !== null))
    return refuse.unknownTable(command);
  return [
    {
      type: 'RoundClockExtended',
      data: { round: round.number, minutes, ...(table === undefined ? {} : { table }), at },
    },
  ];
}

/** 002 C.1: at time, each table plays its extra turns (the game's own option says how many); then the game ends. */
export function decideCallTime(command: CommandOf<'CallTime'>, state: TournamentState): Decision {
  const round = runningClock(command, state);
  if (!('number' in round)) return round;
  if (round.clock!.pausedAt !== undefined) return refuse.clockPaused(command);
  if (command.data.at < round.clock!.endsAt) return refuse.timeRemaining(command);
  return [{ type: 'ExtraTurnsStarted', data: { round: round.number, at: command.data.at } }];
}

/** The organizer calls time now, before the clock runs out (every table goes to its extra turns). */
export function decideEndClock(command: CommandOf<'EndRoundClock'>, state: TournamentState): Decision {
  const round = runningClock(command, state);
  if (!('number' in round)) return round;
  const early = command.data.at < round.clock!.endsAt;
  return [
    { type: 'ExtraTurnsStarted', data: { round: round.number, at: command.data.at, ...(early ? { early } : {}) } },
  ];
}
