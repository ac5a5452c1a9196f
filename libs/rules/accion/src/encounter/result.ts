import type { GameResult, Seat } from '@cronica/rules-kernel';

/**
 * How an encounter ends (RULES-NOTES.md, "How an encounter ends"). The kernel's `GameResult`
 * names one winning seat; an encounter is won by a side, so the result also says which side and
 * every seat on it. For the party, `winner` is its lowest seat (the kernel needs one).
 */
export type AccionSide = 'party' | 'gm';

export type EndReason =
  | 'objectives-complete'
  | 'enemies-defeated'
  | 'party-down'
  | 'threat-complete'
  | 'round-limit'
  | 'gm-conceded'
  | 'time-called';

export type AccionResult = GameResult & {
  readonly reason: EndReason;
  readonly side: AccionSide | null;
  readonly winners: readonly Seat[];
};

export function sideWins(side: AccionSide, reason: EndReason, playerSeats: readonly Seat[]): AccionResult {
  const winners = side === 'gm' ? [0] : [...playerSeats];
  return { outcome: 'win', winner: winners[0] ?? 0, reason, side, winners };
}

export function drawnEncounter(reason: EndReason): AccionResult {
  return { outcome: 'draw', reason, side: null, winners: [] };
}
