import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FORMAT,
  TIEBREAK_PRESETS,
  type SwissFormat,
  type SwissHistory,
  type SwissMatch,
  type SwissRound,
} from '../history/model.js';
import { individualScore } from '../history/records.js';
import { computeStandings } from './standings.js';

const wot: SwissFormat = DEFAULT_FORMAT;
const mtg: SwissFormat = { ...DEFAULT_FORMAT, tiebreakers: TIEBREAK_PRESETS.mtg };
const chess: SwissFormat = { ...DEFAULT_FORMAT, tiebreakers: TIEBREAK_PRESETS.chess };
const players = (...ids: string[]) => ids.map((id) => ({ id }));
const row = (history: SwissHistory, format: SwissFormat, id: string) =>
  computeStandings(history, format, 1).rows.find((r) => r.player === id)!;
const order = (history: SwissHistory, format: SwissFormat) =>
  computeStandings(history, format, 1).rows.map((r) => r.player);
const m = (
  a: string,
  b: string | null,
  winner: SwissMatch['winner'],
  lifeA?: number,
  lifeB?: number,
  extra: Partial<SwissMatch> = {},
): SwissMatch => ({
  a,
  b,
  winner,
  lifeA,
  lifeB,
  ...extra,
});
const round = (...matches: SwissMatch[]): SwissRound => ({ matches });
const historyOf = (entrants: SwissHistory['players'], ...rounds: SwissRound[]): SwissHistory => ({
  players: entrants,
  rounds,
});
/** A match with its games counted (MTG's game-win %), no life totals. */
const withGames = (a: string, b: string, winner: SwissMatch['winner'], gamesA: number, gamesB: number): SwissMatch =>
  m(a, b, winner, undefined, undefined, { gamesA, gamesB });

