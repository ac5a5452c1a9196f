import { isActiveIn } from '../history/model.js';
import { pairNextRound } from '../pairing/swiss-pairing.js';
import { computeStandings } from '../standings/standings.js';
import type { TournamentCommand } from './commands.js';
import type { Decision } from './decide-registration.js';
import type { PairedTable, TournamentEvent } from './events.js';
import { lastRoundNumber, openRound, swissHistoryOf, swissRounds } from './projection.js';
import { refuse } from './refusals.js';
import { firstBracketRound } from './top-cut.js';
import type { RoundState, TournamentState } from './types.js';

type Of<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;

const MINUTE = 60_000;

function swissPairing(command: TournamentCommand, state: TournamentState): Decision {
  const config = state.config!;
  const outcome = pairNextRound(swissHistoryOf(state), config.format, config.seed);
  if (!outcome.ok) return refuse.fromProblem(outcome.problem)(command);
  const { round, pairings, method, costs } = outcome.pairing;
  return [{ type: 'RoundPaired', data: { round, stage: 'swiss', tables: pairings, method, costs, at: command.data.at } }];
}

export function decidePairNext(command: Of<'PairNextRound'>, state: TournamentState): Decision {
  if (state.status === 'top-cut') return refuse.allRoundsPlayed(command);
  if (state.status !== 'registration-closed') return state.status === 'registration-open' ? refuse.registrationOpen(command) : refuse.registrationNotOpen(command);
  if (openRound(state)) return refuse.roundOpen(command);
  if (swissRounds(state).length >= state.config!.rounds) return refuse.allRoundsPlayed(command);
  return swissPairing(command, state);
}

/** Every active player exactly once, at most one bye and only with an odd count (issue 4). */
function checkManualTables(tables: readonly PairedTable[], state: TournamentState, round: number): string | null {
  const active = state.order.filter((id) => isActiveIn(state.players[id]!, round));
  const seated = tables.flatMap((t) => (t.b === null ? [t.a] : [t.a, t.b]));
  if (new Set(seated).size !== seated.length) return 'a player sits twice';
  if (seated.length !== active.length || active.some((id) => !seated.includes(id))) return 'every active player, and only them, must sit';
  if (tables.filter((t) => t.b === null).length !== active.length % 2) return 'one bye exactly when the count is odd';
  if (tables.some((t, i) => t.table !== i + 1)) return 'tables are numbered 1..n';
  return null;
}

/** The organizer pairs again before publishing (after a drop, a correction, or by hand). */
export function decideRepair(command: Of<'RepairRound'>, state: TournamentState): Decision {
  const current = openRound(state);
  if (!current || current.stage !== 'swiss') return refuse.noOpenRound(command);
  if (current.published) return refuse.alreadyPublished(command);
  const { tables, at } = command.data;
  if (tables === undefined) return swissPairing(command, { ...state, rounds: state.rounds.filter((r) => r !== current) });
  const problem = checkManualTables(tables, state, current.number);
  if (problem) return refuse.badTables(problem)(command);
  return [{ type: 'RoundPaired', data: { round: current.number, stage: 'swiss', tables, method: 'manual', at } }];
}

export function decidePublish(command: Of<'PublishPairings'>, state: TournamentState): Decision {
  const current = openRound(state);
  if (!current) return refuse.noOpenRound(command);
  if (current.published) return refuse.alreadyPublished(command);
  const seated = current.tables.flatMap((t) => [t.a, t.b]).filter((id): id is string => id !== null);
  if (seated.some((id) => !isActiveIn(state.players[id]!, current.number))) return refuse.droppedPaired(command);
  return [{ type: 'PairingsPublished', data: { round: current.number, at: command.data.at } }];
}

function isUntimedFinal(state: TournamentState, round: RoundState): boolean {
  return state.config!.topCut.finalBestOf === 3 && isFinalRound(state, round);
}

function isFinalRound(state: TournamentState, round: RoundState): boolean {
  const topCutRounds = state.rounds.filter((r) => r.stage === 'top-cut');
  return round.stage === 'top-cut' && topCutRounds.length === Math.log2(state.config!.topCut.size);
}

export function decideStartClock(command: Of<'StartRoundClock'>, state: TournamentState): Decision {
  const current = openRound(state);
  if (!current) return refuse.noOpenRound(command);
  if (!current.published) return refuse.notPublished(command);
  if (current.clock) return refuse.clockStarted(command);
  if (isUntimedFinal(state, current)) return refuse.untimedFinal(command);
  const { at } = command.data;
  return [{ type: 'RoundClockStarted', data: { round: current.number, at, endsAt: at + state.config!.roundMinutes * MINUTE } }];
}

