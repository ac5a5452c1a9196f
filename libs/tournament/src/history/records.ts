import type { SwissFormat, SwissHistory, SwissMatch } from './model.js';

export type Outcome = 'win' | 'draw' | 'loss';

/** One round of one player, from that player's side. */
export interface RoundEntry {
  readonly round: number;
  /** null for a bye or a missed round of a late entry. */
  readonly opponent: string | null;
  readonly kind: 'match' | 'bye' | 'missed';
  readonly outcome: Outcome;
  /** 002 C.2.1 "SCORE INDIVIDUAL": clamp(own life) − clamp(rival's life). */
  readonly score: number;
  readonly gamesWon: number;
  readonly gamesLost: number;
  readonly gamesDrawn: number;
  /** Match points the player had before this round (for floats). */
  readonly pointsBefore: number;
  readonly opponentPointsBefore: number;
}

export interface PlayerRecord {
  readonly id: string;
  readonly entries: readonly RoundEntry[];
  readonly points: number;
  readonly score: number;
  readonly byes: number;
  /** Real opponents, once per match played (byes and missed rounds excluded). */
  readonly opponents: readonly string[];
  /** Direction the player floated in the latest round played, if any (pairing criterion). */
  readonly lastFloat: 'down' | 'up' | null;
}

const MATCH_POINTS: Readonly<Record<Outcome, number>> = { win: 3, draw: 1, loss: 0 };

export function matchPoints(outcome: Outcome): number {
  return MATCH_POINTS[outcome];
}

const clamp = (value: number, cap: number): number => Math.min(cap, Math.max(0, value));

function outcomeFor(match: SwissMatch, side: 'a' | 'b'): Outcome {
  if (match.winner === 'draw') return 'draw';
  return match.winner === side ? 'win' : 'loss';
}

function gamesFor(match: SwissMatch, side: 'a' | 'b'): { won: number; lost: number; drawn: number } {
  const outcome = outcomeFor(match, side);
  if (match.gamesA === undefined && match.gamesB === undefined && match.games !== undefined && match.games.length > 0) {
    const count = (winner: SwissMatch['winner']) => match.games!.filter((g) => g.winner === winner).length;
    const other = side === 'a' ? 'b' : 'a';
    return { won: count(side), lost: count(other), drawn: count('draw') };
  }
  if (match.gamesA === undefined && match.gamesB === undefined) {
    return { won: outcome === 'win' ? 1 : 0, lost: outcome === 'loss' ? 1 : 0, drawn: outcome === 'draw' ? 1 : 0 };
  }
  const [own, other] = side === 'a' ? [match.gamesA ?? 0, match.gamesB ?? 0] : [match.gamesB ?? 0, match.gamesA ?? 0];
  return { won: own, lost: other, drawn: match.gamesDrawn ?? 0 };
}

/** 002 C.2.1: lives above the cap count as the cap, below 0 as 0 (42–0 → 20–0; −5 vs 15 → −15). */
export function individualScore(ownLife: number | undefined, rivalLife: number | undefined, cap: number): number {
  if (ownLife === undefined || rivalLife === undefined) return 0;
  return clamp(ownLife, cap) - clamp(rivalLife, cap);
}

/**
 * 002 C.2.1 for a match: with its games listed, each game's totals are clamped before they are
 * added ("deberemos ignorar cualquier resultado por encima de 20 o por debajo de 0" applies to a
 * game's result); a game without totals adds 0. Otherwise the match's one pair of totals.
 */
export function matchScore(match: SwissMatch, side: 'a' | 'b', cap: number): number {
  const score = (x: { lifeA?: number; lifeB?: number }) =>
    side === 'a' ? individualScore(x.lifeA, x.lifeB, cap) : individualScore(x.lifeB, x.lifeA, cap);
  if (match.games !== undefined && match.games.length > 0) return match.games.reduce((sum, g) => sum + score(g), 0);
  return score(match);
}

interface Builder {
  entries: RoundEntry[];
  points: number;
}

function matchEntry(
  match: SwissMatch,
  side: 'a' | 'b',
  round: number,
  points: Map<string, Builder>,
  format: SwissFormat,
): RoundEntry {
  const own = side === 'a' ? match.a : match.b!;
  const rival = side === 'a' ? match.b! : match.a;
  const games = gamesFor(match, side);
  return {
    round,
    opponent: rival,
    kind: 'match',
    outcome: outcomeFor(match, side),
    score: matchScore(match, side, format.lifeCap),
    gamesWon: games.won,
    gamesLost: games.lost,
    gamesDrawn: games.drawn,
    pointsBefore: points.get(own)!.points,
    opponentPointsBefore: points.get(rival)!.points,
  };
}

function byeEntry(player: Builder, round: number, format: SwissFormat): RoundEntry {
  return {
    round,
    opponent: null,
    kind: 'bye',
    outcome: 'win',
    score: format.byeScore,
    gamesWon: 2,
    gamesLost: 0,
    gamesDrawn: 0,
    pointsBefore: player.points,
    opponentPointsBefore: player.points,
  };
}

function missedEntry(round: number): RoundEntry {
  return {
    round,
    opponent: null,
    kind: 'missed',
    outcome: 'loss',
    score: 0,
    gamesWon: 0,
    gamesLost: 2,
    gamesDrawn: 0,
    pointsBefore: 0,
    opponentPointsBefore: 0,
  };
}

/** Folds the finished rounds into one record per player (the history must be valid). */
export function playerRecords(history: SwissHistory, format: SwissFormat): Map<string, PlayerRecord> {
  const builders = new Map<string, Builder>(history.players.map((p) => [p.id, { entries: [], points: 0 }]));
  history.rounds.forEach((round, index) => {
    const number = index + 1;
    const entries: [string, RoundEntry][] = [];
    for (const match of round.matches) {
      if (match.b === null) entries.push([match.a, byeEntry(builders.get(match.a)!, number, format)]);
      else
        entries.push(
          [match.a, matchEntry(match, 'a', number, builders, format)],
          [match.b, matchEntry(match, 'b', number, builders, format)],
        );
    }
    for (const player of history.players) {
      if (format.lateEntry === 'loss' && (player.joinedRound ?? 1) > number)
        entries.push([player.id, missedEntry(number)]);
    }
    for (const [id, entry] of entries) {
      const builder = builders.get(id)!;
      builder.entries.push(entry);
      builder.points += matchPoints(entry.outcome);
    }
  });
  return new Map([...builders].map(([id, b]) => [id, toRecord(id, b, history.rounds.length)]));
}

/** FIDE C.04.3 1.4.2–1.4.3: pairing against a lower score, or a bye, is a downfloat. */
function floatIn(entry: RoundEntry | undefined, round: number): PlayerRecord['lastFloat'] {
  if (entry === undefined || entry.round !== round || entry.kind === 'missed') return null;
  if (entry.kind === 'bye') return 'down';
  if (entry.pointsBefore === entry.opponentPointsBefore) return null;
  return entry.pointsBefore > entry.opponentPointsBefore ? 'down' : 'up';
}

function toRecord(id: string, builder: Builder, roundCount: number): PlayerRecord {
  const played = builder.entries.filter((e) => e.kind === 'match');
  const lastFloat = floatIn(builder.entries[builder.entries.length - 1], roundCount);
  return {
    id,
    entries: builder.entries,
    points: builder.points,
    score: builder.entries.reduce((sum, e) => sum + e.score, 0),
    byes: builder.entries.filter((e) => e.kind === 'bye').length,
    opponents: played.map((e) => e.opponent!),
    lastFloat,
  };
}
