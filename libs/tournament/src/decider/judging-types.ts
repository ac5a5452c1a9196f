import type { DeckList } from '@cronica/rules-kernel';
import type { Actor, Instant } from './types.js';

/**
 * The judge's side of a tournament. Infraction categories follow the reasons
 * for a loss by sanction in 002_a36596f8eaed8fcc.txt, "7. CONDICIONES DE DERROTA" 7.4
 * (accumulated irregularities, unsporting play or conduct, evident cheating), plus the deck-list
 * irregularities of part C, "3. PREBANQUILLO" and "4. PRESENTACIÓN DE LISTADOS", and slow play
 * against the round clock (C.1).
 */
export const INFRACTIONS = ['procedural-error', 'deck-problem', 'slow-play', 'unsporting-conduct', 'cheating'] as const;
export type Infraction = (typeof INFRACTIONS)[number];

/** From the mildest; a disqualification drops the player (002 7.4: a loss by sanction). */
export const PENALTIES = ['warning', 'game-loss', 'match-loss', 'disqualification'] as const;
export type PenaltyKind = (typeof PENALTIES)[number];

/** How a judge closes a dispute: the result stands, is overridden, or a player is penalised. */
export const DISPUTE_OUTCOMES = [
  'result-stands',
  'result-overridden',
  'warning',
  'game-loss',
  'match-loss',
  'disqualification',
] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export interface JudgeCall {
  readonly callId: string;
  readonly round: number;
  readonly table: number;
  readonly playerId: string;
  readonly reason: string;
  readonly at: Instant;
  /** The match's log entry the call points at ("this die", "that play"), when the player named one. */
  readonly matchEvent?: number | null;
  /** The dispute a judge opened from this call; null while nobody has answered it. */
  readonly disputeId: string | null;
  /** The judge's ruling in the match (its chain line) that answered the call without a dispute. */
  readonly answeredBy?: { readonly matchId: string; readonly seq: number } | null;
  /** Staff marked the call handled at the table (or with a result correction there). */
  readonly handled?: { readonly by: Actor; readonly at: Instant } | null;
}

/** Whether a call still waits for a judge: no dispute, no ruling in the match, not marked handled. */
export const callIsOpen = (call: JudgeCall): boolean => call.disputeId === null && !call.answeredBy && !call.handled;

/**
 * A player's appeal to the head judge of a judge's ruling in their match (a judge event on the
 * match stream, `rulingSeq` its chain line); the head judge rules in the match with `appealOf`,
 * and that ruling stands beside the first.
 */
export interface MatchRulingAppeal {
  readonly matchId: string;
  readonly rulingSeq: number;
  readonly round: number;
  readonly table: number;
  /** The players of the table: they may read it. */
  readonly players: readonly string[];
  readonly playerId: string;
  readonly reason: string;
  readonly at: Instant;
}

export interface DisputeRuling {
  readonly ruling: string;
  readonly outcome: DisputeOutcome;
  readonly by: Actor;
  readonly at: Instant;
  readonly penaltyId: string | null;
}

export interface Dispute {
  readonly disputeId: string;
  readonly round: number;
  readonly table: number;
  /** The players seated at the table when it was opened: they may read it. */
  readonly players: readonly string[];
  readonly callId: string | null;
  readonly summary: string;
  readonly openedBy: Actor;
  readonly at: Instant;
  readonly ruling: DisputeRuling | null;
  /** A player's appeal of the ruling to the head judge, and the head judge's ruling beside the first. */
  readonly appeal?: Appeal | null;
}

/** How the head judge rules an appeal: the first ruling stands, or it is overturned (with a new result when one is given). */
export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export interface Appeal {
  readonly playerId: string;
  readonly reason: string;
  readonly at: Instant;
  readonly ruling: {
    readonly ruling: string;
    readonly outcome: AppealOutcome;
    readonly by: Actor;
    readonly at: Instant;
  } | null;
}

export interface Penalty {
  readonly penaltyId: string;
  readonly playerId: string;
  readonly infraction: Infraction;
  readonly penalty: PenaltyKind;
  readonly note: string;
  readonly round: number | null;
  readonly table: number | null;
  readonly disputeId: string | null;
  readonly deckCheckId: string | null;
  readonly by: Actor;
  readonly at: Instant;
  /** The penalty the judge asked for when the penalty guide escalated it (a repeated warning). */
  readonly escalatedFrom?: PenaltyKind | null;
  /** The earlier penalties behind an escalation. */
  readonly prior?: readonly string[];
}

export interface DeckCheckRecord {
  readonly checkId: string;
  readonly playerId: string;
  /** The round being played at the check, or null between rounds. */
  readonly round: number | null;
  readonly registeredHash: string;
  readonly presentedHash: string;
  readonly matches: boolean;
  /** The list the player presented (hidden like a registered list). */
  readonly presented: DeckList;
  readonly by: Actor;
  readonly at: Instant;
}

export interface JudgingState {
  /** The head judge the organizer named: rules appeals (their ruling stands). */
  readonly headJudge?: string | null;
  readonly calls: readonly JudgeCall[];
  readonly disputes: readonly Dispute[];
  readonly penalties: readonly Penalty[];
  readonly deckChecks: readonly DeckCheckRecord[];
  /** Appeals of judges' rulings made in the matches (older states have none). */
  readonly matchAppeals?: readonly MatchRulingAppeal[];
}

export const initialJudgingState: JudgingState = { calls: [], disputes: [], penalties: [], deckChecks: [] };
