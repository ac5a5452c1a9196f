import { describe, expect, it } from 'vitest';
import type { RoundStandingsView, RoundView } from '../graphql/tournament-rounds';
import {
  beforeFirstRound,
  chooseStandings,
  eventRoundsText,
  pageHref,
  pairingsLead,
  roundLabelOf,
} from './round-views';

const round = (number: number, stage: string, es: string, en: string, short = { es, en }): RoundView => ({
  number,
  stage,
  published: true,
  ended: true,
  label: { es, en },
  shortLabel: short,
});
const after = (n: number): RoundStandingsView => ({
  round: n,
  final: false,
  label: { es: `Clasificación tras la ronda ${n} de 3`, en: `Standings after round ${n} of 3` },
});

describe('round views on the public page', () => {
  it('names a top-cut round by the API label, not as a fourth Swiss round', () => {
    const rounds = [
      round(3, 'swiss', 'Ronda 3 de 3', 'Round 3 of 3'),
      round(4, 'top-cut', 'Cuartos de final', 'Quarter-finals'),
    ];
    expect(roundLabelOf(rounds, 4)).toEqual({ es: 'Cuartos de final', en: 'Quarter-finals' });
  });

  it("keeps a Swiss round short for the tabs (the API's short form) and whole elsewhere", () => {
    const rounds = [round(2, 'swiss', 'Ronda 2 de 3', 'Round 2 of 3', { es: 'Ronda 2', en: 'Round 2' })];
    expect(roundLabelOf(rounds, 2)).toEqual({ es: 'Ronda 2', en: 'Round 2' });
    expect(roundLabelOf(rounds, 2, 'long')).toEqual({ es: 'Ronda 2 de 3', en: 'Round 2 of 3' });
  });

  it('names a tiebreak round as such', () => {
    expect(roundLabelOf([round(4, 'tiebreak', 'Ronda de desempate', 'Tiebreak round')], 4).en).toBe('Tiebreak round');
  });

  it('never guesses a cut stage when the API gave no names: the number alone', () => {
    expect(roundLabelOf([], 5)).toEqual({ es: 'Ronda 5', en: 'Round 5' });
  });

  it('shows the standings after the round asked for, and the current ones for anything else', () => {
    const byRound = [after(1), after(2)];
    expect(chooseStandings(byRound, '2')?.label.en).toBe('Standings after round 2 of 3');
    expect(chooseStandings(byRound, ['1', '2'])?.round).toBe(1);
    expect(chooseStandings(byRound, '7')).toBeNull();
    expect(chooseStandings(byRound, 'x')).toBeNull();
    expect(chooseStandings(byRound, undefined)).toBeNull();
  });

  it('puts the pairings first while a round is played, and the standings first between rounds and at the end', () => {
    const closed = round(1, 'swiss', 'Ronda 1 de 3', 'Round 1 of 3');
    const playing = { ...round(2, 'swiss', 'Ronda 2 de 3', 'Round 2 of 3'), ended: false };
    const drafted = { ...playing, published: false };
    expect(pairingsLead('registration-closed', [closed, playing])).toBe(true);
    expect(pairingsLead('registration-closed', [closed])).toBe(false);
    expect(pairingsLead('registration-closed', [closed, drafted])).toBe(false);
    expect(pairingsLead('ended', [closed, playing])).toBe(false);
  });

  it('keeps the other tab when one changes', () => {
    expect(pageHref({ round: 3, standings: '2' }, 'standings-title')).toBe('?round=3&standings=2#standings-title');
    expect(pageHref({ round: undefined, standings: null }, 'standings-title')).toBe('?#standings-title');
  });
});

describe('an event before its first round', () => {
  const open = { status: 'registration-open', pairingRounds: [], standingsRounds: [] };

  it('has no round to show while registration is open, nor once a round is paired but not yet published', () => {
    expect(beforeFirstRound(open)).toBe(true);
    expect(beforeFirstRound({ ...open, status: 'registration-closed' })).toBe(true);
  });

  it('shows its rounds once the reader sees a round, standings after a round, or the event has ended', () => {
    expect(beforeFirstRound({ ...open, status: 'registration-closed', pairingRounds: [1] })).toBe(false);
    expect(beforeFirstRound({ ...open, standingsRounds: [after(1)] })).toBe(false);
    expect(beforeFirstRound({ ...open, status: 'ended' })).toBe(false);
  });
});

describe('an event’s rounds on its card and header', () => {
  it('gives the API’s name (an ended event’s rounds played), the round in progress without one, or the rounds planned', () => {
    const played = { es: '3 rondas suizas + top 4', en: '3 Swiss rounds + top 4' };
    expect(eventRoundsText({ roundLabel: played, currentRound: 5, plannedRounds: 3 })).toEqual(played);
    expect(eventRoundsText({ roundLabel: null, currentRound: 2, plannedRounds: 5 }).es).toBe('Ronda 2 de 5');
    expect(eventRoundsText({ roundLabel: null, currentRound: 0, plannedRounds: 4 }).es).toBe('4 rondas');
    expect(eventRoundsText({ roundLabel: null, currentRound: 0, plannedRounds: null }).en).toBe('Set by turnout');
  });
});