describe('WoT SCORE (002_a36596f8eaed8fcc.txt, C.2.1)', () => {
  // @rule 002:252
  it('clamps life totals to 0..20 as in the rulebook examples', () => {
    expect(individualScore(42, 0, 20)).toBe(20);
    expect(individualScore(-5, 15, 20)).toBe(-15);
    expect(individualScore(30, -15, 20)).toBe(20);
  });

  // @rule 002:254 @rule 002:256
  it('accumulates SCORE INDIVIDUAL into SCORE GLOBAL: +15 then −20 = −5', () => {
    const history = historyOf(
      players('x', 'y', 'z', 'w'),
      round(m('x', 'y', 'a', 15, 0), m('z', 'w', 'a', 20, 0)),
      round(m('x', 'z', 'b', 0, 20), m('y', 'w', 'a', 3, 0)),
    );
    expect(row(history, wot, 'x').tiebreakers['score']).toBe(-5);
    expect(row(history, wot, 'x').points).toBe(3);
  });

  it("credits a bye with the format's SCORE (0 by default) and 3 points", () => {
    const history = historyOf(players('a', 'b', 'c'), round(m('a', 'b', 'a', 9, 0), m('c', null, 'a')));
    expect([row(history, wot, 'c').points, row(history, wot, 'c').tiebreakers['score']]).toEqual([3, 0]);
    expect(row(history, { ...wot, byeScore: 10 }, 'c').tiebreakers['score']).toBe(10);
    expect(row(history, wot, 'a').tiebreakers['opponents-points']).toBe(0);
  });

  // @rule 002:246
  it('gives 3 points for a win, 1 for a draw and 0 for a loss (002 C.2), and ranks by points first', () => {
    // Given one round with a win and a draw, when the standings are computed
    const history = historyOf(players('a', 'b', 'c', 'd'), round(m('a', 'b', 'a', 1, 0), m('c', 'd', 'draw', 20, 20)));
    // Then the winner has 3, each drawing player 1, the loser 0, and the winner ranks first
    expect(['a', 'b', 'c', 'd'].map((id) => row(history, wot, id).points)).toEqual([3, 0, 1, 1]);
    expect(order(history, wot)[0]).toBe('a');
    expect(order(history, wot)[3]).toBe('b');
  });

  // @rule 002:246 @rule 002:250
  it('orders tied points by SCORE first', () => {
    const history = historyOf(players('a', 'b', 'c', 'd'), round(m('a', 'b', 'a', 5, 0), m('c', 'd', 'a', 42, -3)));
    expect(order(history, wot)).toEqual(['c', 'a', 'b', 'd']);
    expect(row(history, wot, 'c').tiebreakers['score']).toBe(20);
    expect(row(history, wot, 'd').tiebreakers['score']).toBe(-20);
  });

  // @rule 002:260
  it('breaks a two-player tie on points and SCORE by head-to-head (C.2.2), the winner first', () => {
    // a beat b 10–0, lost to c 0–10; b beat d 10–0 and lost to a: a and b both 3 points, SCORE 0.
    const history = historyOf(
      players('a', 'b', 'c', 'd'),
      round(m('b', 'a', 'a', 10, 0), m('c', 'd', 'a', 1, 0)),
      round(m('a', 'd', 'a', 10, 0), m('b', 'c', 'b', 0, 10)),
    );
    const rows = computeStandings(history, wot, 1).rows;
    const [a, b] = [rows.find((r) => r.player === 'a')!, rows.find((r) => r.player === 'b')!];
    expect([a.points, a.tiebreakers['score'], b.points, b.tiebreakers['score']]).toEqual([3, 0, 3, 0]);
    expect(b.rank).toBeLessThan(a.rank);
    expect(b.tiebreakers['head-to-head']).toBe(1);
    expect(a.tiebreakers['head-to-head']).toBe(-1);
  });

  // @rule 002:260
  it("uses the drawn match's individual SCORE when the head-to-head was a draw", () => {
    const history = historyOf(
      players('a', 'b', 'c', 'd'),
      round(m('a', 'b', 'draw', 12, 8), m('c', 'd', 'a', 1, 0)),
      round(m('a', 'c', 'b', 8, 12), m('b', 'd', 'b', 12, 8)),
    );
    // a: draw +4, loss −4 → 1 pt, 0; b: draw −4, loss +4 → 1 pt, 0. a won the drawn match on life.
    const [a, b] = [row(history, wot, 'a'), row(history, wot, 'b')];
    expect([a.points, a.tiebreakers['score'], b.points, b.tiebreakers['score']]).toEqual([1, 0, 1, 0]);
    expect(a.rank).toBeLessThan(b.rank);
  });

  // @rule 002:260 @rule 002:264
  it('compares only two players head-to-head (C.2.2 "la partida jugada entre ambos jugadores"): skipped while three are tied, used once C.2.3 leaves two', () => {
    // f, c and d: 3 points, SCORE 0. Opponents' points split f (9) from c and d (6 each); c beat d,
    // although d's opponents have the better SCORE (5 against 0): head-to-head puts c first.
    const history = historyOf(
      players('a', 'b', 'c', 'd', 'e', 'f'),
      round(m('a', 'f', 'a', 5, 0), m('e', 'b', 'a', 10, 0), m('d', 'c', 'b', 0, 5)),
      round(m('b', 'a', 'b', 0, 5), m('d', 'e', 'a', 5, 0), m('c', 'f', 'b', 0, 5)),
    );
    const [f, c, d] = [row(history, wot, 'f'), row(history, wot, 'c'), row(history, wot, 'd')];
    expect([
      f.points,
      c.points,
      d.points,
      f.tiebreakers['score'],
      c.tiebreakers['score'],
      d.tiebreakers['score'],
    ]).toEqual([3, 3, 3, 0, 0, 0]);
    expect(f.tiebreakers['head-to-head']).toBeNull();
    expect([c.tiebreakers['head-to-head'], d.tiebreakers['head-to-head']]).toEqual([1, -1]);
    expect(d.tiebreakers['opponents-score']).toBeGreaterThan(c.tiebreakers['opponents-score']!);
    expect([f.rank, c.rank, d.rank]).toEqual([f.rank, f.rank + 1, f.rank + 2]);
    expect([f.random, c.random, d.random]).toEqual([false, false, false]);
  });

  // @rule 002:264 @rule 002:272
  it("falls back to opponents' SCORE, then to random from the seed, marked as random (C.2.4.1)", () => {
    const history = historyOf(players('a', 'b', 'c', 'd'), round(m('a', 'c', 'a', 10, 0), m('b', 'd', 'a', 10, 0)));
    const rows = computeStandings(history, wot, 1).rows;
    expect(rows.slice(0, 2).every((r) => r.random)).toBe(true);
    expect(rows[0]!.tiebreakers).toEqual({
      score: 10,
      'head-to-head': 0,
      'opponents-points': 0,
      'opponents-score': -10,
    });
    const leaders = Array.from({ length: 20 }, (_, seed) => computeStandings(history, wot, seed).rows[0]!.player);
    expect(new Set(leaders)).toEqual(new Set(['a', 'b']));
    expect(computeStandings(history, wot, 1).rows).toEqual(rows);
  });

  it('asks for a tiebreak match when a random tie decides a relevant place (C.2.4.2)', () => {
    const history = historyOf(players('a', 'b', 'c', 'd'), round(m('a', 'c', 'a', 10, 0), m('b', 'd', 'a', 10, 0)));
    const standings = computeStandings(history, { ...wot, relevantPlaces: 1 }, 1);
    expect(standings.tiebreakMatches).toEqual([[standings.rows[0]!.player, standings.rows[1]!.player]]);
    expect(standings.rows[0]!.tiebreakMatch).toBe(true);
    expect(computeStandings(history, wot, 1).tiebreakMatches).toEqual([]);
  });
});

