import type { EndReasonWords, GameResult, Seat } from '@cronica/rules-kernel';
import { localized as l } from '@cronica/util';

/**
 * How an encounter ends (RULES-NOTES.md, "How an encounter ends"). The kernel's `GameResult`
 * names one winning seat; an encounter is won by a side, so the result also says which side and
 * every seat on it. For the party, `winner` is its lowest seat (the kernel needs one).
 */
export type AccionSide = 'party' | 'gm';

/** Why an encounter ends, in the words a result banner shows. */
export const ACCION_END_REASONS = {
  'objectives-complete': l('Objetivos cumplidos', 'Objectives complete'),
  'enemies-defeated': l('Enemigos derrotados', 'Enemies defeated'),
  'party-down': l('El grupo cayó', 'The party fell'),
  'threat-complete': l('La amenaza se cumplió', 'The threat came to pass'),
  'round-limit': l('Al llegar al límite de rondas', 'At the round limit'),
  'gm-conceded': l('El máster cedió', 'The game master conceded'),
  'time-called': l('Se llamó tiempo', 'Time was called'),
} satisfies EndReasonWords;

export type EndReason = keyof typeof ACCION_END_REASONS;

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
