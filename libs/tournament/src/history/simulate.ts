import {
  DEFAULT_FORMAT,
  type SwissFormat,
  type SwissHistory,
  type SwissMatch,
  type SwissPlayer,
  type SwissRound,
} from './model.js';
import { greedyPairing } from '../pairing/greedy.js';
import { entrantsForNextRound, pairNextRound } from '../pairing/swiss-pairing.js';

/**
 * A simulated Swiss history for benchmarks and property tests: round 1 from the seed, later rounds
 * by the greedy floor pairer; results drawn from a small seeded generator (mulberry32), never
 * from Math.random, so a benchmark is reproducible.
 */
export interface SimulationOptions {
  readonly players: number;
  /** Explicit roster (drops, late entries); otherwise p1..pN. */
  readonly roster?: readonly SwissPlayer[];
  readonly rounds: number;
  readonly seed: number;
  /** Share of drawn matches (default 0.05). */
  readonly drawRate?: number;
  readonly format?: SwissFormat;
}

export function seededGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function simulatedResult(a: string, b: string | null, next: () => number, drawRate: number): SwissMatch {
  if (b === null) return { a, b, winner: 'a' };
  const roll = next();
  const high = 1 + Math.floor(next() * 30);
  const low = -5 + Math.floor(next() * 6);
  if (roll < drawRate)
    return { a, b, winner: 'draw', lifeA: 1 + Math.floor(next() * 20), lifeB: 1 + Math.floor(next() * 20) };
  return roll < drawRate + (1 - drawRate) / 2
    ? { a, b, winner: 'a', lifeA: high, lifeB: low }
    : { a, b, winner: 'b', lifeA: low, lifeB: high };
}

export function simulateSwissHistory(options: SimulationOptions): SwissHistory {
  const next = seededGenerator(options.seed);
  const format = options.format ?? DEFAULT_FORMAT;
  const players = options.roster ?? Array.from({ length: options.players }, (_, i) => ({ id: `p${i + 1}` }));
  const rounds: SwissRound[] = [];
  for (let r = 0; r < options.rounds; r += 1) {
    const history = { players, rounds };
    let pairs: (readonly [string, string | null])[];
    const entrants = entrantsForNextRound(history, format, options.seed);
    if (entrants.length === 1) pairs = [[entrants[0]!.id, null]];
    else if (r === 0) {
      const outcome = pairNextRound(history, format, options.seed);
      pairs = outcome.ok ? outcome.pairing.pairings.map((t) => [t.a, t.b] as const) : [];
    } else {
      const greedy = greedyPairing(entrants);
      pairs = [...greedy.pairs, ...(greedy.bye ? [[greedy.bye, null] as const] : [])];
    }
    rounds.push({ matches: pairs.map(([a, b]) => simulatedResult(a, b, next, options.drawRate ?? 0.05)) });
  }
  return { players, rounds };
}
