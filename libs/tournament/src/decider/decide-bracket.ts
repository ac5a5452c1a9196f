import { pairNextRound } from '../pairing/swiss-pairing.js';
import type { CommandOf } from './commands.js';
import type { Decision } from './decision.js';
import type { PairedTable, TournamentEvent } from './events.js';
import { isDisqualified } from './decide-registration.js';
import { championOf, cutPlacings, loserOf, swissPlacings, winnerOf } from './placings.js';
import {
  lastRoundNumber,
  openRound,
  standingsFormat,
  swissHistoryOf,
  swissRounds,
  tournamentStandings,
} from './projection.js';
import { playerNames, refuse } from './refusals.js';
import { firstBracketRound } from './top-cut.js';
import type { Instant, RoundState, TournamentState } from './types.js';

/** The Swiss is over: every planned round played, or no further round can be paired (an exhausted field). */
export function swissFinished(state: TournamentState): boolean {
  if (state.status !== 'registration-closed' || openRound(state)) return false;
  if (swissRounds(state).length >= state.config!.rounds || state.rounds.some((r) => r.stage !== 'swiss')) return true;
  return !pairNextRound(swissHistoryOf(state), standingsFormat(state), state.config!.seed).ok;
}

export function isFinalRound(state: TournamentState, round: RoundState): boolean {
  const topCutRounds = state.rounds.filter((r) => r.stage === 'top-cut');
  return round.stage === 'top-cut' && topCutRounds.length === Math.log2(state.config!.topCut.size);
}

/**
 * A bracket table with a player who has dropped is conceded at once: their rival goes through. When
 * both have dropped, the higher seed (seat a) goes through on paper only, to keep the bracket whole,
 * and concedes the next table in turn; in the last round (the final, the third-place match) nobody
 * wins such a table: it is recorded without a winner (`draw`, via drop) and the two share its places
 * — no champion by walkover of a player who left (placings.ts, `cutPlacings`).
 */
function walkovers(
  state: TournamentState,
  round: number,
  tables: readonly PairedTable[],
  lastRound: boolean,
  at: Instant,
): TournamentEvent[] {
  const gone = (id: string | null) => id !== null && state.players[id]!.droppedAfterRound !== undefined;
  const winner = (t: PairedTable) => (gone(t.a) && gone(t.b) ? (lastRound ? 'draw' : 'a') : gone(t.a) ? 'b' : 'a');
  return tables
    .filter((t) => gone(t.a) || gone(t.b))
    .map((t) => ({
      type: 'ResultConfirmed',
      data: {
        round,
        table: t.table,
        result: { winner: winner(t), games: [] },
        by: gone(t.a) ? t.a : t.b!,
        via: 'drop',
        at,
      },
    }));
}

function ended(state: TournamentState, at: Instant, finalRound?: RoundState): TournamentEvent {
  const config = state.config!;
  const standings = tournamentStandings(state, true);
  const bracket = [
    ...state.rounds.filter((r) => r.stage === 'top-cut' && r !== finalRound && r.number !== finalRound?.number),
    ...(finalRound ? [finalRound] : []),
  ];
  const disqualified = new Set(state.order.filter((id) => isDisqualified(state, id)));
  const placings = finalRound
    ? cutPlacings(
        config.topCut.size,
        bracket.sort((x, y) => x.number - y.number),
        config.topCut.thirdPlaceMatch,
        standings,
        disqualified,
      )
    : swissPlacings(standings, disqualified);
  return { type: 'TournamentEnded', data: { at, winner: championOf(placings), placings, seed: config.seed } };
}

/** After a top-cut round: the next bracket round (with the third-place match, 002 C.1), or the end. */
export function advanceTopCut(
  command: CommandOf<'EndRound'>,
  state: TournamentState,
  round: RoundState,
): TournamentEvent[] {
  const { at } = command.data;
  const config = state.config!;
  const final = isFinalRound(state, round);
  if (final) return [ended(state, at, round)];
  const winners = round.tables.map(winnerOf);
  const tables: PairedTable[] = [];
  for (let i = 0; i < winners.length; i += 2)
    tables.push({ table: tables.length + 1, a: winners[i]!, b: winners[i + 1]! });
  if (winners.length === 2 && config.topCut.thirdPlaceMatch)
    tables.push({ table: 2, a: loserOf(round.tables[0]!), b: loserOf(round.tables[1]!) });
  const number = round.number + 1;
  return [
    { type: 'RoundPaired', data: { round: number, stage: 'top-cut', tables, method: 'bracket', at } },
    ...walkovers(state, number, tables, winners.length === 2, at),
  ];
}

