import { describe, expect, it } from 'vitest';
import { NOTHING_PICKED, nextSelection, type SelectionEvent } from './selection';

const run = (...events: SelectionEvent[]) => events.reduce(nextSelection, NOTHING_PICKED);

describe('what the Warlords of Terra board has picked', () => {
  it('the first tap on a troop that just moved picks it again (its new moves show), not a second tap that un-picks it', () => {
    expect(
      run({ kind: 'pick', key: 'uid:5' }, { kind: 'zone', zone: 12 }, { kind: 'sent' }, { kind: 'pick', key: 'uid:5' }),
    ).toEqual({ key: 'uid:5', zone: null });
  });

  it('a second tap on the same object, with no move sent between, puts it down', () => {
    expect(run({ kind: 'pick', key: 'card:ovl-b-01' }, { kind: 'pick', key: 'card:ovl-b-01' })).toEqual(NOTHING_PICKED);
  });

  it('a tap on an object whose moves are gone (the board shows none for it) picks it afresh', () => {
    expect(run({ kind: 'pick', key: 'uid:5' }, { kind: 'pick', key: 'uid:5', shown: null })).toEqual({
      key: 'uid:5',
      zone: null,
    });
  });

  it('picking another object forgets the zone the first one was narrowed to', () => {
    expect(run({ kind: 'pick', key: 'uid:5' }, { kind: 'zone', zone: 3 }, { kind: 'pick', key: 'uid:6' })).toEqual({
      key: 'uid:6',
      zone: null,
    });
  });
});
