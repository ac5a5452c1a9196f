import type { MatchReport, Seat } from '@cronica/rules-kernel';
import { HEROES_PER_LIST, type BladesState } from '../engine/state.js';

/**
 * A seat's final life for the tournament's SCORE (002 C.2.1), as RULES-NOTES.md "Tournament
 * SCORE" defines it for Blades of Ash: the remaining life of the heroes the seat kept in the draft
 * that are still standing (a knocked-out hero counts 0), the same total the round-cap tiebreak
 * compares.
 */
export function finalLife(state: BladesState, seat: Seat): number {
  const picks = state.players[seat]?.picks ?? [];
  return picks.reduce((sum, position) => {
    const hero = state.heroes[seat * HEROES_PER_LIST + position];
    return hero && !hero.out ? sum + Math.max(0, hero.life) : sum;
  }, 0);
}

/** A skirmish is one game: its winner (null for a draw), both seats' final life, and whether a concession ended it. */
export function bladesMatchReport(state: BladesState): MatchReport | null {
  const result = state.result;
  if (result === null) return null;
  const winner = result.outcome === 'win' ? result.winner : null;
  const life = [finalLife(state, 0), finalLife(state, 1)];
  return { result, games: [result.reason === 'concede' ? { winner, life, endedEarly: true } : { winner, life }] };
}
