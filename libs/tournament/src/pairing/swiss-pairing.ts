import { isActiveIn, type SwissFormat, type SwissHistory } from '../history/model.js';
import { playerRecords } from '../history/records.js';
import { seededOrder, seededPositions, type TournamentSeed } from '../history/seeded-random.js';
import { computeStandings } from '../standings/standings.js';
import { problems, type TournamentProblem } from '../violations.js';
import { exactPairing, type PairingPath } from './exact-pairing.js';
import { buildProblem, type PairingCosts, type PairingPlayer } from './pairing-problem.js';

/** A player to pair, as the standings see them before the round. */
export interface SwissEntrant {
  readonly id: string;
  readonly points: number;
  /** Standings rank (1 = top), ties already broken. */
  readonly rank: number;
  readonly byes: number;
  readonly opponents: readonly string[];
  readonly lastFloat: 'down' | 'up' | null;
}

export interface TablePairing {
  readonly table: number;
  readonly a: string;
  /** null: `a` has the bye. */
  readonly b: string | null;
}

export interface RoundPairing {
  readonly round: number;
  readonly pairings: readonly TablePairing[];
  readonly bye: string | null;
  /** Round 1 is random; later rounds are exact, proven by the lower bound or by the blossom's dual. */
  readonly method: 'random' | 'lower-bound' | 'certified-blossom';
  readonly costs: PairingCosts;
  /** Tables whose players have different match points. */
  readonly crossGroupPairs: number;
}

export type PairingOutcome =
  { readonly ok: true; readonly pairing: RoundPairing } | { readonly ok: false; readonly problem: TournamentProblem };

/** What decides among equally good pairings: the tournament seed and this round's draw. */
export interface PairingDraw {
  readonly seed: TournamentSeed;
  /** 0 for the first pairing of a round; the organizer's re-pairs draw again (1, 2, …). */
  readonly attempt?: number;
  /** Which algorithm proves the optimum (tests and benchmarks force the blossom). */
  readonly path?: PairingPath;
}

/** The label of a round's draw: anyone with the revealed seed re-derives it (`seededOrder`). */
export function drawLabel(round: number, attempt = 0): string {
  return attempt === 0 ? `pairing:round-${round}` : `pairing:round-${round}:attempt-${attempt}`;
}

interface SolvedField {
  readonly pairs: readonly (readonly [SwissEntrant, SwissEntrant])[];
  readonly costs: PairingCosts;
  readonly proof: 'lower-bound' | 'certified-blossom';
}

/**
 * The field in standings order (points descending, then rank) and as a pairing problem's players,
 * `orderOf` giving each one's position in the round's draw.
 */
export function standingsProblem(
  field: readonly SwissEntrant[],
  orderOf: (entrant: SwissEntrant) => number,
): { readonly sorted: readonly SwissEntrant[]; readonly players: readonly PairingPlayer[] } {
  const sorted = [...field].sort((x, y) => y.points - x.points || x.rank - y.rank);
  const index = new Map(sorted.map((e, i) => [e.id, i]));
  const players = sorted.map((e) => ({
    id: e.id,
    points: e.points,
    lastFloat: e.lastFloat,
    order: orderOf(e),
    met: new Set(e.opponents.map((o) => index.get(o)).filter((i): i is number => i !== undefined)),
  }));
  return { sorted, players };
}

function solveField(
  field: readonly SwissEntrant[],
  draws: ReadonlyMap<string, number>,
  path: PairingPath,
): SolvedField {
  const { sorted, players } = standingsProblem(field, (entrant) => draws.get(entrant.id)!);
  const solved = exactPairing(buildProblem(players), path);
  return {
    pairs: solved.pairs.map(([i, j]) => [sorted[i]!, sorted[j]!] as const),
    costs: solved.costs,
    proof: solved.proof,
  };
}

/** The same pairing through the certified blossom alone (the general path; tests and benchmarks compare both). */
export function pairEvenFieldByBlossom(
  field: readonly SwissEntrant[],
  round: number,
  draw: PairingDraw,
): { readonly pairs: readonly (readonly [string, string])[]; readonly costs: PairingCosts } {
  if (field.length % 2 !== 0) throw new RangeError('an even field is needed');
  const solved = solveField(field, drawPositions(field, round, draw), 'blossom');
  return { pairs: solved.pairs.map(([x, y]) => [x.id, y.id] as const), costs: solved.costs };
}

function drawPositions(entrants: readonly SwissEntrant[], round: number, draw: PairingDraw): Map<string, number> {
  return seededPositions(
    draw.seed,
    drawLabel(round, draw.attempt),
    entrants.map((e) => e.id),
  );
}

/**
 * Bye order: players who have not had a bye; among them the lowest match points, then
 * the lowest in the standings. If everyone has had one, those with the fewest byes.
 */
