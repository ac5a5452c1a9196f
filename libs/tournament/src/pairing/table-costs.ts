import type { PairingCosts } from './pairing-problem.js';
import type { SwissEntrant, TablePairing } from './swiss-pairing.js';

/** What one table costs by the pairing criteria (tournament-anchors.md §3.4, README "Pairing"). */
export interface TableCost {
  readonly table: number;
  readonly a: string;
  readonly b: string | null;
  readonly pointsA: number;
  readonly pointsB: number | null;
  /** The two have met before. */
  readonly rematch: boolean;
  /** Difference in match points (0 for a bye). */
  readonly gap: number;
  /** Floats repeated from the last round (the higher floating down again, the lower up again). */
  readonly repeatedFloats: number;
  /** The bye goes to a player who already had one while someone else has had fewer. */
  readonly extraBye: boolean;
}

function floats(upper: SwissEntrant, lower: SwissEntrant): number {
  if (upper.points === lower.points) return 0;
  return (upper.lastFloat === 'down' ? 1 : 0) + (lower.lastFloat === 'up' ? 1 : 0);
}

/** One table's cost: a bye (an extra one when its player already has more byes than the fewest), or a pairing. */
function tableCost(t: TablePairing, byId: ReadonlyMap<string, SwissEntrant>, fewestByes: number): TableCost {
  const a = byId.get(t.a)!;
  if (t.b === null)
    return {
      table: t.table,
      a: t.a,
      b: null,
      pointsA: a.points,
      pointsB: null,
      rematch: false,
      gap: 0,
      repeatedFloats: 0,
      extraBye: a.byes > fewestByes,
    };
  const b = byId.get(t.b)!;
  const [upper, lower] = a.points >= b.points ? [a, b] : [b, a];
  return {
    table: t.table,
    a: t.a,
    b: t.b,
    pointsA: a.points,
    pointsB: b.points,
    rematch: a.opponents.includes(b.id),
    gap: Math.abs(a.points - b.points),
    repeatedFloats: floats(upper, lower),
    extraBye: false,
  };
}

/** The cost of any set of tables (the engine's, or the organizer's by hand) for the same entrants. */
export function tableCosts(
  entrants: readonly SwissEntrant[],
  tables: readonly TablePairing[],
): { readonly tables: readonly TableCost[]; readonly costs: PairingCosts } {
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const fewestByes = Math.min(...entrants.map((e) => e.byes));
  const rows = tables.map((t) => tableCost(t, byId, fewestByes));
  const costs = rows.reduce(
    (c, r) => ({
      rematches: c.rematches + (r.rematch ? 1 : 0),
      squaredGaps: c.squaredGaps + r.gap * r.gap,
      repeatedFloats: c.repeatedFloats + r.repeatedFloats,
    }),
    { rematches: 0, squaredGaps: 0, repeatedFloats: 0 },
  );
  return { tables: rows, costs };
}
