import { describe, expect, it } from 'vitest';
import { findGame } from '@cronica/games';
import {
  FORM_DEFAULTS,
  formProblems,
  gameFieldDefaults,
  optionsFromValues,
  valuesFromForm,
  type FormValues,
} from './create-tournament-form';
import { gameFormFormat } from './create-tournament-games';
import { parseTables, proposedTables, tablesOf } from './draft-tables';
import { pairingRow } from '../testing/pairings';

const form = (entries: Record<string, string>): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

/** The form as it first shows for a game: the tournament's defaults and the game's own, from its library. */
const defaultsFor = (game: string): FormValues => ({
  ...FORM_DEFAULTS,
  game,
  ...gameFieldDefaults(gameFormFormat(findGame(game)!)),
});

describe('the creation form', () => {
  it('accepts the rulebook defaults once the event has a name', () => {
    expect(formProblems({ ...defaultsFor('blades-of-ash'), name: 'Open de otoño' })).toEqual([]);
    expect(optionsFromValues({ ...defaultsFor('blades-of-ash'), name: 'x' })).toMatchObject({
      rounds: 'by-field-size',
      roundMinutes: 45,
      bestOf: 1,
      requireDeckLists: true,
      registration: 'closed',
    });
  });

  it('takes when and where as typed: the start to the minute with its zone, none when left blank, and refuses a start in an unknown zone', () => {
    const typed = valuesFromForm(
      form({
        ...defaultsFor('ecg'),
        name: 'x',
        startsAt: '2026-12-12T10:00:00',
        timeZone: 'America/Lima',
        venue: ' En línea ',
      }),
    );
    expect(optionsFromValues(typed)).toMatchObject({
      startsAt: '2026-12-12T10:00',
      timeZone: 'America/Lima',
      venue: 'En línea',
    });
    const blank = optionsFromValues({ ...defaultsFor('ecg'), name: 'x' });
    expect(Object.keys(blank)).not.toContain('startsAt');
    expect(Object.keys(blank)).not.toContain('venue');
    const unknown = formProblems({
      ...defaultsFor('ecg'),
      name: 'x',
      startsAt: '2026-12-12T10:00',
      timeZone: 'Mars/Olympus',
    });
    expect(unknown.map((p) => p.field)).toEqual(['timeZone']);
  });

  it('takes the minutes before the start at which check-in opens by itself, and refuses them without a start', () => {
    const timed = { ...defaultsFor('ecg'), name: 'x', startsAt: '2026-12-12T10:00', checkInOpensBefore: '60' };
    expect(optionsFromValues(valuesFromForm(form(timed)))).toMatchObject({ checkInOpensBefore: 60 });
    expect(formProblems(timed)).toEqual([]);
    expect(Object.keys(optionsFromValues({ ...timed, checkInOpensBefore: '' }))).not.toContain('checkInOpensBefore');
    const withoutStart = formProblems({ ...timed, startsAt: '' });
    expect(withoutStart.map((p) => p.field)).toEqual(['checkInOpensBefore']);
    expect(withoutStart[0]!.message.es).toContain('indica cuándo empieza el torneo');
  });

  it('takes an entry fee as a person types it, in the currency chosen, and refuses text that is no amount', () => {
    const paid = { ...defaultsFor('ecg'), name: 'x', entryFee: '5,50', entryFeeCurrency: 'EUR' };
    expect(optionsFromValues(valuesFromForm(form(paid)))).toMatchObject({ entryFee: { amount: 550, currency: 'EUR' } });
    expect(formProblems(paid)).toEqual([]);
    expect(optionsFromValues({ ...paid, entryFee: '5000', entryFeeCurrency: 'CLP' }).entryFee).toEqual({
      amount: 5000,
      currency: 'CLP',
    });
    expect(Object.keys(optionsFromValues({ ...paid, entryFee: ' ' }))).not.toContain('entryFee');
    for (const typed of ['cinco', '0', '5,505'])
      expect(formProblems({ ...paid, entryFee: typed }).map((p) => p.field)).toEqual(['entryFee']);
  });

  it('refuses a nameless event and a third-place match without a cut of 4, in Spanish and English', () => {
    const problems = formProblems({ ...defaultsFor('blades-of-ash'), thirdPlaceMatch: 'on', topCutSize: '2' });
    expect(problems.map((p) => p.field).sort()).toEqual(['name', 'topCut.thirdPlaceMatch']);
    expect(problems.find((p) => p.field === 'topCut.thirdPlaceMatch')?.message).toMatchObject({
      es: expect.stringContaining('tercer puesto'),
      en: expect.stringContaining('third-place'),
    });
  });

  it("sends a Warlords of Terra event's legendary cap and turns after time as the game's options (002 C.5, C.1), and refuses a cap over 3", () => {
    const wot = { ...defaultsFor('warlords-of-terra'), name: 'x', 'game.legendaryLimit': '2', 'game.extraTurns': '2' };
    expect(formProblems(wot)).toEqual([]);
    expect(optionsFromValues(wot)).toMatchObject({
      tiebreakers: 'wot',
      byeScore: 0,
      gameOptions: { legendaryLimit: 2, extraTurns: 2 },
    });
    const over = formProblems({ ...wot, 'game.legendaryLimit': '4' });
    expect(over.map((p) => p.field)).toEqual(['gameOptions.legendaryLimit']);
    expect(over[0]!.message).toEqual({ es: 'Cartas legendarias: de 0 a 3.', en: 'Legendary cards: from 0 to 3.' });
  });

  it("gives a Blades of Ash event its own defaults: MTG's tiebreakers, no bye SCORE, no legendary cap, its battle rounds", () => {
    const blades = defaultsFor('blades-of-ash');
    expect(blades).toMatchObject({ tiebreakers: 'mtg', 'game.maxRounds': '12', 'game.dicePool.red': '2' });
    expect(Object.keys(blades)).not.toContain('game.legendaryLimit');
    const options = optionsFromValues({ ...blades, name: 'x', 'game.maxRounds': '3', 'game.dicePool.green': '2' });
    expect(options).not.toHaveProperty('byeScore');
    expect(options.gameOptions).toMatchObject({
      maxRounds: 3,
      dicePool: ['red', 'red', 'green', 'green', 'blue', 'blue'],
    });
    expect(formProblems({ ...blades, name: 'x', 'game.maxRounds': '0' }).map((p) => p.field)).toEqual([
      'gameOptions.maxRounds',
    ]);
  });

  it("reads the chosen game's own fields from the submitted form, and leaves another game's out", () => {
    const values = valuesFromForm(form({ ...defaultsFor('ecg'), name: 'x', 'game.turnsAfterTime': '1' }));
    expect(values['game.turnsAfterTime']).toBe('1');
    expect(optionsFromValues(values).gameOptions).toMatchObject({ turnsAfterTime: 1, timeResult: 'draw' });
    expect(optionsFromValues({ ...values, 'game.legendaryLimit': '2' }).gameOptions).not.toHaveProperty(
      'legendaryLimit',
    );
  });

  it('leaves out a field the form did not show, so a refused form gives it back with its default, not empty', () => {
    const shown = Object.fromEntries(
      Object.entries({ ...defaultsFor('blades-of-ash'), name: '' }).filter(([field]) => field !== 'byeScore'),
    );
    const values = valuesFromForm(form(shown));
    expect(Object.hasOwn(values, 'byeScore')).toBe(false);
    expect(values.name).toBe('');
  });

  it('refuses an even best-of and empty numbers instead of guessing', () => {
    expect(
      formProblems({ ...defaultsFor('blades-of-ash'), name: 'x', bestOf: '2', roundMinutes: '' })
        .map((p) => p.field)
        .sort(),
    ).toEqual(['bestOf', 'roundMinutes']);
  });

  it('reads a fixed number of rounds only when the organizer chose one', () => {
    expect(optionsFromValues({ ...FORM_DEFAULTS, roundsMode: 'fixed', rounds: '5' }).rounds).toBe(5);
    expect(optionsFromValues({ ...FORM_DEFAULTS, roundsMode: 'by-field-size', rounds: '5' }).rounds).toBe(
      'by-field-size',
    );
  });
});

