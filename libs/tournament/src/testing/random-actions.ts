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
  switch (a.kind) {
    case 'report':
      return {
        type: 'ReportResult',
        data: { at, by: by(seat), round: round.number, table: table.table, result: randomResult(a.z) },
      };
    case 'confirm':
      return { type: 'ConfirmResult', data: { at, by: by(seat), round: round.number, table: table.table } };
    case 'no-show':
      return {
        type: 'ResolveNoShow',
        data: {
          at,
          by: judge,
          round: round.number,
          table: table.table,
          playerId: seat,
          outcome: a.z % 2 ? 'drop' : 'game-loss',
        },
      };
    case 'call-judge':
      return { type: 'CallJudge', data: { at, by: by(seat), reason: 'Duda de reglas' } };
    case 'match-loss':
      return {
        type: 'IssuePenalty',
        data: { at, by: judge, playerId: seat, infraction: 'procedural-error', penalty: 'match-loss', note: 'Sanción' },
      };
    default:
      return null;
  }
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

function playerCommand(state: TournamentState, a: Action, at: number): TournamentCommand | null {
  const someone = pick(state.order, a.x);
  const seated = seatsOf(openRound(state));
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
    case 'deck':
      return someone
        ? { type: 'SubmitDeckList', data: { at, by: player(someone), playerId: someone, deck: deck(`H${a.z % 5}`) } }
        : null;
    case 'bad-deck':
      return someone
        ? { type: 'SubmitDeckList', data: { at, by: player(someone), playerId: someone, deck: deck('Prohibido') } }
        : null;
    case 'remove':
      return someone
        ? { type: 'RemovePlayer', data: { at, by: organizer, playerId: someone, reason: 'no-show' } }
        : null;
    case 'withdraw':
      return someone
        ? { type: 'RemovePlayer', data: { at, by: player(someone), playerId: someone, reason: 'withdrawn' } }
        : null;
    case 'drop':
      return someone ? { type: 'DropPlayer', data: { at, by: player(someone), playerId: someone } } : null;
    case 'drop-by-staff':
      // Only the organizer drops someone else; a judge's try is refused.
      return someone
        ? { type: 'DropPlayer', data: { at, by: a.z % 3 === 0 ? judge : organizer, playerId: someone } }
        : null;
    case 'reinstate':
      return someone ? { type: 'ReinstatePlayer', data: { at, by: organizer, playerId: someone } } : null;
    case 'disqualify':
      return someone
        ? {
            type: 'IssuePenalty',
            data: {
              at,
              by: judge,
              playerId: someone,
              infraction: 'cheating',
              penalty: 'disqualification',
              note: 'Trampa',
            },
          }
        : null;
    case 'late':
      return {
        type: 'AddLateEntry',
        data: {
          at,
          by: organizer,
          playerId: `late${a.x % 5}`,
          name: 'Tarde',
          ...(a.z % 2 ? { deck: deck('Tarde') } : {}),
        },
      };
    case 'swap':
    case 'pair-table': {
      const [p, q] = [pick(seated, a.y), pick(seated, a.z)];
      return p && q
        ? { type: a.kind === 'swap' ? 'SwapPlayers' : 'PairTable', data: { at, by: organizer, playerA: p, playerB: q } }
        : null;
    }
    default:
      return null;
  }
}

function organizerCommand(state: TournamentState, a: Action, at: number): TournamentCommand | null {
  const simple = {
    open: 'OpenRegistration',
    close: 'CloseRegistration',
    pair: 'PairNextRound',
    repair: 'RepairRound',
    discard: 'DiscardDraft',
    publish: 'PublishPairings',
    'end-round': 'EndRound',
    tiebreak: 'PairTiebreakRound',
    end: 'EndTournament',
  } as const;
  if (a.kind in simple)
    return { type: simple[a.kind as keyof typeof simple], data: { at, by: organizer } } as TournamentCommand;
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
