import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT, type SwissFormat, type SwissHistory, type SwissMatch } from '../history/model.js';
import { seededOrder } from '../history/seeded-random.js';
import { standingsByRound } from './by-round.js';
import { computeStandings } from './standings.js';

/** 002_a36596f8eaed8fcc.txt, C.2.4 "Resolución inmediata": random, or a tiebreak match, by what the place is worth. */
const wot: SwissFormat = DEFAULT_FORMAT;
const m = (a: string, b: string | null, winner: SwissMatch['winner'], lifeA?: number, lifeB?: number): SwissMatch => ({
  a,
  b,
  winner,
  lifeA,
  lifeB,
});
/** a and b, then c and d, are level on every criterion after one round: only chance (or a match) separates them. */
const level: SwissHistory = {
  players: ['a', 'b', 'c', 'd'].map((id) => ({ id })),
  rounds: [{ matches: [m('a', 'c', 'a', 10, 0), m('b', 'd', 'a', 10, 0)] }],
};
const ids = (rows: readonly { player: string }[]) => rows.map((r) => r.player);

describe('C.2.4.1 "Clasificación irrelevante – Azar"', () => {
  // @rule 002:266 @rule 002:272
  it('draws a tie nobody plays anything for at random, from the seed, and marks it ("indicando en la tabla … que sus posiciones han sido decididas mediante azar")', () => {
    const standings = computeStandings(level, wot, 'semilla');
    expect(standings.tiebreakMatches).toEqual([]);
    expect(standings.rows.every((r) => r.random && !r.tiebreakMatch)).toBe(true);
    // Anyone with the revealed seed re-derives the order: the seeded draw of the tied players.
    const drawn = seededOrder('semilla', 'standings:random', ['a', 'b', 'c', 'd']);
    expect(ids(standings.rows.slice(0, 2))).toEqual(drawn.filter((id) => id === 'a' || id === 'b'));
    expect(ids(standings.rows.slice(2))).toEqual(drawn.filter((id) => id === 'c' || id === 'd'));
  });
});

