import { describe, expect, it } from 'vitest';
import type { MatchResult } from '../graphql/tournament';
import { resultAnnouncement, resultFromMySide } from './my-table';
import { NO_GAMES_OR_LIFE } from '../testing/standings';

const report: MatchResult = {
  winner: 'a',
  gamesA: 2,
  gamesB: 1,
  lifeA: 13,
  lifeB: 5,
  gameLifeA: null,
  gameLifeB: null,
  status: 'reported',
  reportedBy: 'ana',
};

describe('a reported result seen from each chair', () => {
  it('shows seat A its own win, games and life first', () => {
    expect(resultFromMySide(report, 'a')).toEqual({
      winner: 'me',
      games: { mine: 2, theirs: 1 },
      life: { mine: 13, theirs: 5 },
    });
  });

  it('shows seat B the same report turned round: the rival won, 1 game to 2, life 5 to 13', () => {
    expect(resultFromMySide(report, 'b')).toEqual({
      winner: 'them',
      games: { mine: 1, theirs: 2 },
      life: { mine: 5, theirs: 13 },
    });
  });

  it('keeps a draw a draw, and says nothing of games or life the report did not carry', () => {
    const bare: MatchResult = {
      winner: 'draw',
      ...NO_GAMES_OR_LIFE,
      status: 'reported',
      reportedBy: 'bea',
    };
    expect(resultFromMySide(bare, 'b')).toEqual({ winner: 'draw', games: null, life: null });
  });
});

describe("the table's status line about its result", () => {
  it('says nothing before a result, then that mine waits for the rival, or that the rival’s waits for me', () => {
    expect(resultAnnouncement(null, 'a', 'ana', 'Bea')).toBeNull();
    expect(resultAnnouncement(report, 'a', 'ana', 'Bea')?.es).toBe(
      'Resultado comunicado; falta que tu rival lo confirme.',
    );
    expect(resultAnnouncement(report, 'b', 'bea', 'Ana')?.en).toBe('Ana reported a result: check it and confirm it.');
  });

  it('says a confirmed result is final, and who won, from each chair', () => {
    const final: MatchResult = { ...report, status: 'confirmed' };
    expect(resultAnnouncement(final, 'a', 'ana', 'Bea')?.es).toBe('Resultado cerrado. Ganas tú.');
    expect(resultAnnouncement(final, 'b', 'bea', 'Ana')?.en).toBe('Result final. Ana wins.');
  });
});
