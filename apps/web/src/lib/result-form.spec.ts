import { describe, expect, it } from 'vitest';
import { gamesFromForm } from './result-form';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe('result form', () => {
  it('turns "I won" from seat B into a win for B, with life totals on the right sides', () => {
    expect(gamesFromForm(form({ game0: 'me', game0Mine: '7', game0Rival: '0' }), 'b')).toEqual({
      winner: 'b',
      games: [{ winner: 'b', lifeA: 0, lifeB: 7 }],
    });
  });

  it('decides a best of three by games won and skips games not played', () => {
    const parsed = gamesFromForm(form({ game0: 'rival', game1: 'me', game2: 'me', game3: '' }), 'a');
    expect(parsed).toEqual({ winner: 'a', games: [{ winner: 'b' }, { winner: 'a' }, { winner: 'a' }] });
  });

  it('refuses a report with no game or with a life total that is not a number', () => {
    expect(gamesFromForm(form({}), 'a')).toHaveProperty('error.en', 'Say who won at least one game.');
    expect(gamesFromForm(form({ game0: 'me', game0Mine: 'lots' }), 'a')).toHaveProperty('error.es', 'La vida final debe ser un número entero.');
  });
});
