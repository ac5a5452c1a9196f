import { describe, expect, it } from 'vitest';
import { initialTournamentState, type TournamentState } from '@cronica/tournament';
import type { StaffState, TournamentAggregate } from './tournament-aggregate.js';
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
