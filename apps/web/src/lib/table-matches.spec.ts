import { describe, expect, it } from 'vitest';
import type { TableRow } from '../graphql/tournament';
import { onlineMatch, tableRow } from '../testing/pairings';
import { onlineMatchOf } from './table-matches';

const table = (over: Partial<TableRow> = {}) => tableRow(3, 2, 'a', 'b', over);

describe('the online match of a player’s tournament table', () => {
  it('can be started only at a published table of a game played online whose two players registered lists', () => {
    const lists = () => true;
    expect(onlineMatchOf('blades-of-ash', table(), lists)).toEqual({ matchId: null });
    expect(onlineMatchOf('blades-of-ash', table({ playerB: null }), lists)).toBeNull();
    expect(onlineMatchOf('blades-of-ash', table({ published: false }), lists)).toBeNull();
    expect(onlineMatchOf('warlords-of-terra', table(), lists)).toEqual({ matchId: null });
    expect(onlineMatchOf('a-game-played-on-paper', table(), lists)).toBeNull();
    expect(onlineMatchOf('blades-of-ash', table(), (id) => id === 'a')).toBeNull();
  });

  it('is the table’s own match once it exists, whatever the lists say', () => {
    const started = table({ onlineMatch: onlineMatch('m-3-2') });
    expect(onlineMatchOf('blades-of-ash', started, () => false)).toEqual({ matchId: 'm-3-2' });
  });
});
