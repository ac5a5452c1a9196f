import { describe, expect, it } from 'vitest';
import { findGame } from '@cronica/games';
import { TIEBREAK_PRESETS } from '@cronica/tournament';
import type { EventTemplate } from '../graphql/event-template';
import { gameFormFormat } from './create-tournament-games';
import { nextWeeklyStart, valuesFromEvent } from './event-template';

const formatOf = (game: string) => gameFormFormat(findGame(game)!);

/** Thursday's Blades of Ash league as the API reads it: fixed rounds, WoT tiebreakers, a top 8, its own dice pool. */
const league: EventTemplate = {
  id: 'liga-jueves-1',
  name: 'Liga de los jueves',
  description: 'Trae tus dados.',
  startsAt: '2026-12-03T18:30',
  timeZone: 'Atlantic/Canary',
  venue: 'La Guarida, Las Palmas',
  checkInOpensBefore: 30,
  entryFee: { amount: 550, currency: 'EUR' },
  game: 'blades-of-ash',
  plannedRounds: 4,
  format: {
    roundMinutes: 40,
    bestOf: 1,
    topCutSize: 8,
    finalBestOf: 3,
    thirdPlaceMatch: true,
    tiebreakers: [...TIEBREAK_PRESETS.wot],
    byeScore: 30,
    lateEntry: 'none',
    exhaustedPairings: 'fewest-rematches',
    roundsRule: 'fixed',
    requireDeckLists: false,
    prizePlaces: 4,
    capacity: 24,
    gameOptions: { maxRounds: 4, dicePool: ['red', 'green', 'green'], heroesKept: 3 },
  },
};

describe('running an event again from an earlier one', () => {
  it('fills the whole form in: what, where, the Swiss, the cut, entry and the game’s own options as the event had them', () => {
    const values = valuesFromEvent(league, formatOf('blades-of-ash'), '2026-12-01', 'es');
    expect(values).toMatchObject({
      name: 'Liga de los jueves',
      description: 'Trae tus dados.',
      startsAt: '2026-12-10T18:30',
      timeZone: 'Atlantic/Canary',
      venue: 'La Guarida, Las Palmas',
      checkInOpensBefore: '30',
      entryFee: '5,50',
      entryFeeCurrency: 'EUR',
      game: 'blades-of-ash',
      roundsMode: 'fixed',
      rounds: '4',
      tiebreakers: 'wot',
      roundMinutes: '40',
      bestOf: '1',
      topCutSize: '8',
      finalBestOf: '3',
      thirdPlaceMatch: 'on',
      lateEntry: 'none',
      byeScore: '30',
      requireDeckLists: '',
      prizePlaces: '4',
      exhaustedPairings: 'fewest-rematches',
      capacity: '24',
      registration: 'closed',
      'game.maxRounds': '4',
      'game.dicePool.red': '1',
      'game.dicePool.green': '2',
      'game.dicePool.blue': '0',
    });
    // An option the event did not hold (added to the game since) takes the game's default.
    expect(values['game.handLimit']).toBe('7');
  });

  it('keeps rounds by field size as they were chosen, and a yes/no option of the game as yes or no', () => {
    const byField = {
      ...league,
      game: 'warlords-of-terra',
      plannedRounds: 0,
      format: {
        ...league.format!,
        roundsRule: 'by-field-size',
        gameOptions: { defendersFlip: false, legendaryLimit: 2 },
      },
    };
    const values = valuesFromEvent(byField, formatOf('warlords-of-terra'), '2026-12-01', 'es');
    expect(values).toMatchObject({ roundsMode: 'by-field-size', 'game.defendersFlip': '', 'game.legendaryLimit': '2' });
    expect(values['game.strikeBackKeywords']).toBe('on');
  });

  it('leaves the date empty for an event that announced none, and the game’s first tiebreakers for a list no preset has', () => {
    const values = valuesFromEvent(
      { ...league, startsAt: null, format: { ...league.format!, tiebreakers: ['points', 'coin'] } },
      formatOf('blades-of-ash'),
      '2026-12-01',
      'en',
    );
    expect(values.startsAt).toBe('');
    // The fee as an English reader types it.
    expect(values.entryFee).toBe('5.50');
    expect(values.tiebreakers).toBe(formatOf('blades-of-ash').tiebreakers[0]!.preset);
  });

  it('dates the next edition a week later, same weekday and time, or the first such day after today', () => {
    expect(nextWeeklyStart('2026-12-03T18:30', '2026-12-01')).toBe('2026-12-10T18:30');
    // Copied from last month's event: the next Thursday after today, not a date already past.
    expect(nextWeeklyStart('2026-11-05T18:30', '2026-12-01')).toBe('2026-12-03T18:30');
    expect(nextWeeklyStart('2026-11-24T10:00', '2026-12-01')).toBe('2026-12-08T10:00');
    // Across the year's end and summer time the wall clock stays as it was.
    expect(nextWeeklyStart('2026-12-31T10:00', '2026-12-01')).toBe('2027-01-07T10:00');
    expect(nextWeeklyStart('2027-03-25T10:00', '2027-03-20')).toBe('2027-04-01T10:00');
    expect(nextWeeklyStart('no es una fecha', '2026-12-01')).toBe('');
  });
});
