import type { SwissFormat, SwissHistory, SwissPlayer } from '../history/model.js';
import { playerRecords, type PlayerRecord } from '../history/records.js';
import { seededPositions, type TournamentSeed } from '../history/seeded-random.js';
import { criterionValue, type CriterionContext } from './criteria.js';
import { resolveByTiebreakMatches, tieBlocks, type CriterionValues } from './tie-order.js';

export interface StandingRow {
  readonly rank: number;
  readonly player: string;
  readonly points: number;
  /** Every criterion of the chain (head-to-head: +1/−1 within a tied pair, else null). */
  readonly tiebreakers: Readonly<Record<string, number | null>>;
  /** The place was decided at random from the seed (002 C.2.4.1), shown as such. */
  readonly random: boolean;
  /** A cut or prize place depends on this tie: it is settled by a tiebreak match (002 C.2.4.2). */
  readonly tiebreakMatch: boolean;
  readonly record: { readonly wins: number; readonly draws: number; readonly losses: number; readonly byes: number };
  readonly dropped: boolean;
}

export interface Standings {
  /** Swiss rounds the standings cover. */
  readonly round: number;
  /** After the last Swiss round (or the history is final): relevant ties need a tiebreak match. */
  readonly final: boolean;
  readonly rows: readonly StandingRow[];
  /** Players whose relevant places a tiebreak match must settle, each group in seeded order (002 C.2.4.2). */
  readonly tiebreakMatches: readonly (readonly string[])[];
}

function recordCounts(record: PlayerRecord): StandingRow['record'] {
  const count = (outcome: string) => record.entries.filter((e) => e.outcome === outcome).length;
  return { wins: count('win'), draws: count('draw'), losses: count('loss'), byes: record.byes };
}

function criterionValues(records: ReadonlyMap<string, PlayerRecord>, format: SwissFormat): CriterionValues {
  const ctx: CriterionContext = { records, format };
  const values: CriterionValues = new Map();
  for (const record of records.values())
    values.set(record.id, Object.fromEntries(format.tiebreakers.map((c) => [c, criterionValue(c, record, ctx)])));
  return values;
}

/** Whether a place can still be settled at random: only before the last Swiss round (002 C.2.4.2). */
function isFinal(history: SwissHistory, format: SwissFormat): boolean {
  return format.plannedRounds === null || history.rounds.length >= format.plannedRounds;
}

/**
 * A player who dropped (or was disqualified) takes no cut or prize place: the next one does. Any
 * recorded drop counts — one during a tiebreak round or the top cut too (`historyAt` leaves out the
 * drops made after the standings it rebuilds).
 */
const isDropped = (player: SwissPlayer) => player.droppedAfterRound !== undefined;

/**
 * Whether a tie of `count` players still in the event, taking the places after the first `placed`,
 * is settled by a tiebreak match (002 C.2.4.2: "cuando uno o ambos jugadores opten a una posición
 * de premio o clasificación"): a tie across the cut line (who qualifies), or on a prize place. A
 * tie wholly inside the cut decides only seeds: by default it is drawn (C.2.4.1), `cutSeedTies`.
 */
export function tieNeedsMatch(format: SwissFormat, placed: number, count: number): boolean {
  const cut = format.relevantPlaces;
  if (count < 2 || placed >= Math.max(cut, format.prizePlaces)) return false;
  return format.cutSeedTies === 'match' || placed + count > cut;
}

/**
 * Standings after the finished rounds (002 C.2): match points 3/1/0, then the format's tiebreak
 * chain, then — only where no cut or prize place depends on it — random from the seed (C.2.4.1).
 * Where one does (C.2.4.2) after the last Swiss round, the tie is marked for a tiebreak match, and
 * the tiebreak matches already played order it. Places are counted over players still in the
 * event: dropped players keep their row but never take a cut or prize place, so in a tie they come
 * after the players still in, and only those carry the random mark (their order is what chance decided).
 */
export function computeStandings(history: SwissHistory, format: SwissFormat, seed: TournamentSeed | null): Standings {
  const records = playerRecords(history, format);
  const values = criterionValues(records, format);
  const blocks = tieBlocks([...records.values()], format.tiebreakers, values);
  // Without the seed (still secret), a tie's order is by id: the same for everyone, and marked random.
  const ids = [...records.keys()];
  const randomOrder =
    seed === null
      ? new Map([...ids].sort().map((id, index) => [id, index]))
      : seededPositions(seed, 'standings:random', ids);
  const final = isFinal(history, format);
  const playerById = new Map(history.players.map((p) => [p.id, p]));
  const dropped = (id: string) => isDropped(playerById.get(id)!);
  const rows: StandingRow[] = [];
  const tiebreakMatches: string[][] = [];
  let placed = 0;
  for (const block of blocks) {
    const tied = block.map((r) => r.id).sort((x, y) => randomOrder.get(x)! - randomOrder.get(y)!);
    for (const part of final ? resolveByTiebreakMatches(tied, history.tiebreaks ?? []) : [tied]) {
      const eligible = part.filter((id) => !dropped(id));
      const needsMatch = final && tieNeedsMatch(format, placed, eligible.length);
      if (needsMatch) tiebreakMatches.push(eligible);
      for (const id of [...eligible, ...part.filter(dropped)]) {
        const record = records.get(id)!;
        const stillIn = !dropped(id);
        rows.push({
          rank: rows.length + 1,
          player: id,
          points: record.points,
          tiebreakers: values.get(id)!,
          random: stillIn && eligible.length > 1,
          tiebreakMatch: needsMatch && stillIn,
          record: recordCounts(record),
          dropped: !stillIn,
        });
      }
      placed += eligible.length;
    }
  }
  return { round: history.rounds.length, final, rows, tiebreakMatches };
}