/** tournament-anchors.md §3.1 worked fixture: P = bye, beat A 2–1, lost to B 0–2, drew C 1–1. */
const mtgFixture = historyOf(
  players('P', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'),
  round(m('P', null, 'a'), m('A', 'D', 'b'), m('B', 'E', 'a'), m('C', 'F', 'a'), m('G', 'H', 'a')),
  round(withGames('P', 'A', 'a', 2, 1), m('B', 'F', 'a'), m('C', 'G', 'b'), m('D', 'E', 'a'), m('H', null, 'a')),
  round(withGames('P', 'B', 'b', 0, 2), m('A', 'E', 'a'), m('C', 'H', 'a'), m('D', 'F', 'a'), m('G', null, 'a')),
  round(withGames('P', 'C', 'draw', 1, 1), m('A', 'F', 'b'), m('B', 'D', 'a'), m('G', 'H', 'a'), m('E', null, 'a')),
);

describe('MTG tiebreakers (MTR 3.1, App. C)', () => {
  it('counts the bye in match points and own match-win %, 2–0 in game-win %', () => {
    const p = row(mtgFixture, mtg, 'P');
    expect(p.points).toBe(7);
    expect(p.tiebreakers['gw']).toBeCloseTo(15 / 27, 10);
  });

  it("averages opponents' match-win % with the 1/3 floor, never counting the bye as an opponent", () => {
    expect(row(mtgFixture, mtg, 'P').tiebreakers['omw']).toBeCloseTo((1 / 3 + 1 + 7 / 12) / 3, 10);
    expect(row(mtgFixture, mtg, 'P').tiebreakers['omw']).toBeCloseTo(0.6389, 4);
  });

  it("averages opponents' game-win % with the floor", () => {
    // A won 2 of 6 games (floored to 1/3), B 5 of 5, C 3 of 5 (one drawn game each side counted as a game).
    expect(row(mtgFixture, mtg, 'P').tiebreakers['ogw']).toBeCloseTo((1 / 3 + 1 + 0.6) / 3, 10);
  });

  it('ranks by points, then OMW%, GW%, OGW%', () => {
    const rows = computeStandings(mtgFixture, mtg, 1).rows;
    for (let i = 1; i < rows.length; i += 1) {
      const [x, y] = [rows[i - 1]!, rows[i]!];
      const key = (r: typeof x) => [r.points, r.tiebreakers['omw']!, r.tiebreakers['gw']!, r.tiebreakers['ogw']!];
      const [kx, ky] = [key(x), key(y)];
      const k = kx.findIndex((v, j) => Math.abs(v - ky[j]!) > 1e-9);
      if (k >= 0) expect(kx[k]!).toBeGreaterThan(ky[k]!);
      else expect(x.random && y.random).toBe(true);
    }
  });

  it('gives a player whose only round is a bye the floor as OMW% and measures a dropped opponent over rounds played', () => {
    const history = historyOf(
      [{ id: 'a' }, { id: 'b', droppedAfterRound: 1 }, { id: 'c' }],
      round(m('a', 'b', 'a'), m('c', null, 'a')),
      round(m('a', 'c', 'a')),
    );
    expect(row(history, mtg, 'c').tiebreakers['omw']).toBeCloseTo(1, 10);
    // b played one round (a loss): MW% 0 → floor 1/3; c went 1–0 (bye) then lost → 3/6.
    expect(row(history, mtg, 'a').tiebreakers['omw']).toBeCloseTo((1 / 3 + 0.5) / 2, 10);
    const byeOnly = historyOf([{ id: 'a' }, { id: 'b' }, { id: 'c' }], round(m('a', 'b', 'a'), m('c', null, 'a')));
    expect(row(byeOnly, mtg, 'c').tiebreakers['omw']).toBeCloseTo(1 / 3, 10);
    expect(row(history, mtg, 'b').dropped).toBe(true);
  });
});

describe('Buchholz and Sonneborn–Berger', () => {
  it("sums opponents' points, and the points of beaten plus half of drawn opponents", () => {
    const history = historyOf(
      players('a', 'b', 'c', 'd'),
      round(m('a', 'b', 'a'), m('c', 'd', 'draw')),
      round(m('a', 'c', 'draw'), m('b', 'd', 'a')),
    );
    // points: a 4, b 3, c 2, d 1.
    const a = row(history, chess, 'a');
    expect(a.tiebreakers['buchholz']).toBe(3 + 2);
    expect(a.tiebreakers['sonneborn-berger']).toBe(3 + 2 / 2);
    expect(row(history, chess, 'd').tiebreakers['sonneborn-berger']).toBe(2 / 2);
  });
});
