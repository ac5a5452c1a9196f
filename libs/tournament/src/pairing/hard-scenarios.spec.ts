import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FORMAT,
  TIEBREAK_PRESETS,
  isActiveIn,
  type SwissFormat,
  type SwissHistory,
  type SwissRound,
} from '../history/model.js';
import { simulateSwissHistory } from '../history/simulate.js';
import { computeStandings } from '../standings/standings.js';
import { seededOrder } from '../history/seeded-random.js';
import {
  byeCandidates,
  drawLabel,
  entrantsForNextRound,
  pairEntrants,
  pairNextRound,
  type RoundPairing,
  type SwissEntrant,
} from './swiss-pairing.js';

/** tournament-anchors.md §5: the hard scenarios, one `it` (or more) each. */
const mtg: SwissFormat = {
  ...DEFAULT_FORMAT,
  tiebreakers: TIEBREAK_PRESETS.mtg,
  exhaustedPairings: 'fewest-rematches',
};

function paired(outcome: ReturnType<typeof pairEntrants>): RoundPairing {
  if (!outcome.ok) throw new Error(outcome.problem.code);
  return outcome.pairing;
}

const entrant = (
  id: string,
  points: number,
  rank: number,
  opponents: string[] = [],
  byes = 0,
  lastFloat: SwissEntrant['lastFloat'] = null,
): SwissEntrant => ({
  id,
  points,
  rank,
  byes,
  opponents,
  lastFloat,
});
const partnerOf = (p: RoundPairing, id: string) =>
  p.pairings.map((t) => (t.a === id ? t.b : t.b === id ? t.a : undefined)).find((x) => x !== undefined);
const seated = (p: RoundPairing) => p.pairings.flatMap((t) => (t.b === null ? [t.a] : [t.a, t.b]));

describe('§5.1 odd field, repeated byes', () => {
  it('gives one bye per round, never a second while someone has none, from the lowest eligible group', () => {
    const players = Array.from({ length: 7 }, (_, i) => ({ id: `p${i + 1}` }));
    const rounds: SwissRound[] = [];
    for (let r = 1; r <= 6; r += 1) {
      const history: SwissHistory = { players, rounds };
      const entrants = entrantsForNextRound(history, mtg, 5);
      const pairing =
        r === 1
          ? paired(pairNextRound(history, mtg, 5))
          : paired(pairEntrants(r, entrants, 'fewest-rematches', { seed: 7 }));
      const bye = pairing.pairings.filter((t) => t.b === null);
      expect(bye).toHaveLength(1);
      const receiver = entrants.find((e) => e.id === bye[0]!.a)!;
      expect(receiver.byes).toBe(0);
      expect(receiver.points).toBe(Math.min(...entrants.filter((e) => e.byes === 0).map((e) => e.points)));
      // Results fixed: the lower id always wins.
      rounds.push({
        matches: pairing.pairings.map((t) => ({
          a: t.a,
          b: t.b,
          winner: t.b === null || Number(t.a.slice(1)) < Number(t.b.slice(1)) ? 'a' : 'b',
        })),
      });
    }
    const standings = computeStandings({ players, rounds }, mtg, 5).rows;
    const p7 = standings.find((r) => r.player === 'p7')!;
    expect(p7.points).toBe(3 * p7.record.byes);
    expect(p7.tiebreakers['gw']).toBeCloseTo(
      Math.max(1 / 3, (6 * p7.record.byes) / (3 * (2 * p7.record.byes + p7.record.losses))),
      10,
    );
    // OMW% of p1 averages only real opponents (a bye is not an opponent).
    expect(standings.every((r) => r.record.byes <= 1)).toBe(true);
  });
});

