import type { Square } from './options.js';

/**
 * Squares of a tactical scene (003, "Regla de tácticas y miniaturas"). Squares are `[x, y]` from
 * the top left. A step goes to any of the 8 neighbouring squares, so adjacency includes diagonals
 * and a straight line runs along a row, a column or a diagonal (RULES-NOTES.md, "The grid").
 */

export interface Size {
  readonly width: number;
  readonly height: number;
}

export const sameSquare = (a: Square, b: Square): boolean => a[0] === b[0] && a[1] === b[1];
export const squareKey = (s: Square): string => `${s[0]},${s[1]}`;
export const inside = (s: Square, size: Size): boolean =>
  s[0] >= 0 && s[1] >= 0 && s[0] < size.width && s[1] < size.height;

/** Steps between two squares moving in 8 directions. */
export function distance(a: Square, b: Square): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));
}

export const adjacent = (a: Square, b: Square): boolean => distance(a, b) === 1;

const DIRECTIONS: readonly Square[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/**
 * Free squares reachable in at most `steps` steps without passing through an occupied square
 * (003, "Moverte dentro de la escena": "hasta 5 casillas"), nearest first, then by row and column.
 */
export function reachable(from: Square, steps: number, size: Size, occupied: ReadonlySet<string>): Square[] {
  const seen = new Set([squareKey(from)]);
  const out: Square[] = [];
  let frontier: Square[] = [from];
  for (let step = 1; step <= steps && frontier.length > 0; step += 1) {
    const next: Square[] = [];
    for (const square of frontier) {
      for (const [dx, dy] of DIRECTIONS) {
        const to: Square = [square[0] + dx, square[1] + dy];
        const key = squareKey(to);
        if (!inside(to, size) || seen.has(key) || occupied.has(key)) continue;
        seen.add(key);
        next.push(to);
      }
    }
    next.sort(byRowThenColumn);
    out.push(...next);
    frontier = next;
  }
  return out;
}

export function byRowThenColumn(a: Square, b: Square): number {
  return a[1] - b[1] || a[0] - b[0];
}

/**
 * The squares strictly between two squares on one row, column or diagonal, from `from` towards
 * `to`; null when they are not on one straight line (003, "Ataque Embestida": "en línea recta").
 */
export function lineBetween(from: Square, to: Square): Square[] | null {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  if ((dx === 0 && dy === 0) || (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy))) return null;
  const n = distance(from, to);
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  return Array.from({ length: n - 1 }, (_, i): Square => [from[0] + sx * (i + 1), from[1] + sy * (i + 1)]);
}

/** Every square of a scene, by row then column. */
export function allSquares(size: Size): Square[] {
  const out: Square[] = [];
  for (let y = 0; y < size.height; y += 1) for (let x = 0; x < size.width; x += 1) out.push([x, y]);
  return out;
}
