import { describe, expect, it } from 'vitest';
import type { MatchResult } from '@cronica/tournament';
import { resultSummary } from './result-summary.js';

const shownLife = (result: MatchResult) => {
  const { gameLifeA, gameLifeB } = resultSummary(result);
  return [gameLifeA, gameLifeB];
};

describe('a pairing result’s summary', () => {
  it('shows a one-game match’s final life totals when play decided it, a time draw included', () => {
    expect(resultSummary({ winner: 'a', games: [{ winner: 'a', lifeA: 7, lifeB: 0 }] })).toEqual({
      winner: 'a',
      gamesA: 1,
      gamesB: 0,
      lifeA: 7,
      lifeB: 0,
      gameLifeA: 7,
      gameLifeB: 0,
      games: [{ winner: 'a', lifeA: 7, lifeB: 0, endedEarly: false }],
    });
    expect(shownLife({ winner: 'draw', games: [{ winner: 'draw', lifeA: 20, lifeB: 20 }] })).toEqual([20, 20]);
  });

  it('shows a best-of-3 ended by concessions by games won alone; the summed 60–60 stays only for SCORE', () => {
    const conceded: MatchResult = {
      winner: 'a',
      games: [
        { winner: 'a', lifeA: 20, lifeB: 20, endedEarly: true },
        { winner: 'b', lifeA: 20, lifeB: 20, endedEarly: true },
        { winner: 'a', lifeA: 20, lifeB: 20, endedEarly: true },
      ],
    };
    expect(resultSummary(conceded)).toMatchObject({
      winner: 'a',
      gamesA: 2,
      gamesB: 1,
      lifeA: 60,
      lifeB: 60,
      gameLifeA: null,
      gameLifeB: null,
    });
  });

  it('shows no life totals for several games played out, nor for one game a concession ended', () => {
    const played: MatchResult = {
      winner: 'b',
      games: [
        { winner: 'b', lifeA: 0, lifeB: 4 },
        { winner: 'b', lifeA: 0, lifeB: 11 },
      ],
    };
    expect(resultSummary(played)).toMatchObject({
      gamesA: 0,
      gamesB: 2,
      lifeA: 0,
      lifeB: 15,
      gameLifeA: null,
      gameLifeB: null,
    });
    expect(shownLife({ winner: 'b', games: [{ winner: 'b', lifeA: 14, lifeB: 9, endedEarly: true }] })).toEqual([
      null,
      null,
    ]);
  });

  it('reads a report without games or without life totals as winner and games only', () => {
    expect(resultSummary({ winner: 'a', games: [] })).toEqual({
      winner: 'a',
      gamesA: null,
      gamesB: null,
      lifeA: null,
      lifeB: null,
      gameLifeA: null,
      gameLifeB: null,
      games: [],
    });
    expect(resultSummary({ winner: 'a', games: [{ winner: 'a' }] })).toMatchObject({
      gamesA: 1,
      lifeA: null,
      gameLifeA: null,
      gameLifeB: null,
    });
  });

  it('lists every game of a best of 3 with its own life totals, for a confirmation read game by game', () => {
    const played: MatchResult = {
      winner: 'a',
      games: [
        { winner: 'a', lifeA: 7, lifeB: 0 },
        { winner: 'b', lifeA: 0, lifeB: 4 },
        { winner: 'a', lifeA: 12, lifeB: -3, endedEarly: true },
      ],
    };
    expect(resultSummary(played).games).toEqual([
      { winner: 'a', lifeA: 7, lifeB: 0, endedEarly: false },
      { winner: 'b', lifeA: 0, lifeB: 4, endedEarly: false },
      { winner: 'a', lifeA: 12, lifeB: -3, endedEarly: true },
    ]);
    expect(resultSummary({ winner: 'a', games: [{ winner: 'a' }] }).games).toEqual([
      { winner: 'a', lifeA: null, lifeB: null, endedEarly: false },
    ]);
  });
});
