import { isActiveIn } from '../history/model.js';
import {
  entrantsForNextRound,
  pairEntrants,
  pairNextRound,
  type RoundPairing,
  type SwissEntrant,
} from '../pairing/swiss-pairing.js';
import { tableCosts } from '../pairing/table-costs.js';
import { compareCosts } from '../pairing/pairing-problem.js';
import type { TournamentCommand, CommandOf } from './commands.js';
import type { Decision } from './decision.js';
import type { PairedTable, TournamentEvent } from './events.js';
import { advanceTopCut } from './decide-bracket.js';
import { openRound, standingsFormat, swissHistoryOf, swissRounds } from './projection.js';
import { refuse } from './refusals.js';
import type { RoundState, TournamentState } from './types.js';

/** Draws tried by a re-pair before the next-best search (each draw is a new seeded order). */
const REDRAWS = 8;
/** Fields up to this size search the best pairing different from the draft when every redraw repeats it. */
const NEXT_BEST_LIMIT = 256;

function paired(round: RoundPairing, at: number, attempt: number, method: string = round.method): TournamentEvent {
  const { pairings, costs } = round;
  return {
    type: 'RoundPaired',
    data: {
      round: round.round,
      stage: 'swiss',
      tables: pairings,
      method,
      costs,
      ...(attempt > 0 ? { attempt } : {}),
      at,
    },
  };
}

function swissPairing(command: TournamentCommand, state: TournamentState, attempt = 0): RoundPairing | Decision {
  const config = state.config!;
  const outcome = pairNextRound(swissHistoryOf(state), standingsFormat(state), config.seed, attempt);
  return outcome.ok ? outcome.pairing : refuse.fromProblem(outcome.problem)(command);
}

export function decidePairNext(command: CommandOf<'PairNextRound'>, state: TournamentState): Decision {
  if (state.status === 'top-cut') return refuse.allRoundsPlayed(command);
  if (state.status !== 'registration-closed')
    return state.status === 'registration-open'
      ? refuse.registrationOpen(command)
      : refuse.registrationNotOpen(command);
  if (openRound(state)) return refuse.roundOpen(command);
  if (swissRounds(state).length >= state.config!.rounds || state.rounds.some((r) => r.stage !== 'swiss'))
    return refuse.allRoundsPlayed(command);
  const pairing = swissPairing(command, state);
  return 'pairings' in pairing ? [paired(pairing, command.data.at, 0)] : pairing;
}

/** Every active player exactly once, at most one bye and only with an odd count. */
function checkManualTables(tables: readonly PairedTable[], state: TournamentState, round: number): string | null {
  const active = state.order.filter((id) => isActiveIn(state.players[id]!, round));
  const seated = tables.flatMap((t) => (t.b === null ? [t.a] : [t.a, t.b]));
  if (new Set(seated).size !== seated.length) return 'a player sits twice';
  if (seated.length !== active.length || active.some((id) => !seated.includes(id)))
    return 'every active player, and only them, must sit';
  if (tables.filter((t) => t.b === null).length !== active.length % 2) return 'one bye exactly when the count is odd';
  if (tables.some((t, i) => t.table !== i + 1)) return 'tables are numbered 1..n';
  return null;
}

const pairKey = (tables: readonly PairedTable[]) =>
  tables
    .map((t) => [t.a, t.b ?? ''].sort().join('|'))
    .sort()
    .join(',');

/**
 * The best pairing different from the draft (every redraw gave the same one): the draft's tables are
 * forbidden one at a time (or its bye), and the best of what remains is kept — the second-best
 * matching differs from the best in at least one table.
 */
function nextBest(state: TournamentState, draft: RoundState, attempt: number): RoundPairing | null {
  const entrants = entrantsForNextRound(swissHistoryOf(state), standingsFormat(state), state.config!.seed);
  if (entrants.length > NEXT_BEST_LIMIT) return null;
  const exhausted = state.config!.format.exhaustedPairings;
  let best: RoundPairing | null = null;
  for (const table of draft.tables) {
    const forbid = (e: SwissEntrant): SwissEntrant =>
      table.b === null
        ? e.id === table.a
          ? { ...e, byes: e.byes + entrants.length }
          : e
        : e.id === table.a
          ? { ...e, opponents: [...e.opponents, table.b] }
          : e.id === table.b
            ? { ...e, opponents: [...e.opponents, table.a] }
            : e;
    const outcome = pairEntrants(draft.number, entrants.map(forbid), 'fewest-rematches', {
      seed: state.config!.seed,
      attempt,
    });
    if (!outcome.ok || pairKey(outcome.pairing.pairings) === pairKey(draft.tables)) continue;
    const costs = tableCosts(entrants, outcome.pairing.pairings).costs;
    if (costs.rematches > 0 && exhausted === 'refuse') continue;
    if (best === null || compareCosts(costs, best.costs) < 0) best = { ...outcome.pairing, costs };
  }
  return best;
}

