import { describe, expect, it } from 'vitest';
import type { RoundStandingsView, RoundView } from '../graphql/tournament-rounds';
import { chooseStandings, pageHref, roundLabelOf } from './round-views';

const round = (number: number, stage: string, es: string, en: string): RoundView => ({ number, stage, published: true, ended: true, label: { es, en } });
const after = (n: number): RoundStandingsView => ({
  round: n,
  final: false,
  label: { es: `Clasificación tras la ronda ${n} de 3`, en: `Standings after round ${n} of 3` },
});

describe('round views on the public page', () => {
  it('names a top-cut round by the API label, not as a fourth Swiss round', () => {
    const rounds = [round(3, 'swiss', 'Ronda 3 de 3', 'Round 3 of 3'), round(4, 'top-cut', 'Cuartos de final', 'Quarter-finals')];
    expect(roundLabelOf(rounds, 4, 3, 8)).toEqual({ es: 'Cuartos de final', en: 'Quarter-finals' });
  });

  it('keeps a Swiss round short for the tabs', () => {
    expect(roundLabelOf([round(2, 'swiss', 'Ronda 2 de 3', 'Round 2 of 3')], 2, 3, 8)).toEqual({ es: 'Ronda 2', en: 'Round 2' });
  });

  it('names a tiebreak round as such even where the page would have guessed a cut stage', () => {
    expect(roundLabelOf([round(4, 'tiebreak', 'Ronda de desempate', 'Tiebreak round')], 4, 3, 8).en).toBe('Tiebreak round');
  });

  it('falls back to its own reckoning when the API gave no names', () => {
    expect(roundLabelOf([], 5, 3, 8)).toEqual({ es: 'Semifinales', en: 'Semifinals' });
    expect(roundLabelOf([], 2, 3, 8).es).toBe('Ronda 2');
  });

  it('shows the standings after the round asked for, and the current ones for anything else', () => {
    const byRound = [after(1), after(2)];
    expect(chooseStandings(byRound, '2')?.label.en).toBe('Standings after round 2 of 3');
    expect(chooseStandings(byRound, ['1', '2'])?.round).toBe(1);
    expect(chooseStandings(byRound, '7')).toBeNull();
    expect(chooseStandings(byRound, 'x')).toBeNull();
    expect(chooseStandings(byRound, undefined)).toBeNull();
  });

  it('keeps the other tab when one changes', () => {
    expect(pageHref({ round: 3, standings: '2' }, 'standings-title')).toBe('?round=3&standings=2#standings-title');
    expect(pageHref({ round: undefined, standings: null }, 'standings-title')).toBe('?#standings-title');
  });
});
