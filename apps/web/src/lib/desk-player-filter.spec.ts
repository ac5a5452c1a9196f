import { describe, expect, it } from 'vitest';
import { deskFilterFrom, filteredEntrants, NO_FILTER } from './desk-player-filter';

const players = [
  { name: 'José Núñez', status: 'active', checkedIn: true },
  { name: 'Josefa Ruiz', status: 'active', checkedIn: false },
  { name: 'Ana Pérez', status: 'active', checkedIn: null },
  { name: 'Jorge Sanz', status: 'dropped', checkedIn: false },
];
const names = (filter: Parameters<typeof filteredEntrants>[1]) => filteredEntrants(players, filter).map((p) => p.name);

describe('finding a player in the desk’s list', () => {
  it('keeps the names holding the search, blind to case and accents, in the order given', () => {
    expect(names({ who: 'JOSE', pending: false })).toEqual(['José Núñez', 'Josefa Ruiz']);
    expect(names({ who: 'nunez', pending: false })).toEqual(['José Núñez']);
    expect(names(NO_FILTER)).toHaveLength(4);
  });

  it('shows only the active players still to arrive when asked, with or without a name', () => {
    expect(names({ who: '', pending: true })).toEqual(['Josefa Ruiz', 'Ana Pérez']);
    expect(names({ who: 'jos', pending: true })).toEqual(['Josefa Ruiz']);
  });

  it('reads the filter from the desk’s address, the first value of a repeated one, anything odd as none', () => {
    expect(deskFilterFrom({ who: ['ana', 'bea'], pending: '1' })).toEqual({ who: 'ana', pending: true });
    expect(deskFilterFrom({ pending: 'yes' })).toEqual(NO_FILTER);
    expect(deskFilterFrom({ who: 'x'.repeat(500) }).who).toHaveLength(80);
  });
});