/** Whether the draft still seats exactly the players who can play (no drop, reinstatement or late entry since). */
function draftStillValid(state: TournamentState, draft: RoundState): boolean {
  const seated = draft.tables.flatMap((t) => (t.b === null ? [t.a] : [t.a, t.b]));
  const active = state.order.filter((id) => isActiveIn(state.players[id]!, draft.number));
  return seated.length === active.length && seated.every((id) => active.includes(id));
}

function repairByEngine(command: CommandOf<'RepairRound'>, state: TournamentState, draft: RoundState): Decision {
  const base = { ...state, rounds: state.rounds.filter((r) => r !== draft) };
  const first = (draft.attempt ?? 0) + 1;
  const mustDiffer = draftStillValid(state, draft);
  for (let attempt = first; attempt < first + REDRAWS; attempt += 1) {
    const pairing = swissPairing(command, base, attempt);
    if (!('pairings' in pairing)) return pairing;
    if (!mustDiffer || pairKey(pairing.pairings) !== pairKey(draft.tables))
      return [paired(pairing, command.data.at, attempt)];
  }
  const alternative = nextBest(base, draft, first + REDRAWS - 1);
  return alternative
    ? [paired(alternative, command.data.at, first + REDRAWS - 1, 'next-best')]
    : refuse.noOtherPairing(command);
}

/** The organizer pairs again before publishing: a different pairing wherever one exists, or their own tables. */
export function decideRepair(command: CommandOf<'RepairRound'>, state: TournamentState): Decision {
  const current = openRound(state);
  if (!current || current.stage !== 'swiss') return refuse.noOpenRound(command);
  if (current.published) return refuse.alreadyPublished(command);
  const { tables, at } = command.data;
  if (tables === undefined) return repairByEngine(command, state, current);
  const problem = checkManualTables(tables, state, current.number);
  if (problem) return refuse.badTables(problem)(command);
  return [{ type: 'RoundPaired', data: { round: current.number, stage: 'swiss', tables, method: 'manual', at } }];
}

/** The organizer throws the draft away: nothing was played; the round can be paired again (or the Swiss ends). */
export function decideDiscardDraft(command: CommandOf<'DiscardDraft'>, state: TournamentState): Decision {
  const current = openRound(state);
  if (!current || current.stage === 'top-cut') return refuse.noOpenRound(command);
  if (current.published) return refuse.alreadyPublished(command);
  return [{ type: 'DraftDiscarded', data: { round: current.number, at: command.data.at } }];
}

/**
 * Players seated in the round — a bye too, which scores — who have handed in no list (a late entry
 * added without one): the draft names them; when lists are required (002 C.4) the round is not
 * published with them.
 */
export function playersWithoutList(state: TournamentState, round: RoundState): string[] {
  const seated = round.tables.flatMap((t) => (t.b === null ? [t.a] : [t.a, t.b]));
  return seated.filter(
    (id) => state.players[id]!.deck === undefined && state.players[id]!.droppedAfterRound === undefined,
  );
}

/**
 * Publishing needs a draft that still fits the field: in a Swiss round everyone who can play sits
 * and nobody who dropped; in the top cut or a tiebreak round a dropped player's table is already
 * conceded (their rival goes through).
 */
export function decidePublish(command: CommandOf<'PublishPairings'>, state: TournamentState): Decision {
  const current = openRound(state);
  if (!current) return refuse.noOpenRound(command);
  if (current.published) return refuse.alreadyPublished(command);
  const gone = (id: string | null) =>
    id !== null &&
    (current.stage === 'swiss'
      ? !isActiveIn(state.players[id]!, current.number)
      : state.players[id]!.droppedAfterRound !== undefined);
  if (current.tables.some((t) => (gone(t.a) || gone(t.b)) && (current.stage === 'swiss' || !t.final)))
    return refuse.droppedPaired(command);
  if (current.stage === 'swiss' && !draftStillValid(state, current)) return refuse.unseatedPlayers(command);
  const missing = playersWithoutList(state, current);
  if (state.config!.requireDeckLists && missing.length > 0)
    return refuse.listsMissingToPlay(missing.map((id) => state.players[id]!.name))(command);
  return [{ type: 'PairingsPublished', data: { round: current.number, at: command.data.at } }];
}

export function decideEndRound(command: CommandOf<'EndRound'>, state: TournamentState): Decision {
  const current = openRound(state);
  if (!current) return refuse.noOpenRound(command);
  if (!current.published) return refuse.notPublished(command);
  const missing = current.tables.filter((t) => !t.final).map((t) => t.table);
  if (missing.length > 0) return refuse.resultsMissing(missing)(command);
  const ended: TournamentEvent = { type: 'RoundEnded', data: { round: current.number, at: command.data.at } };
  return current.stage === 'top-cut' ? [ended, ...advanceTopCut(command, state, current)] : [ended];
}
