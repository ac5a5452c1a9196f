import type { SwissMatch, TiebreakCriterion } from '../history/model.js';
import type { PlayerRecord } from '../history/records.js';
import { headToHead } from './criteria.js';

/** Tiebreak values of every player, by criterion (head-to-head filled in as pairs are compared). */
export type CriterionValues = Map<string, Record<string, number | null>>;

const EPSILON = 1e-9;

function splitByValue<T>(block: readonly T[], value: (item: T) => number): T[][] {
  if (block.length === 1) return [[...block]];
  const sorted = [...block].sort((x, y) => value(y) - value(x));
  const parts: T[][] = [];
  for (const item of sorted) {
    const last = parts[parts.length - 1];
    if (last && Math.abs(value(last[0]!) - value(item)) < EPSILON) last.push(item);
    else parts.push([item]);
  }
  return parts;
}

/**
 * 002 C.2.2 "Enfrentamiento entre sí" compares two players ("el resultado de la partida jugada
 * entre ambos jugadores"), so it only ever splits a tie of exactly two; its value is recorded for
 * both (+1 / −1, 0 when they drew with equal SCORE or never met).
 */
function headToHeadSplit(block: readonly PlayerRecord[], values: CriterionValues): PlayerRecord[][] {
  if (block.length !== 2) return [[...block]];
  const [p, q] = block as [PlayerRecord, PlayerRecord];
  const order = headToHead(p, q);
  values.get(p.id)!['head-to-head'] = order;
  values.get(q.id)!['head-to-head'] = -order || 0;
  if (order === 0) return [[...block]];
  return order > 0 ? [[p], [q]] : [[q], [p]];
}

/**
 * Blocks of players still tied after points and the chain, best first. Reading of 002 C.2.2 (see
 * the README, "Standings"): head-to-head decides between two players. When more than two are tied
 * at its turn it is skipped; when a later criterion then splits the tie so that exactly two remain
 * tied, head-to-head decides between those two before the next criterion is used.
 */
export function tieBlocks(
  records: readonly PlayerRecord[],
  chain: readonly TiebreakCriterion[],
  values: CriterionValues,
): PlayerRecord[][] {
  let blocks: PlayerRecord[][] = [[...records]];
  let headToHeadReached = false;
  for (const criterion of ['points' as const, ...chain]) {
    if (criterion === 'head-to-head') headToHeadReached = true;
    else {
      const value = (r: PlayerRecord): number =>
        criterion === 'points' ? r.points : (values.get(r.id)![criterion] as number);
      blocks = blocks.flatMap((block) => splitByValue(block, value));
    }
    if (headToHeadReached) blocks = blocks.flatMap((block) => headToHeadSplit(block, values));
  }
  return blocks;
}

/**
 * Orders a tie the chain could not break by the tiebreak matches its players played (002 C.2.4.2):
 * by wins against each other, then again inside each group still level (a winner of the final
 * placed above the loser, as in a small bracket). Groups that matches have not separated yet are
 * returned whole (the caller draws them at random, or asks for another match).
 */
export function resolveByTiebreakMatches(block: readonly string[], matches: readonly SwissMatch[]): string[][] {
  if (block.length < 2) return [[...block]];
  const members = new Set(block);
  const wins = new Map(block.map((id) => [id, 0]));
  for (const m of matches) {
    if (m.b === null || !members.has(m.a) || !members.has(m.b) || m.winner === 'draw') continue;
    const winner = m.winner === 'a' ? m.a : m.b;
    wins.set(winner, wins.get(winner)! + 1);
  }
  const parts = splitByValue(block, (id) => wins.get(id)!);
  if (parts.length === 1) return [[...block]];
  return parts.flatMap((part) => resolveByTiebreakMatches(part, matches));
}
