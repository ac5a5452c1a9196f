import { describe, expect, it } from 'vitest';
import type { PairingRow } from '../graphql/tournament';
import { FORM_DEFAULTS, formProblems, optionsFromValues } from './create-tournament-form';
import { parseTables, proposedTables, tablesOf } from './draft-tables';
import { overrideFromForm } from './override-form';

const form = (entries: Record<string, string>): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe('the creation form', () => {
  it('accepts the rulebook defaults once the event has a name', () => {
    expect(formProblems({ ...FORM_DEFAULTS, name: 'Open de otoño' })).toEqual([]);
    expect(optionsFromValues({ ...FORM_DEFAULTS, name: 'x' })).toMatchObject({
      rounds: 'by-field-size',
      roundMinutes: 45,
      bestOf: 1,
      requireDeckLists: true,
      registration: 'closed',
    });
  });

  it('refuses a nameless event and a third-place match without a cut of 4, in Spanish and English', () => {
    const problems = formProblems({ ...FORM_DEFAULTS, thirdPlaceMatch: 'on', topCutSize: '2' });
    expect(problems.map((p) => p.field).sort()).toEqual(['name', 'topCut.thirdPlaceMatch']);
    expect(problems.find((p) => p.field === 'topCut.thirdPlaceMatch')?.message).toMatchObject({
      es: expect.stringContaining('tercer puesto'),
      en: expect.stringContaining('third-place'),
    });
  });

  it('refuses a legendary cap changed for a game without legendary cards, and takes it for Warlords of Terra (002 C.5)', () => {
    expect(formProblems({ ...FORM_DEFAULTS, name: 'x', legendaryLimit: '1' }).map((p) => p.field)).toEqual(['legendaryLimit']);
    expect(formProblems({ ...FORM_DEFAULTS, name: 'x', game: 'warlords-of-terra', legendaryLimit: '1' })).toEqual([]);
  });

  it('refuses an even best-of and empty numbers instead of guessing', () => {
    expect(
      formProblems({ ...FORM_DEFAULTS, name: 'x', bestOf: '2', roundMinutes: '' })
        .map((p) => p.field)
        .sort(),
    ).toEqual(['bestOf', 'roundMinutes']);
  });

  it('reads a fixed number of rounds only when the organizer chose one', () => {
    expect(optionsFromValues({ ...FORM_DEFAULTS, roundsMode: 'fixed', rounds: '5' }).rounds).toBe(5);
    expect(optionsFromValues({ ...FORM_DEFAULTS, roundsMode: 'by-field-size', rounds: '5' }).rounds).toBe('by-field-size');
  });
});

const pairing = (round: number, table: number, playerA: string, playerB: string | null, published = true): PairingRow => ({
  round,
  table,
  playerA,
  playerB,
  published,
  roundLabel: { es: `Ronda ${round}`, en: `Round ${round}` },
  result: null,
});
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

describe('the result override form', () => {
  it('needs a winner and a reason, and takes the final life totals', () => {
    expect(overrideFromForm(form({ round: '2', table: '3', winner: 'b', lifeA: '0', lifeB: '7', reason: 'hoja en papel' }))).toEqual({
      round: 2,
      table: 3,
      reason: 'hoja en papel',
      result: { winner: 'b', games: [{ winner: 'b', lifeA: 0, lifeB: 7 }] },
    });
    expect(overrideFromForm(form({ round: '2', table: '3', winner: 'b', reason: ' ' }))).toMatchObject({ error: { en: expect.stringContaining('reason') } });
    expect(overrideFromForm(form({ round: '2', table: '3', reason: 'x' }))).toMatchObject({ error: { en: 'Choose who won.' } });
    expect(overrideFromForm(form({ round: '2', table: '3', winner: 'a', lifeA: '-4', reason: 'x' }))).toMatchObject({ error: { en: expect.stringContaining('whole number') } });
  });
});
