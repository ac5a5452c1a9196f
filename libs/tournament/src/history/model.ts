/**
 * The Swiss history every pure function reads: who plays, and each finished round's results.
 * The decider folds its events into this shape; the CLI reads it from EVENT.json.
 */

export type MatchWinner = 'a' | 'b' | 'draw';

export interface SwissPlayer {
  readonly id: string;
  readonly name?: string;
  /** The last round the player took part in; never paired after it, kept in the standings. */
  readonly droppedAfterRound?: number;
  /** Late entry: the first round the player can be paired in (earlier rounds per `lateEntry`). */
  readonly joinedRound?: number;
}

export interface SwissMatch {
  readonly a: string;
  /** null: `a` had the bye. */
  readonly b: string | null;
  readonly winner: MatchWinner;
  /** Final life totals (002 C.2.1, SCORE); for a match of several games, their sums. */
  readonly lifeA?: number;
  readonly lifeB?: number;
  /** Games won in a best-of-N; absent means one game decided by `winner`. */
  readonly gamesA?: number;
  readonly gamesB?: number;
  readonly gamesDrawn?: number;
}

export interface SwissRound {
  readonly matches: readonly SwissMatch[];
}

export interface SwissHistory {
  readonly players: readonly SwissPlayer[];
  readonly rounds: readonly SwissRound[];
}

export type TiebreakCriterion =
  | 'score'
  | 'head-to-head'
  | 'opponents-points'
  | 'opponents-score'
  | 'omw'
  | 'gw'
  | 'ogw'
  | 'buchholz'
  | 'sonneborn-berger';

/** 002 C.2 (WoT, default), MTR 3.1 (MTG), chess-style, or an organizer's own list. */
export type TiebreakPreset = 'wot' | 'mtg' | 'chess';

export const TIEBREAK_PRESETS: Readonly<Record<TiebreakPreset, readonly TiebreakCriterion[]>> = {
  wot: ['score', 'head-to-head', 'opponents-points', 'opponents-score'],
  mtg: ['omw', 'gw', 'ogw'],
  chess: ['buchholz', 'sonneborn-berger'],
};

export interface SwissFormat {
  readonly tiebreakers: readonly TiebreakCriterion[];
  /** SCORE credited for a bye (002 C.2.1 is silent; 0 by default). */
  readonly byeScore: number;
  /** Missed rounds of a late entry: match losses (default) or not counted at all. */
  readonly lateEntry: 'loss' | 'absent';
  /** No rematch-free pairing exists: refuse (the organizer ends the event) or allow the fewest. */
  readonly exhaustedPairings: 'refuse' | 'fewest-rematches';
  /** Life totals are clamped to [0, lifeCap] for SCORE (002 C.2.1: 20). */
  readonly lifeCap: number;
  /** Floor of match-win and game-win percentages (MTR: 1/3). */
  readonly percentageFloor: number;
  /** Whether a bye round counts in the player's own match-win % denominator (MTR example: yes). */
  readonly byeInOwnPercentage: boolean;
  /** Standings places that carry a prize or a cut (002 C.2.4.2): ties there need a match. */
  readonly relevantPlaces: number;
}

export const DEFAULT_FORMAT: SwissFormat = {
  tiebreakers: TIEBREAK_PRESETS.wot,
  byeScore: 0,
  lateEntry: 'loss',
  exhaustedPairings: 'refuse',
  lifeCap: 20,
  percentageFloor: 1 / 3,
  byeInOwnPercentage: true,
  relevantPlaces: 0,
};

/** Whether the player can be paired in round `round` (1-based). */
export function isActiveIn(player: SwissPlayer, round: number): boolean {
  return (player.joinedRound ?? 1) <= round && (player.droppedAfterRound === undefined || player.droppedAfterRound >= round);
}