describe('§5.2 lowest group not bye-eligible', () => {
  it('gives the bye to the lowest 1-point player and pairs the 0-point player up', () => {
    const entrants = [
      entrant('a', 9, 1),
      entrant('b', 9, 2),
      entrant('c', 6, 3),
      entrant('d', 6, 4),
      entrant('e', 3, 5),
      entrant('p', 1, 6),
      entrant('q', 1, 7),
      entrant('r', 1, 8),
      entrant('x', 0, 9, [], 1),
    ];
    const pairing = paired(pairEntrants(4, entrants, 'refuse', { seed: 7 }));
    expect(pairing.bye).toBe('r');
    expect(['p', 'q']).toContain(partnerOf(pairing, 'x'));
    expect(byeCandidates(entrants)[0]!.id).toBe('r');
  });
});

describe('§5.3 drop after pairing (pure part)', () => {
  it('keeps a dropped player out of the next round and in the standings; the new bye follows the bye rule', () => {
    const history = simulateSwissHistory({
      players: 8,
      rounds: 3,
      seed: 11,
      roster: Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}`, ...(i === 0 ? { droppedAfterRound: 3 } : {}) })),
    });
    const pairing = paired(pairNextRound(history, mtg, 11));
    expect(seated(pairing)).not.toContain('p1');
    expect(pairing.pairings.every((t) => t.a !== t.b)).toBe(true);
    const entrants = entrantsForNextRound(history, mtg, 11);
    expect(pairing.bye).toBe(byeCandidates(entrants)[0]!.id);
    expect(computeStandings(history, mtg, 11).rows.find((r) => r.player === 'p1')!.dropped).toBe(true);
  });
});

describe('§5.4 late entry', () => {
  const roster = [...Array.from({ length: 6 }, (_, i) => ({ id: `p${i + 1}` })), { id: 'late', joinedRound: 3 }];
  const history = simulateSwissHistory({ players: 7, rounds: 2, seed: 4, roster });

  it('records missed rounds as losses (default) or leaves them out of the match-win % ("absent")', () => {
    const withLosses = computeStandings(history, mtg, 4).rows.find((r) => r.player === 'late')!;
    expect(withLosses.record).toEqual({ wins: 0, draws: 0, losses: 2, byes: 0 });
    const absent = computeStandings(history, { ...mtg, lateEntry: 'absent' }, 4).rows.find((r) => r.player === 'late')!;
    expect(absent.record).toEqual({ wins: 0, draws: 0, losses: 0, byes: 0 });
  });

  it('joins round 3 and gets the bye only when the bye rule picks them', () => {
    const pairing = paired(pairNextRound(history, mtg, 4));
    expect(seated(pairing)).toContain('late');
    expect(pairing.bye).toBe(byeCandidates(entrantsForNextRound(history, mtg, 4))[0]!.id);
  });
});

describe('§5.5 no rematch-free matching inside the top group', () => {
  it('floats A down without a rematch, one of B/C/D with him, across adjacent groups only', () => {
    const entrants = [
      entrant('A', 9, 1, ['B', 'C', 'D']),
      entrant('B', 9, 2, ['A']),
      entrant('C', 9, 3, ['A']),
      entrant('D', 9, 4, ['A']),
      entrant('E', 6, 5),
      entrant('F', 6, 6),
      entrant('G', 6, 7),
      entrant('H', 6, 8),
    ];
    const pairing = paired(pairEntrants(4, entrants, 'refuse', { seed: 7 }));
    expect(pairing.costs.rematches).toBe(0);
    expect(['E', 'F', 'G', 'H']).toContain(partnerOf(pairing, 'A'));
    expect(pairing.crossGroupPairs).toBe(2);
    expect(pairing.costs.squaredGaps).toBe(2 * 9);
  });

  it('refuses, or allows the fewest rematches by format, with no extra byes in an even field', () => {
    const six = ['A', 'B', 'C', 'D', 'E'].map((id, i) => entrant(id, 3, i + 1, ['F']));
    const f = entrant('F', 3, 6, ['A', 'B', 'C', 'D', 'E']);
    expect(pairEntrants(6, [...six, f], 'refuse', { seed: 7 })).toMatchObject({
      ok: false,
      problem: { code: 'tournament.pairing.no-rematch-free-pairing' },
    });
    const allowed = paired(pairEntrants(6, [...six, f], 'fewest-rematches', { seed: 7 }));
    expect(allowed.costs.rematches).toBe(1);
    expect(allowed.bye).toBeNull();
    const four = ['A', 'B', 'C', 'D'].map((id, i, all) =>
      entrant(
        id,
        3,
        i + 1,
        all.filter((o) => o !== id),
      ),
    );
    expect(pairEntrants(4, four, 'refuse', { seed: 7 }).ok).toBe(false);
    const forced = paired(pairEntrants(4, four, 'fewest-rematches', { seed: 7 }));
    expect([forced.costs.rematches, forced.bye, forced.pairings.length]).toEqual([2, null, 2]);
  });
});

function oddBoundaries(entrants: readonly SwissEntrant[], bye: string | null): number {
  const points = entrants
    .filter((e) => e.id !== bye)
    .map((e) => e.points)
    .sort((x, y) => y - x);
  let count = 0;
  for (let i = 1; i < points.length; i += 1) if (points[i] !== points[i - 1] && i % 2 === 1) count += 1;
  return count;
}

describe('§5.6 large score groups, §5.7 pair-down minimality', () => {
  for (const rounds of [1, 11]) {
    it(`pairs 4,096 players in round ${rounds + 1}: valid, no rematch, one float per odd boundary, adjacent groups only`, () => {
      const history = simulateSwissHistory({ players: 4096, rounds, seed: 3 });
      const entrants = entrantsForNextRound(history, mtg, 3);
      const pairing = paired(pairEntrants(rounds + 1, entrants, 'refuse', { seed: 7 }));
      expect(new Set(seated(pairing)).size).toBe(4096);
      expect(pairing.costs.rematches).toBe(0);
      expect(pairing.crossGroupPairs).toBe(oddBoundaries(entrants, pairing.bye));
      const groups = [...new Set(entrants.map((e) => e.points))].sort((x, y) => y - x);
      const pointsOf = new Map(entrants.map((e) => [e.id, e.points]));
      for (const t of pairing.pairings.filter((x) => x.b !== null)) {
        const [i, j] = [groups.indexOf(pointsOf.get(t.a)!), groups.indexOf(pointsOf.get(t.b!)!)];
        expect(Math.abs(i - j)).toBeLessThanOrEqual(1);
      }
    });
  }
});

describe('§5.8 repeated floaters', () => {
  it('does not float the same player down (or up) two rounds running when another can', () => {
    const entrants = [
      entrant('A', 6, 1),
      entrant('B', 6, 2),
      entrant('C', 6, 3, [], 0, 'down'),
      entrant('D', 3, 4),
      entrant('E', 3, 5, [], 0, 'up'),
      entrant('F', 3, 6, [], 0, 'up'),
      entrant('G', 3, 7, [], 0, 'up'),
      entrant('H', 3, 8),
    ];
    const pairing = paired(pairEntrants(3, entrants, 'refuse', { seed: 7 }));
    expect(pairing.costs.repeatedFloats).toBe(0);
    const cross = pairing.pairings.find(
      (t) => t.b !== null && entrants.find((e) => e.id === t.a)!.points !== entrants.find((e) => e.id === t.b)!.points,
    )!;
    expect([cross.a, cross.b]).not.toContain('C');
    expect(['D', 'H']).toContain([cross.a, cross.b!].find((id) => ['D', 'E', 'F', 'G', 'H'].includes(id)));
  });
});

describe('§5.9 last Swiss round', () => {
  it('pairs a single score group by the seeded draw, first v second, third v fourth (not by standings), and accepts intentional draws', () => {
    const entrants = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id, i) => entrant(id, 9, i + 1));
    const drawn = seededOrder(
      7,
      drawLabel(4),
      entrants.map((e) => e.id),
    );
    const pairing = paired(pairEntrants(4, entrants, 'refuse', { seed: 7 }));
    const pairs = pairing.pairings.map((t) => [t.a, t.b].sort().join('-')).sort();
    expect(pairs).toEqual([0, 2, 4, 6].map((k) => [drawn[k]!, drawn[k + 1]!].sort().join('-')).sort());
    // Another seed draws another pairing of the same quality.
    const seeds = Array.from({ length: 8 }, (_, seed) =>
      JSON.stringify(paired(pairEntrants(4, entrants, 'refuse', { seed })).pairings),
    );
    expect(new Set(seeds).size).toBeGreaterThan(1);
    const history: SwissHistory = {
      players: [{ id: 'a' }, { id: 'b' }],
      rounds: [{ matches: [{ a: 'a', b: 'b', winner: 'draw' }] }],
    };
    expect(computeStandings(history, mtg, 1).rows.map((r) => r.points)).toEqual([1, 1]);
  });
});

describe('who meets whom inside a score group (the seeded draw)', () => {
  it('skips a rematch in draw order: the first drawn meets the third when the second is a rematch', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const drawn = seededOrder(3, drawLabel(2), ids);
    const [p1, p2, p3, p4] = drawn as [string, string, string, string];
    const entrants = ids.map((id, i) => entrant(id, 3, i + 1, id === p1 ? [p2] : id === p2 ? [p1] : []));
    const pairing = paired(pairEntrants(2, entrants, 'refuse', { seed: 3 }));
    expect(partnerOf(pairing, p1)).toBe(p3);
    expect(partnerOf(pairing, p2)).toBe(p4);
  });
});

describe('exact weights at large sizes (the old encoding threw a RangeError at 16,384 players × 16 rounds)', () => {
  /** 16 rounds played: points 0..48 in 17 groups, the widest spread 16 rounds can give. */
  const field = (n: number) =>
    Array.from({ length: n }, (_, i) => entrant(`p${i + 1}`, 48 - 3 * Math.floor((i * 17) / n), i + 1));

  it('pairs 16,384 players after 16 rounds exactly instead of throwing', () => {
    const entrants = field(16_384);
    const pairing = paired(pairEntrants(17, entrants, 'refuse', { seed: 16 }));
    expect(new Set(seated(pairing)).size).toBe(16_384);
    expect(pairing.costs.rematches).toBe(0);
    expect(pairing.crossGroupPairs).toBe(oddBoundaries(entrants, pairing.bye));
  });

  it('certifies the blossom alone at that size (perfect-matching encoding, no offset)', () => {
    const entrants = field(16_384);
    const auto = paired(pairEntrants(17, entrants, 'refuse', { seed: 16 }));
    const blossom = paired(pairEntrants(17, entrants, 'refuse', { seed: 16, path: 'blossom' }));
    expect(blossom.method).toBe('certified-blossom');
    expect(blossom.pairings).toEqual(auto.pairings);
  });
});

describe('§5.12 determinism, §5.13 exhausted pairings', () => {
  it('pairs identically from the same history and seed', () => {
    const history = simulateSwissHistory({ players: 101, rounds: 4, seed: 8, drawRate: 0.1 });
    expect(pairNextRound(history, mtg, 8)).toEqual(pairNextRound(structuredClone(history), mtg, 8));
    const fresh: SwissHistory = { players: history.players, rounds: [] };
    expect(pairNextRound(fresh, mtg, 8)).toEqual(pairNextRound(fresh, mtg, 8));
    expect(pairNextRound(fresh, mtg, 8)).not.toEqual(pairNextRound(fresh, mtg, 9));
  });

  it('refuses by default once every pairing is a rematch (the organizer ends the event)', () => {
    const players = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    // Every pairing of the four already played, the first-named player winning each.
    const won = (a: string, b: string) => ({ a, b, winner: 'a' as const });
    const rounds: SwissRound[] = [
      { matches: [won('a', 'b'), won('c', 'd')] },
      { matches: [won('a', 'c'), won('b', 'd')] },
      { matches: [won('a', 'd'), won('b', 'c')] },
    ];
    const outcome = pairNextRound({ players, rounds }, DEFAULT_FORMAT, 1);
    expect(outcome).toMatchObject({ ok: false, problem: { code: 'tournament.pairing.no-rematch-free-pairing' } });
    expect(players.every((p) => isActiveIn(p, 4))).toBe(true);
  });
});
