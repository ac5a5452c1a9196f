import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { ERASED_NAME } from '@cronica/util';
import { byName, inReaderLang, isErasedName, personName, withPersonNames } from './person-name';

describe('personName', () => {
  it('shows an erased person as "jugador eliminado" to a Spanish reader and "deleted player" to an English one', () => {
    expect(personName(ERASED_NAME, translator('es'))).toBe('jugador eliminado');
    expect(personName(ERASED_NAME, translator('en'))).toBe('deleted player');
  });

  it('shows anyone else by their own name, even one that mentions a deleted player', () => {
    expect(personName('Berta Nueva', translator('en'))).toBe('Berta Nueva');
    expect(personName('jugador eliminado', translator('en'))).toBe('jugador eliminado');
    expect(isErasedName('Berta Nueva')).toBe(false);
    expect(isErasedName(ERASED_NAME)).toBe(true);
  });
});

describe('inReaderLang', () => {
  it("names an erased person in the reader's language wherever the answer holds them, and leaves the rest as it was", () => {
    const by = new Map([['p1', 'x']]);
    const answer = {
      players: [
        { playerId: 'p1', name: ERASED_NAME, rank: 1 },
        { playerId: 'p2', name: 'Berta', rank: 2 },
      ],
      organizer: { id: 'o', displayName: ERASED_NAME },
      winner: null,
      by,
    };
    const en = inReaderLang(answer, translator('en'));
    expect(en.players.map((p) => p.name)).toEqual(['deleted player', 'Berta']);
    expect(en.organizer.displayName).toBe('deleted player');
    expect(en.players[0]!.rank).toBe(1);
    expect(en.winner).toBeNull();
    expect(en.by).toBe(by);
    expect(inReaderLang(answer, translator('es')).organizer.displayName).toBe('jugador eliminado');
    expect(answer.players[0]!.name).toBe(ERASED_NAME);
  });
});

describe('withPersonNames', () => {
  it("names an erased person inside a log line in the reader's language only", () => {
    const line = `${ERASED_NAME} tira un dado: 3`;
    expect(withPersonNames(line, translator('es'))).toBe('jugador eliminado tira un dado: 3');
    expect(withPersonNames(`${ERASED_NAME} rolls a die`, translator('en'))).toBe('deleted player rolls a die');
    expect(withPersonNames('Berta tira un dado', translator('es'))).toBe('Berta tira un dado');
  });
});

describe('byName, the order of every list of people', () => {
  it('files accented names with their letter, ignores case, and counts numbers as numbers', () => {
    const names = ['zoe', 'Invitado 10', 'Álvaro', 'Invitado 2', 'Bea', 'alba'];
    expect([...names].sort(byName('es'))).toEqual(['alba', 'Álvaro', 'Bea', 'Invitado 2', 'Invitado 10', 'zoe']);
    expect([...names].sort(byName('en'))).toEqual(['alba', 'Álvaro', 'Bea', 'Invitado 2', 'Invitado 10', 'zoe']);
  });

  it('sorts as Spanish does in Spanish: ñ after n', () => {
    expect(['Ñoño', 'Nuria', 'Olga'].sort(byName('es'))).toEqual(['Nuria', 'Ñoño', 'Olga']);
  });
});
