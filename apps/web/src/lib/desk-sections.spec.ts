import { describe, expect, it } from 'vitest';
import type { TournamentDetail } from '../graphql/tournament';
import { clockAtDesk, deskSections } from './desk-sections';

type Desk = Parameters<typeof deskSections>[0];

/** An event as the desk reads it: its status, its round, whether round `round`'s pairings are out. */
const event = (status: string, round = 0, published = false, checkInOpen = false): Desk => ({
  status,
  checkInOpen,
  currentRound: round,
  pairings: round > 0 ? ([{ round, published }] as TournamentDetail['pairings']) : [],
});

describe("the organizer's desk sections and the links to them", () => {
  it('links no clock before a round is published: the registration desk comes first', () => {
    expect(deskSections(event('registration-open'), true)).toEqual(['registration', 'rounds', 'staff', 'details']);
    expect(deskSections(event('registration-closed', 1, false), true)).toEqual([
      'rounds',
      'registration',
      'staff',
      'details',
    ]);
  });

  it('links the clock while the current round is out, rounds first once they run', () => {
    expect(deskSections(event('registration-closed', 2, true), true)).toEqual([
      'rounds',
      'clock',
      'registration',
      'staff',
      'details',
    ]);
    expect(clockAtDesk(event('registration-closed', 2, true))).toBe(true);
    expect(deskSections(event('top-cut', 5, true), true)).toContain('clock');
  });

  it("keeps registration first while the day's check-in runs", () => {
    expect(deskSections(event('registration-closed', 0, false, true), true)[0]).toBe('registration');
  });

  it('leaves staff and the event details to the organizer, and the details once the event ends', () => {
    expect(deskSections(event('registration-closed', 2, true), false)).toEqual(['rounds', 'clock', 'registration']);
    expect(deskSections(event('ended', 4, true), true)).toEqual(['rounds', 'registration', 'staff']);
  });
});