/** The cut from the final standings (002 C.2): players still in the event, ties on a cut place settled by a tiebreak match. */
function cutSeeds(
  state: TournamentState,
  resolvedOrder: readonly string[] | undefined,
): string[] | readonly (readonly string[])[] {
  const standings = tournamentStandings(state, true);
  const unresolved = standings.tiebreakMatches.filter((group) => !group.every((id) => resolvedOrder?.includes(id)));
  if (unresolved.length > 0) return unresolved;
  const ids = standings.rows.filter((r) => !r.dropped).map((r) => r.player);
  for (const group of standings.tiebreakMatches) {
    const slots = group.map((id) => ids.indexOf(id)).sort((x, y) => x - y);
    const ordered = [...group].sort((x, y) => resolvedOrder!.indexOf(x) - resolvedOrder!.indexOf(y));
    slots.forEach((slot, k) => (ids[slot] = ordered[k]!));
  }
  return ids.slice(0, state.config!.topCut.size);
}

export function decideStartTopCut(command: CommandOf<'StartTopCut'>, state: TournamentState): Decision {
  const config = state.config;
  if (!config || state.status !== 'registration-closed')
    return state.status === 'top-cut' ? refuse.topCutStarted(command) : refuse.notCreated(command);
  if (config.topCut.size === 0) return refuse.noTopCut(command);
  if (!swissFinished(state)) return openRound(state) ? refuse.roundOpen(command) : refuse.swissUnfinished(command);
  const eligible = state.order.filter((id) => state.players[id]!.droppedAfterRound === undefined);
  if (eligible.length < config.topCut.size) return refuse.tooFewForCut(command);
  const seeds = cutSeeds(state, command.data.resolvedOrder);
  if (typeof seeds[0] !== 'string')
    return refuse.tiebreakNeeded((seeds as readonly (readonly string[])[]).map((g) => playerNames(state, g)))(command);
  const ids = seeds as string[];
  const tables = firstBracketRound(ids).map((t, i) => ({ table: i + 1, ...t }));
  const { at } = command.data;
  return [
    { type: 'TopCutStarted', data: { size: config.topCut.size, seeds: ids, at } },
    {
      type: 'RoundPaired',
      data: { round: lastRoundNumber(state) + 1, stage: 'top-cut', tables, method: 'bracket', at },
    },
  ];
}

/** Ties on a prize place still to be played off before the end (002 C.2.4.2). */
function prizeTies(state: TournamentState): readonly (readonly string[])[] {
  if (!swissFinished(state) || (state.config!.format.prizePlaces ?? 0) === 0) return [];
  const standings = tournamentStandings(
    { ...state, config: { ...state.config!, format: { ...state.config!.format, relevantPlaces: 0 } } },
    true,
  );
  return standings.tiebreakMatches;
}

/** Ends the event: final placings stored, the seed revealed (anyone can then re-derive every draw). */
export function decideEndTournament(command: CommandOf<'EndTournament'>, state: TournamentState): Decision {
  if (openRound(state)) return refuse.roundOpen(command);
  if (!state.config) return refuse.notCreated(command);
  const ties = prizeTies(state);
  if (ties.length > 0) return refuse.tiebreakNeeded(ties.map((g) => playerNames(state, g)))(command);
  return [ended(state, command.data.at)];
}

/** Tables for the groups the standings ask a match for: in each group's seeded order, first v second, third v fourth. */
function tiebreakTables(groups: readonly (readonly string[])[]): PairedTable[] {
  const tables: PairedTable[] = [];
  for (const group of groups)
    for (let i = 0; i + 1 < group.length; i += 2)
      tables.push({ table: tables.length + 1, a: group[i]!, b: group[i + 1]! });
  return tables;
}

function checkTiebreakTables(tables: readonly PairedTable[], groups: readonly (readonly string[])[]): boolean {
  const seated = tables.flatMap((t) => [t.a, t.b]);
  if (tables.length === 0 || new Set(seated).size !== seated.length || tables.some((t, i) => t.table !== i + 1))
    return false;
  return tables.every((t) => t.b !== null && groups.some((g) => g.includes(t.a) && g.includes(t.b!)));
}

/**
 * 002 C.2.4.2 "Ronda de desempate": after the last Swiss round, players whose cut or prize place
 * depends on chance play an untimed match; the standings then order them by it.
 */
export function decidePairTiebreak(command: CommandOf<'PairTiebreakRound'>, state: TournamentState): Decision {
  if (state.status !== 'registration-closed') return refuse.registrationNotOpen(command);
  if (openRound(state)) return refuse.roundOpen(command);
  if (!swissFinished(state)) return refuse.swissUnfinished(command);
  // The cut's ties, else (an event ended without its cut) the prize places' ties.
  const cutTies = tournamentStandings(state, true).tiebreakMatches;
  const groups = cutTies.length > 0 ? cutTies : prizeTies(state);
  if (groups.length === 0) return refuse.noTiebreakNeeded(command);
  const given = command.data.tables;
  if (given !== undefined && !checkTiebreakTables(given, groups))
    return refuse.badTables('each table seats two players of one tie still to settle')(command);
  const tables = given ?? tiebreakTables(groups);
  return [
    {
      type: 'RoundPaired',
      data: {
        round: lastRoundNumber(state) + 1,
        stage: 'tiebreak',
        tables,
        method: given ? 'manual' : 'tiebreak',
        at: command.data.at,
      },
    },
  ];
}