const pairing = (round: number, table: number, playerA: string, playerB: string | null, published = true) =>
  pairingRow(round, table, playerA, playerB, { published });
describe('the draft desk', () => {
  const draft = [pairing(2, 1, 'ana', 'cai', false), pairing(2, 2, 'bea', 'dan', false)];

  it('swaps two players between tables, each taking the other seat', () => {
    const swapped = proposedTables(tablesOf(draft, 2), { kind: 'swap', playerA: 'cai', playerB: 'bea' });
    expect(swapped).toEqual([
      { table: 1, a: 'bea', b: 'ana' },
      { table: 2, a: 'cai', b: 'dan' },
    ]);
  });

  it('seats two players together and their former rivals meet each other', () => {
    expect(proposedTables(tablesOf(draft, 2), { kind: 'pair', playerA: 'ana', playerB: 'dan' })).toEqual([
      { table: 1, a: 'ana', b: 'dan' },
      { table: 2, a: 'cai', b: 'bea' },
    ]);
    expect(proposedTables(tablesOf(draft, 2), { kind: 'swap', playerA: 'ana', playerB: 'cai' })).toBeNull();
  });

  it('reads back only well-formed tables', () => {
    expect(parseTables('[{"table":1,"a":"ana","b":null}]')).toEqual([{ table: 1, a: 'ana', b: null }]);
    expect(parseTables('[{"table":"1","a":"ana","b":null}]')).toBeNull();
    expect(parseTables('nope')).toBeNull();
    expect(parseTables('[]')).toBeNull();
  });
});
