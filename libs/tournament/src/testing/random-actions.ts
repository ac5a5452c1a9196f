import type { TournamentCommand } from '../decider/commands.js';
import { openRound } from '../decider/projection.js';
import type { Actor, MatchResult, RoundState, TournamentState } from '../decider/types.js';
import { nextFinishCommand } from './finish-strategy.js';
import { deck, judge, organizer, player } from './tournament-script.js';

/**
 * Random organizer, player and judge actions for the lifecycle property test: each names its kind
 * and a few numbers that pick players, tables and results from the state it meets (so most actions
 * are meaningful, and the refused ones are refusals a real user could cause).
 */
export const ACTION_KINDS = [
  'register',
  'guest',
  'deck',
  'bad-deck',
  'remove',
  'withdraw',
  'drop',
  'drop-by-staff',
  'reinstate',
  'late',
  'open-check-in',
  'check-in',
  'undo-check-in',
  'remove-absent',
  'open',
  'close',
  'pair',
  'repair',
  'discard',
  'swap',
  'pair-table',
  'publish',
  'report',
  'confirm',
  'override',
  'correct-past',
  'no-show',
  'clock-start',
  'clock-pause',
  'clock-resume',
  'clock-extend',
  'call-time',
  'clock-end',
  'end-round',
  'tiebreak',
  'top-cut',
  'end',
  'disqualify',
  'match-loss',
  'call-judge',
  'progress',
] as const;

/** How often each kind is drawn: mostly the organizer moving the event on, rarely an early end. */
export const ACTION_WEIGHTS: Readonly<Partial<Record<(typeof ACTION_KINDS)[number], number>>> = {
  progress: 100,
  end: 1,
  report: 4,
  confirm: 3,
  drop: 4,
  reinstate: 6,
  override: 2,
  swap: 8,
  'pair-table': 4,
  // Check-in happens only between opening it and pairing round 1, while `progress` hurries past it.
  'open-check-in': 6,
  'check-in': 15,
  'undo-check-in': 3,
  'remove-absent': 3,
};

export interface Action {
  readonly kind: (typeof ACTION_KINDS)[number];
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];
const seatsOf = (round: RoundState | undefined) =>
  round ? round.tables.flatMap((t) => (t.b === null ? [t.a] : [t.a, t.b])) : [];

function randomResult(z: number): MatchResult {
  const winner = (['a', 'b', 'draw'] as const)[z % 3]!;
  const lives = (w: 'a' | 'b' | 'draw') => ({ winner: w, lifeA: ((z * 7) % 45) - 5, lifeB: ((z * 13) % 45) - 5 });
  if (z % 4 === 0) return { winner, games: [] };
  if (z % 4 === 1 || winner === 'draw') return { winner, games: [lives(winner)] };
  const other = winner === 'a' ? 'b' : 'a';
  return { winner, games: [lives(winner), lives(other), lives(winner)] };
}

/** What the players at a table do: report a result, confirm it, call a judge. */
function seatCommand(a: Action, at: number, round: RoundState, table: number, by: Actor): TournamentCommand | null {
  switch (a.kind) {
    case 'report':
      return { type: 'ReportResult', data: { at, by, round: round.number, table, result: randomResult(a.z) } };
    case 'confirm':
      return { type: 'ConfirmResult', data: { at, by, round: round.number, table } };
    case 'call-judge':
      return { type: 'CallJudge', data: { at, by, reason: 'Duda de reglas' } };
    default:
      return null;
  }
}

/** What a judge does about a player at a table: a no-show, a match loss. */
function judgeSeatCommand(a: Action, at: number, round: RoundState, table: number, seat: string) {
  switch (a.kind) {
    case 'no-show':
      return {
        type: 'ResolveNoShow',
        data: { at, by: judge, round: round.number, table, playerId: seat, outcome: a.z % 2 ? 'drop' : 'game-loss' },
      } satisfies TournamentCommand;
    case 'match-loss':
      return {
        type: 'IssuePenalty',
        data: { at, by: judge, playerId: seat, infraction: 'procedural-error', penalty: 'match-loss', note: 'Sanción' },
      } satisfies TournamentCommand;
    default:
      return null;
  }
}

function tableCommand(
  state: TournamentState,
  a: Action,
  at: number,
  by: (seat: string) => Actor,
): TournamentCommand | null {
  const round = openRound(state);
  const table = pick(round?.tables.filter((t) => t.b !== null) ?? [], a.x);
  if (!round || !table) return null;
  const seat = a.y % 2 === 0 ? table.a : table.b!;
  return seatCommand(a, at, round, table.table, by(seat)) ?? judgeSeatCommand(a, at, round, table.table, seat);
}

function clockCommand(state: TournamentState, a: Action, at: number): TournamentCommand | null {
  const clock = openRound(state)?.clock;
  switch (a.kind) {
    case 'clock-start':
      return { type: 'StartRoundClock', data: { at, by: judge } };
    case 'clock-pause':
      return { type: 'PauseRoundClock', data: { at, by: judge } };
    case 'clock-resume':
      return { type: 'ResumeRoundClock', data: { at, by: judge } };
    case 'clock-extend':
      return {
        type: 'ExtendRoundClock',
        data: { at, by: organizer, minutes: 1 + (a.z % 10), ...(a.y % 2 ? { table: 1 + (a.x % 4) } : {}) },
      };
    case 'call-time':
      return { type: 'CallTime', data: { at: clock ? clock.endsAt + 1 : at, by: judge } };
    case 'clock-end':
      return { type: 'EndRoundClock', data: { at, by: organizer } };
    default:
      return null;
  }
}

