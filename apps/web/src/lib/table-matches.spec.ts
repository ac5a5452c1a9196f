import { describe, expect, it } from 'vitest';
import type { PairingRow } from '../graphql/tournament';
import { pairingRow } from '../testing/pairings';
import { matchAt, onlineMatchOf, tableMatchIndex } from './table-matches';

const pairing = (round: number, table: number, over: Partial<PairingRow> = {}) =>
  pairingRow(round, table, 'a', 'b', over);

describe('the online match of a tournament table', () => {
  const index = tableMatchIndex([
    { matchId: 'm-2-1', round: 2, table: 1, status: 'LIVE', replayHead: null },
    { matchId: 'm-1-1', round: 1, table: 1, status: 'FINISHED', replayHead: 'h' },
    { matchId: 'friendly', round: null, table: null, status: 'LIVE', replayHead: null },
  ]);

  it('is found by round and table, never by table alone', () => {
    expect(matchAt(index, pairing(2, 1))?.matchId).toBe('m-2-1');
    expect(matchAt(index, pairing(1, 1))?.matchId).toBe('m-1-1');
    expect(matchAt(index, pairing(3, 1))).toBeNull();
  });

  it('can be started only at a published table of a game played online whose two players registered lists', () => {
    const lists = () => true;
    expect(onlineMatchOf('blades-of-ash', index, pairing(3, 2), lists)).toEqual({ matchId: null });
    expect(onlineMatchOf('blades-of-ash', index, pairing(2, 1), lists)).toEqual({ matchId: 'm-2-1' });
    expect(onlineMatchOf('blades-of-ash', index, pairing(3, 2, { playerB: null }), lists)).toBeNull();
    expect(onlineMatchOf('blades-of-ash', index, pairing(3, 2, { published: false }), lists)).toBeNull();
    expect(onlineMatchOf('warlords-of-terra', index, pairing(3, 2), lists)).toEqual({ matchId: null });
    expect(onlineMatchOf('a-game-played-on-paper', index, pairing(3, 2), lists)).toBeNull();
    expect(onlineMatchOf('blades-of-ash', index, pairing(3, 2), (id) => id === 'a')).toBeNull();
  });

  it('is always linked once it exists, whatever the lists say', () => {
    expect(onlineMatchOf('blades-of-ash', index, pairing(2, 1), () => false)).toEqual({ matchId: 'm-2-1' });
  });
});
