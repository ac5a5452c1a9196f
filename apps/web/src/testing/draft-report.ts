import type { DraftReport } from '../graphql/draft-report';

type DraftTable = DraftReport['tables'][number];

/** A table of the pairing engine's report: its players' points before the round, the gap between them, and whether it repeats a pairing. */
export const draftTable = (
  table: number,
  playerA: string,
  playerB: string,
  pointsA: number,
  pointsB: number,
  rematch = false,
): DraftTable => ({
  table,
  playerA,
  playerB,
  pointsA,
  pointsB,
  rematch,
  gap: Math.abs(pointsA - pointsB),
  repeatedFloats: 0,
  extraBye: false,
});

const NO_COSTS: DraftReport['costs'] = { rematches: 0, repeatedFloats: 0, squaredGaps: 0 };

/** The engine's report on a draft of round 2 that costs nothing (as good as the optimal); a spec passes what it checks in `extra`. */
export const draftReport = (tables: readonly DraftTable[], extra: Partial<DraftReport> = {}): DraftReport => ({
  round: 2,
  largestGap: 0,
  worseThanOptimal: false,
  playersWithoutList: [],
  rematches: [],
  costs: NO_COSTS,
  optimal: NO_COSTS,
  tables: [...tables],
  ...extra,
});
