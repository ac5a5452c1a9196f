import { describe, expect, it } from 'vitest';
import type { PairingRow, TournamentDetail } from '../graphql/tournament';
import { staffCommandsFor } from './staff-commands';

const pairing = (round: number, published: boolean): PairingRow => ({
  round,
  table: 1,
  playerA: 'a',
  playerB: 'b',
  published,
  roundLabel: { es: `Ronda ${round}`, en: `Round ${round}` },
  result: null,
});

function tournament(status: string, myStaffRole: string | null, pairings: PairingRow[] = []): TournamentDetail {
  return {
    id: 't',
    name: 'T',
    game: 'blades-of-ash',
    status,
    currentRound: 0,
    plannedRounds: 3,
    roundLabel: null,
    playerCount: 2,
    updatedAt: '',
    winner: null,
    myStaffRole,
    organizer: null,
    judges: [],
    format: null,
    clock: null,
    players: [],
    pairings,
    standings: [],
  };
}

describe('staff desk', () => {
  it('offers nothing to players and the public', () => {
    expect(staffCommandsFor(tournament('registration-open', null))).toEqual([]);
  });

  it('walks the organizer through registration', () => {
    expect(staffCommandsFor(tournament('created', 'organizer'))).toEqual(['openRegistration']);
    expect(staffCommandsFor(tournament('registration-open', 'organizer'))).toEqual(['closeRegistration']);
  });

  it('asks to publish (or pair again) a round that is still unpublished', () => {
    expect(staffCommandsFor(tournament('registration-closed', 'organizer', [pairing(1, true), pairing(2, false)]))).toEqual(['repairRound', 'publishPairings']);
    expect(staffCommandsFor(tournament('registration-closed', 'judge', [pairing(1, false)]))).toEqual(['publishPairings']);
  });

  it('offers the clock and the end of a published round, and pairing the next one', () => {
    const commands = staffCommandsFor(tournament('registration-closed', 'organizer', [pairing(1, true)]));
    expect(commands).toEqual(expect.arrayContaining(['startRoundClock', 'callTime', 'endRound', 'pairNextRound', 'endTournament']));
    expect(staffCommandsFor(tournament('registration-closed', 'organizer'))).not.toContain('endRound');
  });
});
