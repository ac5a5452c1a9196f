import { describe, expect, it } from 'vitest';
import { initialTournamentState, type TournamentState } from '@cronica/tournament';
import type { StaffState, TournamentAggregate } from './tournament-aggregate.js';
import { judgingAccounts, staffReadRole } from './roles.js';
import { readRoleOf, roleOf } from './tournament-commands.service.js';

const players = { both: {}, plain: {} } as unknown as TournamentState['players'];
const tournament: TournamentAggregate = { state: { ...initialTournamentState, players }, organizerId: 'both' };
const staff: StaffState = { judges: new Set(['both', 'judge']) };

describe('readRoleOf (staff who are also players get no staff reads)', () => {
  it('treats an organizer or judge who is registered as a player as a player', () => {
    expect(readRoleOf('both', tournament, staff)).toBe('player');
    expect(readRoleOf('both', { ...tournament, organizerId: 'org' }, staff)).toBe('player');
  });

  it('keeps staff who do not play as staff, and players as players', () => {
    expect(readRoleOf('judge', tournament, staff)).toBe('judge');
    expect(readRoleOf('org', { ...tournament, organizerId: 'org' }, staff)).toBe('organizer');
    expect(readRoleOf('plain', tournament, staff)).toBe('player');
  });

  it('leaves the command role alone (the organizer still runs the event)', () => {
    expect(roleOf('both', tournament, staff)).toBe('organizer');
  });
});

describe('the one read rule from the read models’ facts (staffReadRole)', () => {
  const facts = (isJudge: boolean, isPlayer: boolean, organizerId: string | null = 'org') => ({
    organizerId,
    isJudge,
    isPlayer,
  });

  it('grants a staff read to the organizer and to a judge who does not play, and to nobody else', () => {
    expect(staffReadRole('org', facts(false, false))).toBe('organizer');
    expect(staffReadRole('judge', facts(true, false))).toBe('judge');
    expect(staffReadRole('judge', facts(true, true))).toBeNull();
    expect(staffReadRole('org', facts(false, true))).toBeNull();
    expect(staffReadRole('plain', facts(false, false))).toBeNull();
    expect(staffReadRole(null, facts(true, false))).toBeNull();
  });

  it('agrees with readRoleOf on every combination', () => {
    for (const isJudge of [false, true])
      for (const isPlayer of [false, true])
        for (const account of ['org', 'other']) {
          const aggregate: TournamentAggregate = {
            state: {
              ...initialTournamentState,
              players: (isPlayer ? { [account]: {} } : {}) as TournamentState['players'],
            },
            organizerId: 'org',
          };
          const role = readRoleOf(account, aggregate, { judges: new Set(isJudge ? [account] : []) });
          expect(staffReadRole(account, facts(isJudge, isPlayer))).toBe(role === 'player' ? null : role);
        }
  });

  it('tells the decider who judges the event: the appointed judges and the organizer', () => {
    expect([...judgingAccounts('org', ['judge'])].sort()).toEqual(['judge', 'org']);
    expect([...judgingAccounts(null, [])]).toEqual([]);
  });
});
