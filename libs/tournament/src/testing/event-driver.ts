import { isRuleViolation, type RuleViolation } from '@cronica/rules-kernel';
import type { CreateTournamentData, TournamentCommand } from '../decider/commands.js';
import { applyCommand } from '../decider/decider.js';
import { gamesAllowed } from '../decider/decide-results.js';
import type { TournamentEvent } from '../decider/events.js';
import { openRound } from '../decider/projection.js';
import {
  initialTournamentState,
  type GameRecord,
  type MatchResult,
  type RoundState,
  type TableState,
  type TournamentState,
} from '../decider/types.js';
import { seededGenerator } from '../history/simulate.js';
import { nextFinishCommand } from './finish-strategy.js';
import { ACTION_KINDS, commandFor, type Action } from './random-actions.js';
import { ctx, deck, judge, organizer, player } from './tournament-script.js';

/**
 * One whole event driven the way an organizer runs it, for the randomized lifecycle property: the
 * players report and confirm varied results (best of 1 or 3, draws, no life totals), a judge
 * corrects some, and at each step, with the plan's probability, a disturbance happens instead
 * (random-actions.ts: drops, disqualifications, late entries with or without a list, no-shows,
 * corrections of past rounds, penalties, swaps, re-pairs, early ends…). The organizer's next step
 * is `nextFinishCommand`; a refused step is recovered as an organizer would (pair again, throw the
 * draft away, enter the result at the desk), else the event is stuck and the run fails.
 */
export interface EventPlan {
  readonly players: number;
  readonly options: Omit<CreateTournamentData, 'tournamentId' | 'game' | 'seed'>;
  /** Share of players who register without a list when lists are optional. */
  readonly withoutList: number;
  /** Chance that a step is a disturbance rather than the organizer moving the event on. */
  readonly disturbance: number;
  /** The driver's own random stream (results, disturbances). */
  readonly seed: number;
}

/** Told of every command: what it did (the events, the state before and after), or why it was refused. */
export interface EventObserver {
  accepted(
    before: TournamentState,
    command: TournamentCommand,
    events: readonly TournamentEvent[],
    after: TournamentState,
  ): void;
  refused?(before: TournamentState, command: TournamentCommand, refusal: RuleViolation): void;
}

const MAX_STEPS = 20_000;
const DISTURBANCES = ACTION_KINDS.filter((kind) => kind !== 'progress');

function game(next: () => number, winner: GameRecord['winner']): GameRecord {
  const high = 1 + Math.floor(next() * 30);
  const low = -Math.floor(next() * 6);
  if (winner === 'draw') return { winner, lifeA: 1 + Math.floor(next() * 20), lifeB: 1 + Math.floor(next() * 20) };
  return winner === 'a' ? { winner, lifeA: high, lifeB: low } : { winner, lifeA: low, lifeB: high };
}

/** A plausible result: mostly decided games with life totals, sometimes a draw (Swiss only), sometimes no totals. */
export function randomResult(next: () => number, bestOf: number, drawAllowed: boolean): MatchResult {
  if (drawAllowed && next() < 0.08)
    return { winner: 'draw', games: bestOf === 1 ? [game(next, 'draw')] : [game(next, 'a'), game(next, 'b')] };
  const winner = next() < 0.5 ? 'a' : 'b';
  const other = winner === 'a' ? 'b' : 'a';
  if (next() < 0.1) return { winner, games: [] };
  if (bestOf === 1) return { winner, games: [game(next, winner)] };
  return {
    winner,
    games:
      next() < 0.5
        ? [game(next, winner), game(next, winner)]
        : [game(next, winner), game(next, other), game(next, winner)],
  };
}

function resultStep(
  state: TournamentState,
  round: RoundState,
  table: TableState,
  next: () => number,
  at: number,
): TournamentCommand {
  const where = { round: round.number, table: table.table };
  const seated = [table.a, table.b];
  if (table.reported && seated.includes(table.reported.by) && next() < 0.9) {
    const rival = table.reported.by === table.a ? table.b! : table.a;
    return { type: 'ConfirmResult', data: { at, by: player(rival), ...where } };
  }
  const result = randomResult(next, gamesAllowed(state, round), round.stage === 'swiss');
  if (next() < 0.15)
    return { type: 'OverrideResult', data: { at, by: judge, ...where, result, reason: 'Papeleta firmada' } };
  return { type: 'ReportResult', data: { at, by: player(next() < 0.5 ? table.a : table.b!), ...where, result } };
}

