import { describe, expect, it } from 'vitest';
import {
  checkResult,
  closesCalls,
  fieldNames,
  lifeCounts,
  refusalField,
  resultValues,
  valuesOf,
  type ResultRules,
  type ResultValues,
} from './result-form';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const bo3: ResultRules = { bestOf: 3, needLife: true, needReason: false };
const bo1: ResultRules = { bestOf: 1, needLife: true, needReason: false };
/** The form's values as typed, one [winner, life A, life B] a game, no reason. */
const values = (...games: Array<[string, string, string]>): ResultValues => ({
  games: games.map(([winner, lifeA, lifeB]) => ({ winner, lifeA, lifeB })),
  reason: '',
});

describe('the result form of a best-of-N match', () => {
  it('reads each game of a best of 3 by seat, with its own life totals, and gives the match to whoever won more games', () => {
    const typed = resultValues(
      form({
        game1Winner: 'b',
        game1LifeA: '0',
        game1LifeB: '7',
        game2Winner: 'a',
        game2LifeA: '4',
        game2LifeB: '0',
        game3Winner: 'b',
        game3LifeA: '-2',
        game3LifeB: '12',
      }),
      3,
    );
    expect(checkResult(typed, bo3)).toEqual({
      result: {
        winner: 'b',
        games: [
          { winner: 'b', lifeA: 0, lifeB: 7 },
          { winner: 'a', lifeA: 4, lifeB: 0 },
          { winner: 'b', lifeA: -2, lifeB: 12 },
        ],
      },
    });
  });

  it('takes a 2–0 without a third game, and refuses a game left out between two played ones beside that game', () => {
    expect(checkResult(values(['a', '5', '0'], ['a', '3', '0'], ['', '', '']), bo3)).toMatchObject({
      result: { winner: 'a' },
    });
    expect(checkResult(values(['a', '5', '0'], ['', '', ''], ['a', '3', '0']), bo3)).toEqual({
      problem: {
        field: 'game2Winner',
        message: {
          es: 'Falta quién ganó la partida 2: las partidas se anotan en orden.',
          en: 'Say who won game 2: games are entered in order.',
        },
      },
    });
  });

  it('says which life total of which game is wrong, beside that field', () => {
    expect(checkResult(values(['a', '5', '0'], ['b', '0', 'siete']), bo3)).toMatchObject({
      problem: { field: 'game2LifeB', message: { es: expect.stringContaining('Partida 2') } },
    });
    expect(checkResult(values(['a', '5', '']), bo1)).toMatchObject({
      problem: { field: 'game1LifeB', message: { en: expect.stringContaining('SCORE') } },
    });
    expect(checkResult(values(['a', '5', '']), { ...bo1, needLife: false })).toEqual({
      result: { winner: 'a', games: [{ winner: 'a', lifeA: 5 }] },
    });
    expect(checkResult(values(['', '5', '0']), bo1)).toMatchObject({ problem: { field: 'game1Winner' } });
  });

  it('refuses life totals typed the wrong way round (the winner at 0, the loser at 5) before the form is sent', () => {
    expect(checkResult(values(['a', '0', '5']), bo1)).toEqual({
      problem: {
        field: 'game1LifeA',
        message: {
          es: 'En la partida 1, quien ganó terminó con 0 vidas o menos y quien perdió no, pero quien llega a 0 pierde: revisa si las vidas están al revés.',
          en: 'In game 1, the winner ended at 0 life or less and the loser did not, but a player who reaches 0 loses: check whether the life totals are the wrong way round.',
        },
      },
    });
    expect(checkResult(values(['a', '5', '0'], ['b', '3', '−2']), bo3)).toMatchObject({
      problem: { field: 'game2LifeB', message: { en: expect.stringContaining('In game 2,') } },
    });
    expect(checkResult(values(['draw', '4', '0']), bo1)).toMatchObject({
      problem: { field: 'game1LifeB', message: { es: expect.stringContaining('La partida 1 es un empate') } },
    });
    expect(checkResult(values(['a', '5', '−2']), bo1)).toEqual({
      result: { winner: 'a', games: [{ winner: 'a', lifeA: 5, lifeB: -2 }] },
    });
  });

  it('asks for at least one game, and for a reason only when correcting a result the table has', () => {
    expect(checkResult(values(['', '', '']), bo1)).toEqual({
      problem: { field: 'game1Winner', message: { es: 'Indica quién ganó la partida 1.', en: 'Say who won game 1.' } },
    });
    const played = values(['a', '9', '0']);
    expect(checkResult(played, bo1)).toMatchObject({ result: { winner: 'a' } });
    expect(checkResult(played, { ...bo1, needReason: true })).toMatchObject({ problem: { field: fieldNames.reason } });
    expect(checkResult({ ...played, reason: 'La hoja decía otra cosa' }, { ...bo1, needReason: true })).toMatchObject({
      result: { winner: 'a' },
    });
  });

  it('keeps every value as typed, to show a refused form again exactly as it was sent', () => {
    const typed = resultValues(form({ game1Winner: 'b', game1LifeA: '0', game1LifeB: 'x7', reason: ' por error ' }), 3);
    expect(typed).toEqual({
      games: [
        { winner: 'b', lifeA: '0', lifeB: 'x7' },
        { winner: '', lifeA: '', lifeB: '' },
        { winner: '', lifeA: '', lifeB: '' },
      ],
      reason: 'por error',
    });
  });

  it('starts a correction from the result the table has', () => {
    expect(valuesOf({ games: [{ winner: 'a', lifeA: 7, lifeB: null }] }, 3).games).toEqual([
      { winner: 'a', lifeA: '7', lifeB: '' },
      { winner: '', lifeA: '', lifeB: '' },
      { winner: '', lifeA: '', lifeB: '' },
    ]);
  });

  it("puts the API's refusal beside its field: the reason, or the first game still to fill in", () => {
    const oneGame = values(['a', '5', '0'], ['', '', ''], ['', '', '']);
    expect(refusalField('tournament.result.reason-required', oneGame)).toBe('reason');
    expect(refusalField('tournament.result.invalid', oneGame)).toBe('game2Winner');
    expect(refusalField(undefined, oneGame)).toBe('form');
  });

  it('asks for life totals only where the tiebreakers count them (SCORE, 002 C.2.1)', () => {
    expect(lifeCounts(['score', 'head-to-head'])).toBe(true);
    expect(lifeCounts(['omw', 'gw', 'ogw'])).toBe(false);
  });

  it("asks to close the table's open judge calls only when the box is ticked", () => {
    expect(closesCalls(form({ round: '1', table: '2', game1Winner: 'a', reason: 'corregido', closeCalls: 'on' }))).toBe(
      true,
    );
    expect(closesCalls(form({ round: '1', table: '2', game1Winner: 'a', reason: 'corregido' }))).toBe(false);
  });
});
