import { describe, expect, it } from 'vitest';
import { staffPanelCommands } from './staff-commands';

describe('the staff panel of the tournament page', () => {
  it('offers exactly what the API allows now, and nothing to players and the public', () => {
    expect(staffPanelCommands([])).toEqual([]);
    expect(staffPanelCommands(['pauseRoundClock', 'endRoundClock'])).toEqual(['pauseRoundClock', 'endRoundClock']);
  });

  it('leaves out actions it cannot run with one press, and those the desk keeps', () => {
    expect(staffPanelCommands(['repairRound', 'discardDraft', 'publishPairings', 'extendRoundClock'])).toEqual([
      'repairRound',
      'publishPairings',
    ]);
  });

  it('leaves the day’s check-in to the desk, which explains it and names who is missing', () => {
    expect(staffPanelCommands(['openCheckIn', 'closeRegistration'])).toEqual(['closeRegistration']);
    expect(staffPanelCommands(['removeAbsentPlayers', 'pairNextRound'])).toEqual(['pairNextRound']);
  });

  it('keeps "end the tournament" off the panel while rounds remain, and offers it once nothing else moves the event on', () => {
    expect(staffPanelCommands(['pairNextRound', 'endTournament'])).toEqual(['pairNextRound']);
    expect(staffPanelCommands(['startTopCut', 'endTournament'])).toEqual(['startTopCut']);
    expect(staffPanelCommands(['closeRegistration', 'endTournament'])).toEqual(['closeRegistration']);
    expect(staffPanelCommands(['endTournament'])).toEqual(['endTournament']);
  });
});
