import { describe, expect, it } from 'vitest';
import { tableText } from './match-table';

describe('a tournament match’s table, as pages name it', () => {
  it('names the table by its round as the event names it, a Swiss round by its number of the total', () => {
    const swiss = { es: 'Ronda 2 de 3', en: 'Round 2 of 3' };
    const at = { round: 2, table: 4, tournamentTable: { tournamentName: 'Liga', label: swiss, table: 4 } };
    expect(tableText(at)).toEqual({ es: 'Ronda 2 de 3, mesa 4', en: 'Round 2 of 3, table 4' });
    const final = { es: 'Final', en: 'Final' };
    const cut = { round: 5, table: 1, tournamentTable: { tournamentName: 'Copa', label: final, table: 1 } };
    expect(tableText(cut)).toEqual({ es: 'Final, mesa 1', en: 'Final, table 1' });
  });

  it('falls back to the round’s number where the event no longer says, and names nothing for a match of no tournament', () => {
    expect(tableText({ round: 5, table: 1, tournamentTable: null })).toEqual({
      es: 'Torneo · ronda 5, mesa 1',
      en: 'Tournament · round 5, table 1',
    });
    expect(tableText({ round: null, table: null, tournamentTable: null })).toBeNull();
  });
});