/** Someone joins: a player registers, the organizer adds a guest or a late entry. */
function entryCommand(a: Action, at: number): TournamentCommand | null {
  switch (a.kind) {
    case 'register':
      return {
        type: 'RegisterPlayer',
        data: { at, by: player(`p${a.x % 14}`), playerId: `p${a.x % 14}`, name: `Jugador ${a.x % 14}` },
      };
    case 'guest':
      return {
        type: 'RegisterPlayer',
        data: { at, by: organizer, playerId: `guest${a.x % 4}`, name: 'Invitado', guest: true },
      };
    case 'late': {
      const late = { at, by: organizer, playerId: `late${a.x % 5}`, name: 'Tarde' };
      return { type: 'AddLateEntry', data: { ...late, ...(a.z % 2 ? { deck: deck('Tarde') } : {}) } };
    }
    default:
      return null;
  }
}

/** A registered player hands in a list (a legal one or a banned one), or leaves: removed, withdrawn, dropped. */
function rosterCommand(a: Action, at: number, someone: string): TournamentCommand | null {
  switch (a.kind) {
    case 'deck':
      return {
        type: 'SubmitDeckList',
        data: { at, by: player(someone), playerId: someone, deck: deck(`H${a.z % 5}`) },
      };
    case 'bad-deck':
      return { type: 'SubmitDeckList', data: { at, by: player(someone), playerId: someone, deck: deck('Prohibido') } };
    case 'remove':
      return { type: 'RemovePlayer', data: { at, by: organizer, playerId: someone, reason: 'no-show' } };
    case 'withdraw':
      return { type: 'RemovePlayer', data: { at, by: player(someone), playerId: someone, reason: 'withdrawn' } };
    case 'drop':
      return { type: 'DropPlayer', data: { at, by: player(someone), playerId: someone } };
    default:
      return staffRosterCommand(a, at, someone);
  }
}

/** The staff drop, reinstate or disqualify a registered player. */
function staffRosterCommand(a: Action, at: number, someone: string): TournamentCommand | null {
  switch (a.kind) {
    case 'drop-by-staff':
      // Only the organizer drops someone else; a judge's try is refused.
      return { type: 'DropPlayer', data: { at, by: a.z % 3 === 0 ? judge : organizer, playerId: someone } };
    case 'reinstate':
      return { type: 'ReinstatePlayer', data: { at, by: organizer, playerId: someone } };
    case 'check-in':
      return { type: 'CheckInPlayer', data: { at, by: a.z % 2 ? judge : player(someone), playerId: someone } };
    case 'undo-check-in':
      return { type: 'UndoCheckIn', data: { at, by: organizer, playerId: someone } };
    case 'disqualify': {
      const penalty = { infraction: 'cheating', penalty: 'disqualification', note: 'Trampa' } as const;
      return { type: 'IssuePenalty', data: { at, by: judge, playerId: someone, ...penalty } };
    }
    default:
      return null;
  }
}

/** The organizer swaps two seated players or pairs them at a table of their own. */
function seatingCommand(state: TournamentState, a: Action, at: number): TournamentCommand | null {
  if (a.kind !== 'swap' && a.kind !== 'pair-table') return null;
  const seated = seatsOf(openRound(state));
  const [p, q] = [pick(seated, a.y), pick(seated, a.z)];
  return p && q
    ? { type: a.kind === 'swap' ? 'SwapPlayers' : 'PairTable', data: { at, by: organizer, playerA: p, playerB: q } }
    : null;
}

function playerCommand(state: TournamentState, a: Action, at: number): TournamentCommand | null {
  const someone = pick(state.order, a.x);
  return entryCommand(a, at) ?? (someone ? rosterCommand(a, at, someone) : null) ?? seatingCommand(state, a, at);
}

/** The organizer's commands that need nothing but the tournament, by action kind. */
const SIMPLE_ORGANIZER_COMMANDS = {
  open: 'OpenRegistration',
  'open-check-in': 'OpenCheckIn',
  'remove-absent': 'RemoveAbsentPlayers',
  close: 'CloseRegistration',
  pair: 'PairNextRound',
  repair: 'RepairRound',
  discard: 'DiscardDraft',
  publish: 'PublishPairings',
  'end-round': 'EndRound',
  tiebreak: 'PairTiebreakRound',
  end: 'EndTournament',
} as const;

function organizerCommand(state: TournamentState, a: Action, at: number): TournamentCommand | null {
  if (a.kind in SIMPLE_ORGANIZER_COMMANDS)
    return {
      type: SIMPLE_ORGANIZER_COMMANDS[a.kind as keyof typeof SIMPLE_ORGANIZER_COMMANDS],
      data: { at, by: organizer },
    } as TournamentCommand;
  if (a.kind === 'top-cut')
    return {
      type: 'StartTopCut',
      data: { at, by: organizer, ...(a.z % 2 ? { resolvedOrder: [...state.order] } : {}) },
    };
  if (a.kind === 'progress')
    return state.status === 'ended' || state.status === 'none' ? null : nextFinishCommand(state, at);
  if (a.kind === 'override' || a.kind === 'correct-past') {
    const round = a.kind === 'override' ? openRound(state) : pick(state.rounds, a.y);
    const table = pick(round?.tables.filter((t) => t.b !== null) ?? [], a.x);
    return round && table
      ? {
          type: 'OverrideResult',
          data: {
            at,
            by: a.z % 2 ? judge : organizer,
            round: round.number,
            table: table.table,
            result: randomResult(a.z),
            reason: 'Corrección',
          },
        }
      : null;
  }
  return null;
}

/** The command an action stands for in this state (null when it picks nothing). */
export function commandFor(state: TournamentState, action: Action, at: number): TournamentCommand | null {
  return (
    tableCommand(state, action, at, player) ??
    clockCommand(state, action, at) ??
    playerCommand(state, action, at) ??
    organizerCommand(state, action, at)
  );
}
