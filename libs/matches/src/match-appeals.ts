import { MATCH_CLOSED, violation, type JudgeRuling, type RuleViolation } from '@cronica/rules-kernel';
import type { ReplayRecord } from '@cronica/replay';
import type { MatchState } from './match-events.js';

/**
 * Appeals of judges' rulings made in a match (002 C.4: sanctions; Crónica's penalty guide): a player
 * of a tournament match appeals a ruling once to the head judge; the head judge rules in the match
 * itself with `appealOf`, and that ruling stands beside the first. Whether the appeal was lodged is
 * the tournament's record; which lines are rulings, and which of them answer which, is the match's.
 */

/** An appeal as the tournament records it: which match, and which chain line of it. */
export interface AppealedLine {
  readonly matchId: string;
  readonly rulingSeq: number;
}

/** A judge's ruling in a match as its players and judges read it, with its appeal and the ruling on that appeal. */
export interface MatchRuling<Appeal extends AppealedLine = AppealedLine> {
  readonly seq: number;
  /** The ruling's position in the match log: an audit opens there. */
  readonly index: number;
  readonly type: string;
  readonly ruling: JudgeRuling;
  readonly appeal: Appeal | null;
  /** The chain line of the head judge's ruling on the appeal, once made. */
  readonly decidedBy: number | null;
}

const refusals = {
  notARuling: {
    es: 'Esa línea no es una resolución de juez de esta partida.',
    en: 'That line is not a judge’s ruling in this match.',
  },
  final: { es: 'La resolución del juez principal es firme.', en: 'The head judge’s ruling is final.' },
  notAppealed: { es: 'Esta resolución no está apelada.', en: 'This ruling has not been appealed.' },
  decided: {
    es: 'El juez principal ya resolvió esta apelación.',
    en: 'The head judge has already ruled on this appeal.',
  },
  ownRuling: {
    es: 'Nadie resuelve la apelación de su propio fallo: la organización debe nombrar otro juez principal.',
    en: 'Nobody rules on the appeal of their own ruling: the organizer must name another head judge.',
  },
  notTournament: {
    es: 'Solo las partidas de torneo tienen juez principal.',
    en: 'Only tournament matches have a head judge.',
  },
} as const;

const rulingOf = (data: unknown) => (data as { ruling: JudgeRuling }).ruling;

/** The judges' rulings in the match's chain, oldest first, each with its appeal (from `appeals`) and the ruling on it. */
export function matchRulings<Appeal extends AppealedLine>(
  state: MatchState,
  records: readonly ReplayRecord[],
  appeals: readonly Appeal[],
): MatchRuling<Appeal>[] {
  // The tournament's closure of the match is no ruling: nothing to appeal.
  const lines = records.flatMap((r) => (r.line.kind === 'judge' && r.line.type !== MATCH_CLOSED ? [r.line] : []));
  return lines.map((line) => ({
    seq: line.seq,
    index: state.logSeqs.indexOf(line.seq),
    type: line.type,
    ruling: rulingOf(line.data),
    appeal: appeals.find((a) => a.matchId === state.created?.matchId && a.rulingSeq === line.seq) ?? null,
    decidedBy: lines.find((l) => rulingOf(l.data).appealOf === String(line.seq))?.seq ?? null,
  }));
}

/** Where the match sits in its tournament, or null for a match outside one (nothing to appeal to). */
export function tournamentSeat(state: MatchState): { tournamentId: string; round: number; table: number } | null {
  const created = state.created;
  if (!created?.tournamentId || created.round === null || created.table === null) return null;
  return { tournamentId: created.tournamentId, round: created.round, table: created.table };
}

/** Why a player may not appeal ruling `rulingSeq` of this match; null when they may. */
export function appealRefusal(
  state: MatchState,
  rulings: readonly MatchRuling[],
  rulingSeq: number,
): RuleViolation | null {
  if (!tournamentSeat(state)) return violation('judge.appeal.not-tournament', rulingSeq, refusals.notTournament);
  const ruling = rulings.find((r) => r.seq === rulingSeq);
  if (!ruling) return violation('judge.appeal.not-a-ruling', rulingSeq, refusals.notARuling);
  if (ruling.ruling.appealOf) return violation('judge.appeal.final', rulingSeq, refusals.final);
  return null;
}

/** A match outside any tournament has no head judge to rule on an appeal. */
export const noHeadJudge = (appealOf: string): RuleViolation =>
  violation('judge.appeal.not-tournament', appealOf, refusals.notTournament);

/**
 * Why `judge` may not rule on the appeal of ruling `appealOf` (a chain line number); null when they
 * may. Whether `judge` is the event's head judge is the caller's check.
 */
export function appealRulingRefusal(
  rulings: readonly MatchRuling[],
  judge: string,
  appealOf: string,
): RuleViolation | null {
  const first = rulings.find((r) => String(r.seq) === appealOf);
  if (!first?.appeal) return violation('judge.appeal.not-appealed', appealOf, refusals.notAppealed);
  if (first.decidedBy !== null) return violation('judge.appeal.decided', appealOf, refusals.decided);
  if (first.ruling.judge === judge) return violation('judge.appeal.own-ruling', appealOf, refusals.ownRuling);
  return null;
}
