import { type SwissFormat, type SwissHistory, type TiebreakCriterion } from '../history/model.js';
import { playerRecords, type PlayerRecord } from '../history/records.js';
import { seededPositions, type TournamentSeed } from '../history/seeded-random.js';
import { criterionValue, headToHead, type CriterionContext } from './criteria.js';

export interface StandingRow {
  readonly rank: number;
  readonly player: string;
  readonly points: number;
  /** Every criterion of the chain (head-to-head: +1/−1 within a tied pair, else null). */
  readonly tiebreakers: Readonly<Record<string, number | null>>;
  /** The place was decided at random from the seed (002 C.2.4.1), shown as such. */
  readonly random: boolean;
  /** A random tie straddles the last relevant place (cut or prize): the organizer pairs a tiebreak match (002 C.2.4.2). */
  readonly tiebreakMatch: boolean;
  readonly record: { readonly wins: number; readonly draws: number; readonly losses: number; readonly byes: number };
  readonly dropped: boolean;
}

export interface Standings {
  readonly rows: readonly StandingRow[];
  /** Groups of players whose relevant places must be settled by a tiebreak match (002 C.2.4.2). */
  readonly tiebreakMatches: readonly (readonly string[])[];
}

const EPSILON = 1e-9;

type Values = ReadonlyMap<string, Readonly<Record<string, number | null>>>;

function splitBlock(block: readonly PlayerRecord[], criterion: TiebreakCriterion | 'points', values: Values): PlayerRecord[][] {
  if (block.length === 1) return [[...block]];
  if (criterion === 'head-to-head') {
    if (block.length !== 2) return [[...block]];
    const order = headToHead(block[0]!, block[1]!);
    if (order === 0) return [[...block]];
    return order > 0 ? [[block[0]!], [block[1]!]] : [[block[1]!], [block[0]!]];
  }
  const value = (r: PlayerRecord): number => (criterion === 'points' ? r.points : (values.get(r.id)![criterion] as number));
  const sorted = [...block].sort((x, y) => value(y) - value(x));
  const parts: PlayerRecord[][] = [];
  for (const record of sorted) {
    const last = parts[parts.length - 1];
    if (last && Math.abs(value(last[0]!) - value(record)) < EPSILON) last.push(record);
    else parts.push([record]);
  }
  return parts;
}

function headToHeadValues(blocks: readonly PlayerRecord[][], values: Map<string, Record<string, number | null>>): void {
  for (const block of blocks) {
    if (block.length !== 2) continue;
    const order = headToHead(block[0]!, block[1]!);
    values.get(block[0]!.id)!['head-to-head'] = order;
    values.get(block[1]!.id)!['head-to-head'] = -order || 0;
  }
}

function tieBlocks(records: readonly PlayerRecord[], chain: readonly TiebreakCriterion[], values: Map<string, Record<string, number | null>>): PlayerRecord[][] {
  let blocks: PlayerRecord[][] = [[...records]];
  for (const criterion of ['points' as const, ...chain]) {
    if (criterion === 'head-to-head') headToHeadValues(blocks, values);
    blocks = blocks.flatMap((block) => splitBlock(block, criterion, values));
  }
  return blocks;
}

function recordCounts(record: PlayerRecord): StandingRow['record'] {
  const count = (outcome: string) => record.entries.filter((e) => e.outcome === outcome).length;
  return { wins: count('win'), draws: count('draw'), losses: count('loss'), byes: record.byes };
}

/**
 * Standings after the finished rounds: match points 3/1/0, then the format's tiebreak chain, then
 * random from the seed (002 C.2). Dropped players stay in the standings.
 */
export function computeStandings(history: SwissHistory, format: SwissFormat, seed: TournamentSeed): Standings {
  const records = playerRecords(history, format);
  const ctx: CriterionContext = { records, format };
  const values = new Map<string, Record<string, number | null>>();
  for (const record of records.values()) {
    values.set(record.id, Object.fromEntries(format.tiebreakers.map((c) => [c, criterionValue(c, record, ctx)])));
  }
  const blocks = tieBlocks([...records.values()], format.tiebreakers, values);
  const randomOrder = seededPositions(seed, 'standings:random', [...records.keys()]);
  const rows: StandingRow[] = [];
  const tiebreakMatches: string[][] = [];
  const roundCount = history.rounds.length;
  const playerById = new Map(history.players.map((p) => [p.id, p]));
  for (const block of blocks) {
    const ordered = [...block].sort((x, y) => randomOrder.get(x.id)! - randomOrder.get(y.id)!);
    const random = block.length > 1;
    const relevant = random && rows.length < format.relevantPlaces && rows.length + block.length > format.relevantPlaces;
    if (relevant) tiebreakMatches.push(ordered.map((r) => r.id));
    for (const record of ordered) {
      const player = playerById.get(record.id)!;
      rows.push({
        rank: rows.length + 1, player: record.id, points: record.points, tiebreakers: values.get(record.id)!, random,
        tiebreakMatch: relevant, record: recordCounts(record),
        dropped: player.droppedAfterRound !== undefined && player.droppedAfterRound <= roundCount,
      });
    }
  }
  return { rows, tiebreakMatches };
}
