import type { Localized } from '@cronica/util';
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

/** One game of a best-of-N match, with its final life totals (002 C.2.1). */
export interface SwissGame {
  readonly winner: MatchWinner;
  readonly lifeA?: number;
  readonly lifeB?: number;
}

export interface SwissMatch {
  readonly a: string;
  /** null: `a` had the bye. */
  readonly b: string | null;
  readonly winner: MatchWinner;
  /**
   * Final life totals (002 C.2.1, SCORE) of a one-game match. For several games give `games`:
   * SCORE clamps each game's totals to 0..20 before adding them (a sum of three games is no life total).
   */
  readonly lifeA?: number;
  readonly lifeB?: number;
  /** Each game of a best-of-N match; when present, SCORE and the games won come from them. */
  readonly games?: readonly SwissGame[];
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
  /**
   * Tiebreak matches played after the last Swiss round (002 C.2.4.2 "Ronda de desempate"): they
   * order players still tied after every criterion; they add no points. Never a draw.
   */
  readonly tiebreaks?: readonly SwissMatch[];
}

/**
 * The tiebreak criteria, each with its name and whether its value reads as a percentage: the one
 * table the criterion type, EVENT.json's schema and the web's standings read. 002 C.2: "2.1 SCORE",
 * "2.2 Enfrentamiento entre sí", "2.3 Puntos y SCORE acumulados de sus oponentes"; MTR 3.1 (omw,
 * gw, ogw); chess (Buchholz, Sonneborn-Berger).
 */
export const TIEBREAK_CRITERIA = [
  'score',
  'head-to-head',
  'opponents-points',
  'opponents-score',
  'omw',
  'gw',
  'ogw',
  'buchholz',
  'sonneborn-berger',
] as const;

export type TiebreakCriterion = (typeof TIEBREAK_CRITERIA)[number];

export const isTiebreakCriterion = (name: string): name is TiebreakCriterion =>
  (TIEBREAK_CRITERIA as readonly string[]).includes(name);

export interface TiebreakInfo {
  readonly label: Localized;
  /**
   * A name short enough for a table head, where eight columns share a printed page's width (the
   * full label goes beside it). MTR's OMW%, GW% and OGW% are what players of either language say.
   */
  readonly short: Localized;
  readonly percentage: boolean;
}

export const TIEBREAK_INFO: Readonly<Record<TiebreakCriterion, TiebreakInfo>> = {
  score: { label: { es: 'SCORE', en: 'SCORE' }, short: { es: 'SCORE', en: 'SCORE' }, percentage: false },
  'head-to-head': {
    label: { es: 'Enfrentamiento directo', en: 'Head-to-head' },
    short: { es: 'Enfr. directo', en: 'Head-to-head' },
    percentage: false,
  },
  'opponents-points': {
    label: { es: 'Puntos de rivales', en: "Opponents' points" },
    short: { es: 'Ptos. rivales', en: 'Opp. points' },
    percentage: false,
  },
  'opponents-score': {
    label: { es: 'SCORE de rivales', en: "Opponents' SCORE" },
    short: { es: 'SCORE rivales', en: 'Opp. SCORE' },
    percentage: false,
  },
  omw: {
    label: { es: '% victorias de rivales', en: "Opponents' match-win %" },
    short: { es: 'OMW %', en: 'OMW%' },
    percentage: true,
  },
  gw: { label: { es: '% partidas ganadas', en: 'Game-win %' }, short: { es: 'GW %', en: 'GW%' }, percentage: true },
  ogw: {
    label: { es: '% partidas de rivales', en: "Opponents' game-win %" },
    short: { es: 'OGW %', en: 'OGW%' },
    percentage: true,
  },
  buchholz: { label: { es: 'Buchholz', en: 'Buchholz' }, short: { es: 'Buchholz', en: 'Buchholz' }, percentage: false },
  'sonneborn-berger': {
    label: { es: 'Sonneborn-Berger', en: 'Sonneborn-Berger' },
    short: { es: 'S-B', en: 'S-B' },
    percentage: false,
  },
};

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
  /**
   * Places that go to the top cut (its size). A tie across the cut line is settled by a match (002
   * C.2.4.2); a tie wholly inside the cut only orders seeds (`cutSeedTies`).
   */
  readonly relevantPlaces: number;
  /**
   * Places of the final Swiss standings that carry a prize (1: the title of a Swiss-only event): a
   * tie there is settled by a match too. With a top cut, the bracket decides the places inside it.
   */
  readonly prizePlaces: number;
  /**
   * A tie wholly inside the top cut decides only seeds, not who qualifies: ordered by the
   * tiebreakers, then drawn at random and marked (`random`, as MTR and most organizers do), or
   * played off like a qualifying place (`match`, the strict reading of C.2.4.2's "clasificación").
   */
  readonly cutSeedTies: 'random' | 'match';
  /**
   * Swiss rounds the event plays: before the last one, a tie that cannot be broken is settled at
   * random even on a relevant place (002 C.2.4.2, last paragraph). null: the history is final.
   */
  readonly plannedRounds: number | null;
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
  prizePlaces: 0,
  cutSeedTies: 'random',
  plannedRounds: null,
};

/** Whether the player can be paired in round `round` (1-based). */
export function isActiveIn(player: SwissPlayer, round: number): boolean {
  return (
    (player.joinedRound ?? 1) <= round && (player.droppedAfterRound === undefined || player.droppedAfterRound >= round)
  );
}

/**
 * The history as it stood earlier: the first `rounds` rounds, the players registered by then (those
 * who could join by round `joinedBy`), and only the drops made by then. Standings after round k are
 * `historyAt(h, k, k)`; the pairing of round j was computed from `historyAt(h, j − 1, j)`.
 */
export function historyAt(history: SwissHistory, rounds: number, joinedBy: number): SwissHistory {
  const players = history.players
    .filter((p) => (p.joinedRound ?? 1) <= Math.max(joinedBy, 1))
    .map((p) => (p.droppedAfterRound !== undefined && p.droppedAfterRound > rounds ? withoutDrop(p) : p));
  const complete = rounds >= history.rounds.length;
  return {
    players,
    rounds: history.rounds.slice(0, rounds),
    ...(complete && history.tiebreaks ? { tiebreaks: history.tiebreaks } : {}),
  };
}

function withoutDrop(player: SwissPlayer): SwissPlayer {
  const { droppedAfterRound: _dropped, ...rest } = player;
  return rest;
}