/** 002 C.1: at time, each player gets two more turns counting the current one; then the game ends. */
export function decideCallTime(command: Of<'CallTime'>, state: TournamentState): Decision {
  const current = openRound(state);
  if (!current) return refuse.noOpenRound(command);
  if (!current.clock) return refuse.clockNotStarted(command);
  if (current.clock.extraTurnsAt !== undefined) return refuse.extraTurnsStarted(command);
  if (command.data.at < current.clock.endsAt) return refuse.timeRemaining(command);
  return [{ type: 'ExtraTurnsStarted', data: { round: current.number, at: command.data.at, turnsEach: 2 } }];
}

function winnerOf(table: RoundState['tables'][number]): string {
  const w = table.final!.result.winner;
  return w === 'b' ? table.b! : table.a;
}

function loserOf(table: RoundState['tables'][number]): string {
  return winnerOf(table) === table.a ? table.b! : table.a;
}

/** After a top-cut round: the next bracket round (with the third-place match), or the end. */
function advanceTopCut(command: Of<'EndRound'>, state: TournamentState, round: RoundState): TournamentEvent[] {
  const { at } = command.data;
  const bracket = round.tables.filter((t) => t.table <= Math.max(1, round.tables.length - (isFinalRound(state, round) && state.config!.topCut.thirdPlaceMatch ? 1 : 0)));
  if (isFinalRound(state, round)) return [{ type: 'TournamentEnded', data: { at, winner: winnerOf(bracket[0]!) } }];
  const winners = bracket.map(winnerOf);
  const tables: PairedTable[] = [];
  for (let i = 0; i < winners.length; i += 2) tables.push({ table: tables.length + 1, a: winners[i]!, b: winners[i + 1]! });
  if (winners.length === 2 && state.config!.topCut.thirdPlaceMatch) tables.push({ table: 2, a: loserOf(bracket[0]!), b: loserOf(bracket[1]!) });
  return [{ type: 'RoundPaired', data: { round: round.number + 1, stage: 'top-cut', tables, method: 'bracket', at } }];
}

export function decideEndRound(command: Of<'EndRound'>, state: TournamentState): Decision {
  const current = openRound(state);
  if (!current) return refuse.noOpenRound(command);
  if (!current.published) return refuse.notPublished(command);
  const missing = current.tables.filter((t) => !t.final).map((t) => t.table);
  if (missing.length > 0) return refuse.resultsMissing(missing)(command);
  const ended: TournamentEvent = { type: 'RoundEnded', data: { round: current.number, at: command.data.at } };
  return current.stage === 'top-cut' ? [ended, ...advanceTopCut(command, state, current)] : [ended];
}

/** The cut by standings (002 C.2), with ties decided at random there settled by a tiebreak match first. */
function cutSeeds(state: TournamentState, resolvedOrder: readonly string[] | undefined): string[] | readonly (readonly string[])[] {
  const config = state.config!;
  const standings = computeStandings(swissHistoryOf(state), config.format, config.seed);
  const unresolved = standings.tiebreakMatches.filter((group) => !group.every((id) => resolvedOrder?.includes(id)));
  if (unresolved.length > 0) return unresolved;
  const ids = standings.rows.map((r) => r.player);
  for (const group of standings.tiebreakMatches) {
    const slots = group.map((id) => ids.indexOf(id)).sort((x, y) => x - y);
    const ordered = [...group].sort((x, y) => resolvedOrder!.indexOf(x) - resolvedOrder!.indexOf(y));
    slots.forEach((slot, k) => (ids[slot] = ordered[k]!));
  }
  return ids.slice(0, config.topCut.size);
}

export function decideStartTopCut(command: Of<'StartTopCut'>, state: TournamentState): Decision {
  const config = state.config;
  if (!config || state.status !== 'registration-closed') return refuse.notCreated(command);
  if (config.topCut.size === 0) return refuse.noTopCut(command);
  if (openRound(state) || swissRounds(state).length < config.rounds) return refuse.swissUnfinished(command);
  if (state.order.length < config.topCut.size) return refuse.tooFewForCut(command);
  const seeds = cutSeeds(state, command.data.resolvedOrder);
  if (typeof seeds[0] !== 'string') return refuse.tiebreakNeeded(seeds as readonly (readonly string[])[])(command);
  const ids = seeds as string[];
  const tables = firstBracketRound(ids).map((t, i) => ({ table: i + 1, ...t }));
  const { at } = command.data;
  return [
    { type: 'TopCutStarted', data: { size: config.topCut.size, seeds: ids, at } },
    { type: 'RoundPaired', data: { round: lastRoundNumber(state) + 1, stage: 'top-cut', tables, method: 'bracket', at } },
  ];
}

export function decideEndTournament(command: Of<'EndTournament'>, state: TournamentState): Decision {
  if (state.status === 'ended') return refuse.ended(command);
  if (openRound(state)) return refuse.roundOpen(command);
  const config = state.config;
  if (!config) return refuse.notCreated(command);
  const standings = computeStandings(swissHistoryOf(state), config.format, config.seed);
  return [{ type: 'TournamentEnded', data: { at: command.data.at, winner: standings.rows[0]?.player ?? null } }];
}
