import { ERASED_NAME } from '@cronica/util';
import { describe, expect, it } from 'vitest';
import { practice, tableMatch } from '../testing/match-summaries';
import { translator } from './i18n';
import { matchTitle, myMatchesInOrder, othersAtTable } from './my-matches';

const es = translator('es');
const en = translator('en');

describe('the reader’s live matches on the home page', () => {
  it('lists the matches waiting on her first, each group in the API’s order (newest first)', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((matchId, index) => ({ ...tableMatch, matchId, yourTurn: index === 2 }));
    expect(myMatchesInOrder([a!, b!, c!]).map((match) => match.matchId)).toEqual(['c', 'a', 'b']);
  });

  it('names a tournament table by its event and round, a campaign session by its campaign, others by their kind', () => {
    const named = {
      ...tableMatch,
      tournamentTable: { tournamentName: 'Liga de otoño', label: { es: 'Ronda 2 de 3', en: 'Round 2 of 3' }, table: 3 },
    };
    expect(matchTitle(named, es)).toBe('Liga de otoño · Ronda 2 de 3, mesa 3');
    const session = {
      ...practice,
      kind: 'friendly',
      campaignSession: { campaignId: 'c', campaignName: 'La cripta', number: 2 },
    };
    expect(matchTitle(session, en)).toBe('La cripta · session 2');
    expect(matchTitle(practice, es)).toBe('Práctica contra el bot');
  });

  it('names everyone else at the table in seat order, never the reader, an erased person as such', () => {
    expect(othersAtTable(practice, 'p-jimena', es)).toBe('Bot');
    const three = {
      ...tableMatch,
      players: [...tableMatch.players, { ...tableMatch.players[0]!, seat: 2, playerId: 'p-x', name: ERASED_NAME }],
    };
    expect(othersAtTable(three, 'p-bea', en)).toBe('Ana, deleted player');
  });
});
