import { describe, expect, it } from 'vitest';
import { playerRecordText } from './player-record';

const row = { rank: 3, points: 6, wins: 2, losses: 1, draws: 0, byes: 0, dropped: false };

describe('a player’s record in an event, on their profile', () => {
  it('says where they stand while the event runs, with their points and wins–losses–draws', () => {
    expect(playerRecordText({ standingsPage: { rows: [row] }, placings: [] })).toEqual({
      es: '3.º en la clasificación · 6 puntos · 2–1–0',
      en: '#3 in the standings · 6 points · 2–1–0',
    });
  });

  it('gives the final place once the event has placed them, the cut’s place over the Swiss rank', () => {
    const placings = [{ label: { es: '1.º', en: '1st' } }];
    expect(playerRecordText({ standingsPage: { rows: [row] }, placings })?.es).toBe(
      'Puesto final: 1.º · 6 puntos · 2–1–0',
    );
  });

  it('says when they dropped and which wins were byes, and says nothing before their first round', () => {
    const dropped = { ...row, wins: 0, losses: 1, points: 0, dropped: true };
    expect(playerRecordText({ standingsPage: { rows: [dropped] }, placings: [] })?.en).toBe(
      '#3 in the standings · 0 points · 0–1–0 · dropped',
    );
    const bye = { ...row, wins: 1, losses: 0, points: 3, byes: 1 };
    expect(playerRecordText({ standingsPage: { rows: [bye] }, placings: [] })?.es).toBe(
      '3.º en la clasificación · 3 puntos · 1–0–0 (1 victoria por bye)',
    );
    const fresh = { ...row, wins: 0, losses: 0, points: 0 };
    expect(playerRecordText({ standingsPage: { rows: [fresh] }, placings: [] })).toBeNull();
    expect(playerRecordText({ standingsPage: { rows: [] }, placings: [] })).toBeNull();
  });
});
