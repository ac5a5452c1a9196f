import type { Seat } from '@cronica/rules-kernel';

/**
 * The battlefield (RULES-NOTES.md, "The base game"): the rulebook gives no geometry, so the
 * engine uses the smallest board on which every written rule means something — 5 columns by 5
 * rows of zones, seat 0's summoning line on row 0 and seat 1's on row 4. Zones are numbered
 * `row * COLUMNS + column`. Neighbours are orthogonal: a troop's threat area (zona de amenaza) is
 * the zones next to it; its lateral zones are its neighbours on the same row.
 */

export const COLUMNS = 5;
export const ROWS = 5;
export const ZONES = COLUMNS * ROWS;

export const rowOf = (zone: number): number => Math.floor(zone / COLUMNS);
export const columnOf = (zone: number): number => zone % COLUMNS;
export const zoneAt = (column: number, row: number): number => row * COLUMNS + column;
export const onBoard = (column: number, row: number): boolean =>
  column >= 0 && column < COLUMNS && row >= 0 && row < ROWS;
export const isZone = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < ZONES;

/** The row of a seat's summoning line (línea de invocación). */
export const lineRow = (seat: Seat): number => (seat === 0 ? 0 : ROWS - 1);
export const onLineOf = (zone: number, seat: Seat): boolean => rowOf(zone) === lineRow(seat);
export const lineZones = (seat: Seat): number[] =>
  Array.from({ length: COLUMNS }, (_, column) => zoneAt(column, lineRow(seat)));

/** The zones `steps` away from `zone` in a straight line, up, left, right and down, that are on the board. */
function straightZones(zone: number, steps: number): number[] {
  const [c, r] = [columnOf(zone), rowOf(zone)];
  return (
    [
      [0, -steps],
      [-steps, 0],
      [steps, 0],
      [0, steps],
    ] as const
  )
    .filter(([dc, dr]) => onBoard(c + dc, r + dr))
    .map(([dc, dr]) => zoneAt(c + dc, r + dr));
}

const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: ZONES }, (_, zone) => straightZones(zone, 1));

/** Orthogonal neighbours, in zone order. */
export const neighbours = (zone: number): readonly number[] => NEIGHBOURS[zone]!;
export const adjacent = (a: number, b: number): boolean => NEIGHBOURS[a]!.includes(b);
/** Lateral neighbours: same row (A.9.4). */
export const lateral = (a: number, b: number): boolean => adjacent(a, b) && rowOf(a) === rowOf(b);

/** Zones exactly two steps away in a straight line (ranged combat, RULES-NOTES.md). */
export const rangedZones = (zone: number): number[] => straightZones(zone, 2);

/**
 * What lies behind `target` seen from `from`, in a straight line (A.10.1 Arrasar): the next zone,
 * or the player whose summoning line `target` is on when the line leaves the board there, or
 * nothing (the side of the board).
 */
export function behind(from: number, target: number): { zone: number } | { player: Seat } | null {
  const [dc, dr] = [columnOf(target) - columnOf(from), rowOf(target) - rowOf(from)];
  const [c, r] = [columnOf(target) + dc, rowOf(target) + dr];
  if (onBoard(c, r)) return { zone: zoneAt(c, r) };
  if (dc === 0 && r < 0) return { player: 0 };
  if (dc === 0 && r >= ROWS) return { player: 1 };
  return null;
}

/** How far `zone` is from the seat's own summoning line, in rows. */
export const advance = (zone: number, seat: Seat): number => (seat === 0 ? rowOf(zone) : ROWS - 1 - rowOf(zone));

/** "C3" style name: column letter and row number from the viewer-independent seat-0 side. */
export const zoneName = (zone: number): string => `${'ABCDE'[columnOf(zone)]}${rowOf(zone) + 1}`;