describe('C.2.4.2 "Clasificación relevante – Desempate"', () => {
  // @rule 002:266 @rule 002:276
  it('settles a tie on a prize place of a Swiss-only event by a match ("cuando uno o ambos jugadores opten a una posición de premio")', () => {
    const standings = computeStandings(level, { ...wot, prizePlaces: 1 }, 'semilla');
    expect(standings.tiebreakMatches).toEqual([ids(standings.rows.slice(0, 2))]);
    expect(standings.rows.map((r) => r.tiebreakMatch)).toEqual([true, true, false, false]);
    expect(standings.rows.slice(2).every((r) => r.random)).toBe(true);
  });

  // @rule 002:276
  it('only seeds a tie wholly inside the top cut: nobody in it plays for qualification, so tiebreakers then chance order the seeds, marked', () => {
    const standings = computeStandings(level, { ...wot, relevantPlaces: 4 }, 'semilla');
    expect(standings.tiebreakMatches).toEqual([]);
    expect(standings.rows.every((r) => r.random && !r.tiebreakMatch)).toBe(true);
  });

  // @rule 002:276
  it('settles a tie across the cut line: who qualifies is "una posición de … clasificación"', () => {
    // a and b level for the single cut place (c and d, below the line, are drawn).
    const standings = computeStandings(level, { ...wot, relevantPlaces: 1 }, 'semilla');
    expect(standings.tiebreakMatches.map((g) => [...g].sort())).toEqual([['a', 'b']]);
    expect(standings.rows.slice(2).every((r) => r.random && !r.tiebreakMatch)).toBe(true);
  });

  it('settles a prize place past the cut, and leaves those inside it to the bracket', () => {
    const four: SwissHistory = {
      ...level,
      players: [...level.players, { id: 'e' }, { id: 'f' }],
      rounds: [{ matches: [...level.rounds[0]!.matches, m('e', 'f', 'a', 10, 0)] }],
    };
    // a, b, e level for places 1–3 inside a top 4; c, d, f level for places 4–6, across the line and on prize places 5–6.
    const standings = computeStandings(four, { ...wot, relevantPlaces: 4, prizePlaces: 6 }, 'semilla');
    expect(standings.tiebreakMatches.map((g) => [...g].sort())).toEqual([['c', 'd', 'f']]);
  });

  // @rule 002:276
  it('settles seeds inside the cut by a match too when the organizer reads C.2.4.2 strictly (cutSeedTies: match)', () => {
    const standings = computeStandings(level, { ...wot, relevantPlaces: 4, cutSeedTies: 'match' }, 'semilla');
    expect(standings.tiebreakMatches.map((g) => [...g].sort())).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  // @rule 002:278
  it('uses chance before the last Swiss round ("En las rondas anteriores … se aplicará el sistema 2.4.1 (azar)")', () => {
    const early = computeStandings(level, { ...wot, prizePlaces: 2, plannedRounds: 3 }, 'semilla');
    expect([early.final, early.tiebreakMatches]).toEqual([false, []]);
    const last = computeStandings(level, { ...wot, prizePlaces: 2, plannedRounds: 1 }, 'semilla');
    expect([last.final, last.tiebreakMatches.length]).toEqual([true, 1]);
  });

  it('counts places over players still in the event: a dropped player takes none, the next one takes the place', () => {
    const dropped: SwissHistory = {
      ...level,
      players: [{ id: 'a', droppedAfterRound: 1 }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
    };
    const standings = computeStandings(dropped, { ...wot, relevantPlaces: 2 }, 'semilla');
    // a and b are tied, but a dropped: b is first of the cut with no match; c and d fight for the second place.
    expect(standings.tiebreakMatches.map((g) => [...g].sort())).toEqual([['c', 'd']]);
    expect(standings.rows.find((r) => r.player === 'a')).toMatchObject({ dropped: true, tiebreakMatch: false });
  });

  it('ranks a dropped player after the one still in they are level with, and marks as random only what chance decided among players still in', () => {
    const dropped: SwissHistory = {
      ...level,
      players: [{ id: 'a', droppedAfterRound: 1 }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
    };
    for (const seed of ['semilla', 'otra', 'tercera']) {
      const rows = computeStandings(dropped, wot, seed).rows;
      expect(rows.slice(0, 2).map((r) => [r.player, r.random])).toEqual([
        ['b', false],
        ['a', false],
      ]);
    }
  });

  // @rule 002:278
  it('orders the tie by the tiebreak match once played ("terminará cuando … hayan terminado con uno de los jugadores como vencedor")', () => {
    const played: SwissHistory = { ...level, tiebreaks: [m('a', 'b', 'b')] };
    const standings = computeStandings(played, { ...wot, prizePlaces: 1 }, 'semilla');
    expect(ids(standings.rows.slice(0, 2))).toEqual(['b', 'a']);
    expect(standings.tiebreakMatches).toEqual([]);
    expect(standings.rows.slice(0, 2).some((r) => r.random)).toBe(false);
  });

  it('settles a three-way tie with more than one match, the winners of each step placed above', () => {
    const three: SwissHistory = {
      players: ['a', 'b', 'c', 'x', 'y', 'z'].map((id) => ({ id })),
      rounds: [{ matches: [m('a', 'x', 'a', 10, 0), m('b', 'y', 'a', 10, 0), m('c', 'z', 'a', 10, 0)] }],
    };
    const format = { ...wot, prizePlaces: 3 };
    // x, y and z play for no prize (places 4–6): chance orders them.
    expect(computeStandings(three, format, 's').tiebreakMatches.map((g) => [...g].sort())).toEqual([['a', 'b', 'c']]);
    const step1 = computeStandings({ ...three, tiebreaks: [m('a', 'b', 'a')] }, format, 's');
    expect(ids(step1.rows.slice(0, 1))).toEqual(['a']);
    expect(step1.tiebreakMatches.map((g) => [...g].sort())[0]).toEqual(['b', 'c']);
    const step2 = computeStandings({ ...three, tiebreaks: [m('a', 'b', 'a'), m('c', 'b', 'a')] }, format, 's');
    // c beat b; a and c have one win each: the match between them decides (a beat b, c beat b, a–c not yet played).
    expect(step2.tiebreakMatches.map((g) => [...g].sort())[0]).toEqual(['a', 'c']);
    const step3 = computeStandings(
      { ...three, tiebreaks: [m('a', 'b', 'a'), m('c', 'b', 'a'), m('c', 'a', 'a')] },
      format,
      's',
    );
    expect(ids(step3.rows.slice(0, 3))).toEqual(['c', 'a', 'b']);
  });
});

describe('C.2.1 SCORE of a best-of-N match', () => {
  // @rule 002:252
  it('clamps each game to 0..20 before adding ("si un jugador termina una partida 42 vidas a 0 … figurará como 20-0")', () => {
    const games = [
      { winner: 'a' as const, lifeA: 42, lifeB: 0 },
      { winner: 'b' as const, lifeA: -5, lifeB: 30 },
      { winner: 'a' as const, lifeA: 20, lifeB: 5 },
    ];
    const history: SwissHistory = {
      players: [{ id: 'a' }, { id: 'b' }],
      rounds: [{ matches: [{ a: 'a', b: 'b', winner: 'a', games }] }],
    };
    const rows = computeStandings(history, wot, 1).rows;
    // (20 − 0) + (0 − 20) + (20 − 5) = 15; clamping the sums instead (57 − 35) would give 20 − 20 = 0.
    expect(rows.find((r) => r.player === 'a')!.tiebreakers['score']).toBe(15);
    expect(rows.find((r) => r.player === 'b')!.tiebreakers['score']).toBe(-15);
  });
});

describe('standings per round', () => {
  it('gives the standings as they stood after each round, each saying which round it covers', () => {
    const history: SwissHistory = {
      players: [
        { id: 'a' },
        { id: 'b', droppedAfterRound: 2 },
        { id: 'c' },
        { id: 'd' },
        { id: 'late', joinedRound: 2 },
      ],
      rounds: [
        { matches: [m('a', 'b', 'a', 5, 0), m('c', 'd', 'a', 5, 0)] },
        { matches: [m('a', 'c', 'a', 5, 0), m('b', 'late', 'a', 5, 0), m('d', null, 'a')] },
        { matches: [m('a', 'late', 'a', 5, 0), m('c', 'd', 'b', 0, 5)] },
      ],
    };
    const byRound = standingsByRound(history, { ...wot, plannedRounds: 3 }, 1);
    expect(byRound.map((s) => [s.round, s.final])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(ids(byRound[0]!.rows)).not.toContain('late');
    expect(byRound[1]!.rows.find((r) => r.player === 'b')!.dropped).toBe(true);
    expect(byRound[0]!.rows.find((r) => r.player === 'b')!.dropped).toBe(false);
    expect(byRound[0]!.rows.find((r) => r.player === 'a')!.points).toBe(3);
    expect(byRound[2]!.rows.find((r) => r.player === 'a')!.points).toBe(9);
  });
});
