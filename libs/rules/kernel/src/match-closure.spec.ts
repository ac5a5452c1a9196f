import { describe, expect, it } from 'vitest';
import { applyJudgeEvent, NO_JUDGING } from './judging.js';
import { describeMatchClosed, matchClosure, type MatchClosedEvent } from './match-closure.js';
import { isRuleViolation } from './violation.js';

const closed = (input: Parameters<typeof matchClosure>[1]): MatchClosedEvent => {
  const event = matchClosure(2, input);
  if (isRuleViolation(event)) throw new Error(event.code);
  return event;
};
const hooks = { counters: () => ({}) };

describe('a tournament match closed by its tournament', () => {
  it('ends the match with the result the tournament recorded for the table, keeping the game as it stood', () => {
    const event = closed({ reason: 'table-settled', by: 'ana', winner: 1, games: [0, 2] });
    const after = applyJudgeEvent({ game: { turn: 3 }, judged: NO_JUDGING }, event, hooks);
    expect(after.game).toEqual({ turn: 3 });
    expect(after.judged.result).toEqual({ outcome: 'win', winner: 1, reason: 'tournament.table-settled' });
    expect(after.judged.closed).toMatchObject({ reason: 'table-settled', by: 'ana', winner: 1, games: [0, 2] });
  });

  it('gives a draw for a drawn table, and no result when the round or the event ended without one', () => {
    expect(closed({ reason: 'round-ended', by: 'org', winner: 'draw', games: [1, 1] }).data.result).toEqual({
      outcome: 'draw',
      reason: 'tournament.round-ended',
    });
    expect(closed({ reason: 'event-ended', by: 'org', winner: null, games: [0, 0] }).data.result).toBeNull();
  });

  it('refuses a winner or games that are not the match’s seats', () => {
    expect(matchClosure(2, { reason: 'table-settled', by: 'org', winner: 2, games: [0, 0] })).toMatchObject({
      code: 'match.closure-invalid',
    });
    expect(matchClosure(2, { reason: 'table-settled', by: 'org', winner: 0, games: [1] })).toMatchObject({
      code: 'match.closure-invalid',
    });
  });

  it('says in the log why the match closed and the table’s result, in Spanish and English', () => {
    const line = describeMatchClosed(closed({ reason: 'table-settled', by: 'ana', winner: 0, games: [2, 1] }));
    expect(line.es).toBe(
      'Partida cerrada: el resultado de la mesa se fijó fuera de esta partida (en papel o en la mesa de organización). Resultado del torneo: gana {seat:0} (2–1).',
    );
    expect(line.en).toBe(
      "Match closed: the table's result was settled outside this match (on paper or at the desk). Tournament result: {seat:0} wins (2–1).",
    );
    expect(describeMatchClosed(closed({ reason: 'event-ended', by: 'org', winner: null, games: [0, 0] })).es).toBe(
      'Partida cerrada: el torneo terminó. La mesa no tiene resultado.',
    );
    // A slip that gives only the winner: no score of games nobody recorded.
    expect(describeMatchClosed(closed({ reason: 'round-ended', by: 'org', winner: 1, games: [0, 0] })).en).toBe(
      'Match closed: the round ended. Tournament result: {seat:1} wins.',
    );
  });
});
