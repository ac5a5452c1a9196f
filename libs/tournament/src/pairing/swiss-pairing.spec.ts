import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT, isActiveIn, type SwissPlayer } from '../history/model.js';
import { simulateSwissHistory } from '../history/simulate.js';
import { validateHistory } from '../history/validate.js';
import { bruteForceKey, denseOptimumKey, pairingKey } from '../testing/reference-pairing.js';
import {
  entrantsForNextRound,
  pairEntrants,
  pairEvenFieldByBlossom,
  pairNextRound,
  type RoundPairing,
} from './swiss-pairing.js';

/** A random event: size, rounds played, draws, drops and late entries. */
const eventArb = (minPlayers: number, maxPlayers: number, maxRounds: number) =>
  fc.record({
    players: fc.integer({ min: minPlayers, max: maxPlayers }),
    rounds: fc.integer({ min: 1, max: maxRounds }),
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    drawRate: fc.constantFrom(0, 0.05, 0.3),
    drops: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }),
    lates: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 4 }),
  });

type Event = ReturnType<typeof eventArb> extends fc.Arbitrary<infer T> ? T : never;

function buildEvent(e: Event) {
  const roster: SwissPlayer[] = Array.from({ length: e.players }, (_, i) => ({ id: `p${i + 1}` }));
  for (const [who, when] of e.lates)
    roster[who % e.players] = { ...roster[who % e.players]!, joinedRound: 2 + (when % e.rounds) };
  for (const [who, when] of e.drops) {
    const p = roster[who % e.players]!;
    const after = Math.max(p.joinedRound ?? 1, 1 + (when % e.rounds));
    if (after <= e.rounds) roster[who % e.players] = { ...p, droppedAfterRound: after };
  }
  return simulateSwissHistory({ players: e.players, roster, rounds: e.rounds, seed: e.seed, drawRate: e.drawRate });
}

const format = { ...DEFAULT_FORMAT, exhaustedPairings: 'fewest-rematches' as const };

/** A simulated event's history, the round to pair next and who enters it. */
function nextRoundOf(e: Event) {
  const history = buildEvent(e);
  return { history, round: history.rounds.length + 1, entrants: entrantsForNextRound(history, format, e.seed) };
}

function expectValidRound(pairing: RoundPairing, active: readonly string[]) {
  const seen = pairing.pairings.flatMap((t) => (t.b === null ? [t.a] : [t.a, t.b]));
  expect([...seen].sort()).toEqual([...active].sort());
  const byes = pairing.pairings.filter((t) => t.b === null);
  expect(byes.length).toBe(active.length % 2);
  expect(pairing.pairings.map((t) => t.table)).toEqual(pairing.pairings.map((_, i) => i + 1));
}

describe('Swiss pairing (properties)', () => {
  it('matches the exhaustive optimum on small events (≤ 11 players)', () => {
    fc.assert(
      fc.property(eventArb(2, 11, 7), (e) => {
        const { history, round, entrants } = nextRoundOf(e);
        expect(validateHistory(history)).toEqual([]);
        if (entrants.length < 2) return;
        const outcome = pairEntrants(round, entrants, 'fewest-rematches', { seed: e.seed });
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        expectValidRound(
          outcome.pairing,
          entrants.map((x) => x.id),
        );
        const pairs = outcome.pairing.pairings.filter((t) => t.b !== null).map((t) => [t.a, t.b!] as const);
        expect(pairingKey(entrants, pairs, outcome.pairing.bye)).toEqual(bruteForceKey(entrants));
        // Table numbers follow the standings: table 1 holds the best-ranked player, the bye sits last.
        const rank = new Map(entrants.map((x) => [x.id, x.rank]));
        const tops = outcome.pairing.pairings
          .filter((t) => t.b !== null)
          .map((t) => Math.min(rank.get(t.a)!, rank.get(t.b!)!));
        expect(tops).toEqual([...tops].sort((x, y) => x - y));
        for (const t of outcome.pairing.pairings) if (t.b !== null) expect(rank.get(t.a)!).toBeLessThan(rank.get(t.b)!);
      }),
      { numRuns: 2000 },
    );
  });

  it('matches the dense blossom optimum on medium events (12–90 players)', () => {
    fc.assert(
      fc.property(eventArb(12, 90, 9), (e) => {
        const { round, entrants } = nextRoundOf(e);
        if (entrants.length < 2) return;
        const outcome = pairEntrants(round, entrants, 'fewest-rematches', { seed: e.seed });
        if (!outcome.ok) throw new Error(outcome.problem.code);
        expectValidRound(
          outcome.pairing,
          entrants.map((x) => x.id),
        );
        const pairs = outcome.pairing.pairings.filter((t) => t.b !== null).map((t) => [t.a, t.b!] as const);
        expect(pairingKey(entrants, pairs, outcome.pairing.bye)).toEqual(denseOptimumKey(entrants));
      }),
      { numRuns: 250 },
    );
  });

  it('certifies the sparse blossom against the dense one (the general path, forced)', () => {
    fc.assert(
      fc.property(eventArb(4, 80, 9), (e) => {
        const { round, entrants } = nextRoundOf(e);
        const field = entrants.length % 2 === 0 ? entrants : entrants.slice(0, -1);
        if (field.length < 2) return;
        const { costs } = pairEvenFieldByBlossom(field, round, { seed: e.seed });
        expect([0, costs.rematches, 0, costs.squaredGaps, costs.repeatedFloats]).toEqual(denseOptimumKey(field));
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same pairing whichever path proves the optimum (fast path, or the certified blossom alone)', () => {
    const methods = new Set<string>();
    fc.assert(
      fc.property(eventArb(2, 70, 9), (e) => {
        const { round, entrants } = nextRoundOf(e);
        if (entrants.length < 2 || round === 1) return;
        const auto = pairEntrants(round, entrants, 'fewest-rematches', { seed: e.seed });
        const blossom = pairEntrants(round, entrants, 'fewest-rematches', { seed: e.seed, path: 'blossom' });
        if (!auto.ok || !blossom.ok) throw new Error('no pairing');
        methods.add(auto.pairing.method);
        expect(blossom.pairing.method).toBe('certified-blossom');
        expect(blossom.pairing.pairings).toEqual(auto.pairing.pairings);
        expect(blossom.pairing.costs).toEqual(auto.pairing.costs);
      }),
      { numRuns: 300 },
    );
    // Both regimes were exercised: events where the lower bound is met, and events where only the blossom can tell.
    expect([...methods].sort()).toEqual(['certified-blossom', 'lower-bound']);
  });

  it('pairs large events validly: no dropped player, no second bye, no avoidable rematch (up to 600)', () => {
    fc.assert(
      fc.property(eventArb(91, 600, 9), (e) => {
        const { history, round, entrants } = nextRoundOf(e);
        const outcome = pairNextRound(history, format, e.seed);
        if (!outcome.ok) throw new Error(outcome.problem.code);
        const active = history.players.filter((p) => isActiveIn(p, round)).map((p) => p.id);
        expectValidRound(outcome.pairing, active);
        const fewestByes = Math.min(...entrants.map((x) => x.byes));
        if (outcome.pairing.bye) expect(entrants.find((x) => x.id === outcome.pairing.bye)!.byes).toBe(fewestByes);
        expect(outcome.pairing.costs.rematches).toBe(0);
      }),
      { numRuns: 40 },
    );
  });
});