/** The organizer's next step, with the players reporting their own tables. */
function progress(state: TournamentState, next: () => number, at: number): TournamentCommand {
  const round = openRound(state);
  const open = round?.published ? round.tables.find((t) => !t.final) : undefined;
  return round && open ? resultStep(state, round, open, next, at) : nextFinishCommand(state, at);
}

/** What an organizer does when their step is refused: pair again, else throw the draft away; enter a table's result at the desk. */
function recovery(state: TournamentState, command: TournamentCommand, at: number): TournamentCommand | null {
  if (command.type === 'RepairRound') return { type: 'DiscardDraft', data: { at, by: organizer } };
  if (command.type === 'ReportResult' || command.type === 'ConfirmResult') {
    const { round, table } = command.data;
    return {
      type: 'OverrideResult',
      data: {
        at,
        by: organizer,
        round,
        table,
        result: { winner: 'a', games: [] },
        reason: 'Resultado en la mesa de organización',
      },
    };
  }
  return null;
}

function registered(plan: EventPlan, next: () => number): TournamentState {
  const create: TournamentCommand = {
    type: 'CreateTournament',
    data: {
      at: 1,
      by: organizer,
      tournamentId: 'evento',
      game: 'warlords-of-terra',
      seed: `semilla-${plan.seed}`,
      ...plan.options,
    },
  };
  let state = step(initialTournamentState, create);
  if (state.status === 'created') state = step(state, { type: 'OpenRegistration', data: { at: 2, by: organizer } });
  for (let i = 0; i < plan.players; i += 1) {
    const id = `s${i}`;
    state = step(state, {
      type: 'RegisterPlayer',
      data: { at: 3, by: player(id), playerId: id, name: `Jugador ${i}` },
    });
    if (plan.options.requireDeckLists === false && next() < plan.withoutList) continue;
    state = step(state, {
      type: 'SubmitDeckList',
      data: { at: 3, by: player(id), playerId: id, deck: deck(`Héroe ${i % 7}`) },
    });
  }
  return state;
}

function step(state: TournamentState, command: TournamentCommand): TournamentState {
  const outcome = applyCommand(state, command, ctx);
  if (isRuleViolation(outcome)) throw new Error(`${command.type}: ${outcome.code}`);
  return outcome.state;
}

/** Runs the plan to the end of the event and returns the ended state; throws when the event gets stuck. */
export function runEvent(plan: EventPlan, observer: EventObserver): TournamentState {
  const next = seededGenerator(plan.seed);
  let state = registered(plan, next);
  for (let at = 1_000_000, steps = 0; steps < MAX_STEPS; steps += 1, at += 1000) {
    if (state.status === 'ended') return state;
    const disturbing = next() < plan.disturbance;
    const action: Action = {
      kind: DISTURBANCES[Math.floor(next() * DISTURBANCES.length)]!,
      x: Math.floor(next() * 50),
      y: Math.floor(next() * 50),
      z: Math.floor(next() * 50),
    };
    let command = disturbing ? commandFor(state, action, at) : progress(state, next, at);
    if (command === null) continue;
    let outcome = applyCommand(state, command, ctx);
    if (isRuleViolation(outcome) && !disturbing) {
      observer.refused?.(state, command, outcome);
      const fallback = recovery(state, command, at);
      if (fallback === null) throw new Error(`stuck: ${command.type} refused (${outcome.code}) at ${outline(state)}`);
      command = fallback;
      outcome = applyCommand(state, command, ctx);
      if (isRuleViolation(outcome))
        throw new Error(`stuck: ${command.type} refused (${outcome.code}) at ${outline(state)}`);
    }
    if (isRuleViolation(outcome)) {
      observer.refused?.(state, command, outcome);
      continue;
    }
    observer.accepted(state, command, outcome.events, outcome.state);
    state = outcome.state;
  }
  throw new Error(`no end after ${MAX_STEPS} steps: ${outline(state)}`);
}

function outline(state: TournamentState): string {
  const rounds = state.rounds
    .map((r) => `${r.number}:${r.stage}${r.published ? 'P' : ''}${r.ended ? 'E' : ''}`)
    .join(' ');
  return `status ${state.status}; rounds ${rounds}; ${state.order.length} players`;
}
