/**
 * Whether a graph has a perfect matching, by a method that shares nothing with the pairing engine:
 * the Tutte matrix with random values modulo a prime is non-singular exactly when one exists, with
 * high probability (Lovász 1979). The values come from a fixed generator, so the answer is the same
 * on every run; a "no" could be wrong with probability ≤ n/p per try (two tries), a "yes" never is.
 */
const P = 67_108_859; // a prime below 2^26: products of two residues stay below 2^52, exact in a double

const mul = (a: number, b: number): number => (a * b) % P;

function inverse(a: number): number {
  let [result, base, exp] = [1, a, P - 2];
  while (exp > 0) {
    if (exp & 1) result = mul(result, base);
    base = mul(base, base);
    exp = Math.floor(exp / 2);
  }
  return result;
}

function nonSingular(matrix: number[][]): boolean {
  const n = matrix.length;
  for (let col = 0; col < n; col += 1) {
    const pivot = matrix.findIndex((row, r) => r >= col && row[col] !== 0);
    if (pivot < 0) return false;
    [matrix[col], matrix[pivot]] = [matrix[pivot]!, matrix[col]!];
    const top = matrix[col]!;
    const scale = inverse(top[col]!);
    for (let r = col + 1; r < n; r += 1) {
      const row = matrix[r]!;
      if (row[col] === 0) continue;
      const factor = mul(row[col]!, scale);
      for (let c = col; c < n; c += 1) row[c] = (row[c]! - mul(factor, top[c]!) + P) % P;
    }
  }
  return true;
}

export function hasPerfectMatching(n: number, edges: readonly (readonly [number, number])[]): boolean {
  if (n % 2 === 1) return false;
  if (n === 0) return true;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let x = 0x9e3779b9 ^ (attempt * 0x85ebca6b) ^ n;
    const next = () => {
      x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
      x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
      x = (x ^ (x >>> 16)) >>> 0;
      return 1 + (x % (P - 1));
    };
    const matrix = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (const [i, j] of edges) {
      const value = next();
      matrix[i]![j] = value;
      matrix[j]![i] = P - value;
    }
    if (nonSingular(matrix)) return true;
  }
  return false;
}