export function byeCandidates(entrants: readonly SwissEntrant[]): SwissEntrant[] {
  const fewest = Math.min(...entrants.map((e) => e.byes));
  return entrants.filter((e) => e.byes === fewest).sort((x, y) => x.points - y.points || y.rank - x.rank);
}

function chooseBye(
  entrants: readonly SwissEntrant[],
  draws: ReadonlyMap<string, number>,
  path: PairingPath,
): { bye: SwissEntrant; solved: SolvedField } {
  let best: { bye: SwissEntrant; solved: SolvedField } | null = null;
  for (const candidate of byeCandidates(entrants)) {
    const solved = solveField(
      entrants.filter((e) => e !== candidate),
      draws,
      path,
    );
    if (best === null || solved.costs.rematches < best.solved.costs.rematches) best = { bye: candidate, solved };
    if (solved.costs.rematches === 0) break;
  }
  return best!;
}

function toTables(pairs: SolvedField['pairs'], bye: SwissEntrant | null): TablePairing[] {
  const ordered = pairs.map(([x, y]) => (x.rank <= y.rank ? [x, y] : [y, x])).sort((p, q) => p[0]!.rank - q[0]!.rank);
  const tables: TablePairing[] = ordered.map(([a, b], i) => ({ table: i + 1, a: a!.id, b: b!.id }));
  if (bye) tables.push({ table: tables.length + 1, a: bye.id, b: null });
  return tables;
}

/** Exact Swiss pairing of one round for the given entrants; the draw decides among equal optima. */
export function pairEntrants(
  round: number,
  entrants: readonly SwissEntrant[],
  exhausted: SwissFormat['exhaustedPairings'],
  draw: PairingDraw,
): PairingOutcome {
  if (entrants.length < 2) return { ok: false, problem: problems.tooFewPlayers() };
  const draws = drawPositions(entrants, round, draw);
  const path = draw.path ?? 'auto';
  const { bye, solved } =
    entrants.length % 2 === 1
      ? chooseBye(entrants, draws, path)
      : { bye: null as SwissEntrant | null, solved: solveField(entrants, draws, path) };
  if (solved.costs.rematches > 0 && exhausted === 'refuse')
    return { ok: false, problem: problems.exhausted(solved.costs.rematches) };
  return {
    ok: true,
    pairing: {
      round,
      pairings: toTables(solved.pairs, bye),
      bye: bye?.id ?? null,
      method: solved.proof,
      costs: solved.costs,
      crossGroupPairs: solved.pairs.filter(([x, y]) => x.points !== y.points).length,
    },
  };
}

/** Round 1 (or a field with no results yet): the seeded draw, first v second…; the last drawn gets the bye. */
function randomRound(round: number, ids: readonly string[], draw: PairingDraw): RoundPairing {
  const order = seededOrder(draw.seed, drawLabel(round, draw.attempt), ids);
  const pairings: TablePairing[] = [];
  for (let i = 0; i < order.length; i += 2)
    pairings.push({ table: pairings.length + 1, a: order[i]!, b: order[i + 1] ?? null });
  return {
    round,
    pairings,
    bye: order.length % 2 === 1 ? order[order.length - 1]! : null,
    method: 'random',
    costs: { rematches: 0, squaredGaps: 0, repeatedFloats: 0 },
    crossGroupPairs: 0,
  };
}

/** The entrants of the next round, in standings order, from a (valid) history. */
export function entrantsForNextRound(history: SwissHistory, format: SwissFormat, seed: TournamentSeed): SwissEntrant[] {
  const round = history.rounds.length + 1;
  const records = playerRecords(history, format);
  const standings = computeStandings(history, format, seed);
  const active = new Set(history.players.filter((p) => isActiveIn(p, round)).map((p) => p.id));
  return standings.rows
    .filter((row) => active.has(row.player))
    .map((row) => {
      const record = records.get(row.player)!;
      return {
        id: row.player,
        points: row.points,
        rank: row.rank,
        byes: record.byes,
        opponents: record.opponents,
        lastFloat: record.lastFloat,
      };
    });
}

/** Pairs the round after the history's last finished round (`attempt` > 0: the organizer's re-pair). */
export function pairNextRound(
  history: SwissHistory,
  format: SwissFormat,
  seed: TournamentSeed,
  attempt = 0,
): PairingOutcome {
  const round = history.rounds.length + 1;
  const entrants = entrantsForNextRound(history, format, seed);
  if (entrants.length < 2) return { ok: false, problem: problems.tooFewPlayers() };
  if (history.rounds.length === 0)
    return {
      ok: true,
      pairing: randomRound(
        round,
        entrants.map((e) => e.id),
        { seed, attempt },
      ),
    };
  return pairEntrants(round, entrants, format.exhaustedPairings, { seed, attempt });
}
