import { assertNever } from '@cronica/util';
import type { SwissFormat, TiebreakCriterion } from '../history/model.js';
import { matchPoints, type PlayerRecord, type RoundEntry } from '../history/records.js';

/** Tiebreaker values of one player; criteria are defined in tournament-anchors.md §3 and 002 C.2. */
export interface CriterionContext {
  readonly records: ReadonlyMap<string, PlayerRecord>;
  readonly format: SwissFormat;
}

const mean = (values: readonly number[], empty: number): number =>
  values.length === 0 ? empty : values.reduce((sum, v) => sum + v, 0) / values.length;

function countsForOwnPercentage(entry: RoundEntry, format: SwissFormat): boolean {
  return entry.kind !== 'bye' || format.byeInOwnPercentage;
}

/** MTR App. C: match-win % = match points / (3 · rounds), floored (a bye round counts by default). */
export function matchWinPercentage(record: PlayerRecord, format: SwissFormat): number {
  const counted = record.entries.filter((e) => countsForOwnPercentage(e, format));
  if (counted.length === 0) return format.percentageFloor;
  const points = counted.reduce((sum, e) => sum + matchPoints(e.outcome), 0);
  return Math.max(format.percentageFloor, points / (3 * counted.length));
}

/** MTR App. C: game points (3 per game won, 1 per drawn game) / (3 · games), floored; a bye is 2–0. */
export function gameWinPercentage(record: PlayerRecord, format: SwissFormat): number {
  let points = 0;
  let games = 0;
  for (const e of record.entries) {
    points += 3 * e.gamesWon + e.gamesDrawn;
    games += e.gamesWon + e.gamesLost + e.gamesDrawn;
  }
  return games === 0 ? format.percentageFloor : Math.max(format.percentageFloor, points / (3 * games));
}

function opponentsOf(record: PlayerRecord, ctx: CriterionContext): PlayerRecord[] {
  return record.opponents.map((id) => ctx.records.get(id)!);
}

/** The mean of a percentage over the player's opponents (OMW, OGW); the floor when they met nobody. */
function opponentsMean(
  record: PlayerRecord,
  ctx: CriterionContext,
  percentage: (opponent: PlayerRecord, format: SwissFormat) => number,
): number {
  return mean(
    opponentsOf(record, ctx).map((o) => percentage(o, ctx.format)),
    ctx.format.percentageFloor,
  );
}

/** Sonneborn–Berger: the points of every beaten opponent plus half those of every drawn one. */
function sonnebornBerger(record: PlayerRecord, ctx: CriterionContext): number {
  let sum = 0;
  for (const e of record.entries) {
    if (e.kind !== 'match') continue;
    const points = ctx.records.get(e.opponent!)!.points;
    if (e.outcome === 'win') sum += points;
    else if (e.outcome === 'draw') sum += points / 2;
  }
  return sum;
}

/** The value of a criterion for one player; null for head-to-head, which compares two players. */
export function criterionValue(
  criterion: TiebreakCriterion,
  record: PlayerRecord,
  ctx: CriterionContext,
): number | null {
  const { format } = ctx;
  switch (criterion) {
    case 'score':
      return record.score;
    case 'head-to-head':
      return null;
    case 'opponents-points':
    case 'buchholz':
      return opponentsOf(record, ctx).reduce((sum, o) => sum + o.points, 0);
    case 'opponents-score':
      return opponentsOf(record, ctx).reduce((sum, o) => sum + o.score, 0);
    case 'omw':
      return opponentsMean(record, ctx, matchWinPercentage);
    case 'gw':
      return gameWinPercentage(record, format);
    case 'ogw':
      return opponentsMean(record, ctx, gameWinPercentage);
    case 'sonneborn-berger':
      return sonnebornBerger(record, ctx);
    default:
      return assertNever(criterion, 'tiebreak criterion');
  }
}

/**
 * 002 C.2.2 "Enfrentamiento entre sí": positive when `p` is ahead of `q` — the winner of their
 * match, or on a draw the better individual SCORE of that match; 0 when undecided or unplayed.
 */
export function headToHead(p: PlayerRecord, q: PlayerRecord): number {
  const meetings = p.entries.filter((e) => e.kind === 'match' && e.opponent === q.id);
  if (meetings.length === 0) return 0;
  const points = meetings.reduce((sum, e) => sum + matchPoints(e.outcome) - matchPoints(opposite(e.outcome)), 0);
  if (points !== 0) return Math.sign(points);
  return Math.sign(meetings.reduce((sum, e) => sum + e.score, 0));
}

function opposite(outcome: RoundEntry['outcome']): RoundEntry['outcome'] {
  if (outcome === 'draw') return 'draw';
  return outcome === 'win' ? 'loss' : 'win';
}
