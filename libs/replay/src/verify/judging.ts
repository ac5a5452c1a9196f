import {
  applyJudgeEvent,
  awardedLossResult,
  correctValue,
  isRuleViolation,
  matchClosure,
  valueAt,
  type AnyGameModule,
  type Judged,
  type JudgeLineEvent,
} from '@cronica/rules-kernel';
import { sameJson } from '../bytes.js';
import type { JudgeLine } from '../format.js';
import { verifyJudgeLine } from '../judging.js';
import type { SignatureVerifier } from '../signature.js';
import type { ParsedReplay } from './chain.js';
import type { Findings } from './report.js';

export interface JudgingOutcome {
  /** Judge lines in the chain. */
  readonly rulings: number;
  /** Whether the caller listed the tournament's judges (otherwise only the server's attestation vouches for them). */
  readonly listed: boolean;
}

/**
 * The judging check: every judge line is a ruling in this match's tournament, attested by the
 * server's key (the signature that seals the chain), by an account the tournament lists as a
 * judge when the caller gives that list (`VerifyOptions.judges`, e.g. from the tournament's export).
 */
export function checkJudging(
  replay: ParsedReplay,
  judges: readonly string[] | undefined,
  findings: Findings,
  verify?: SignatureVerifier,
): JudgingOutcome {
  const tournament = replay.header.match.tournament;
  for (const line of replay.openJudgements) {
    if (tournament === null || line.tournament !== tournament)
      findings.error('judging', 'replay.judge-other-tournament', line.seq, line.tournament);
    if (
      line.keyId !== replay.header.key.id ||
      !verifyJudgeLine(replay.header.key.publicKey, line, replay.header.match.id, verify)
    ) {
      findings.error('judging', 'replay.judge-signature', line.seq);
    }
    // A closure is the tournament's, not a ruling: the account that closed the table need not judge.
    if (line.type === 'MatchClosed') {
      if ((line.data as { by?: unknown } | null)?.by !== line.judge)
        findings.error('judging', 'replay.closure-not-closer', line.seq);
      continue;
    }
    const rulingJudge = (line.data as { ruling?: { judge?: unknown } } | null)?.ruling?.judge;
    if (rulingJudge !== line.judge)
      findings.error('judging', 'replay.judge-not-judge', line.seq, `${String(rulingJudge)} ≠ ${line.judge}`);
    else if (judges !== undefined && !judges.includes(line.judge))
      findings.error('judging', 'replay.judge-not-judge', line.seq, line.judge);
  }
  const rulings = replay.judgements.filter((line) => line.type !== 'MatchClosed').length;
  if (judges === undefined && rulings > 0) findings.note('judging', 'replay.judges-unlisted', null);
  return { rulings, listed: judges !== undefined };
}

/** The chain lines whose states a back-up restores, so the rules check keeps them. */
export function backUpTargets(replay: ParsedReplay): Set<number> {
  const targets = new Set<number>();
  for (const line of replay.openJudgements) {
    const toSeq = (line.data as { toSeq?: unknown } | null)?.toSeq;
    if (line.type === 'JudgeBackedUp' && typeof toSeq === 'number') targets.add(toSeq);
  }
  return targets;
}

/**
 * Re-executes one judge line during the rules check: a back-up's restored state must be exactly the
 * state after the line it names (and it must name the lines it undoes), a correction's old value
 * must be the state's and the game must accept the new one, an awarded loss must give the result a
 * loss gives. Returns the state after it, or undefined (with a finding) when it does not hold.
 */
export function reExecuteJudge(
  module: AnyGameModule,
  current: Judged<unknown>,
  line: JudgeLine,
  statesAt: ReadonlyMap<number, unknown>,
  seats: number,
  findings: Findings,
): Judged<unknown> | undefined {
  const event = { type: line.type, data: line.data } as JudgeLineEvent;
  const data = line.data as Record<string, unknown> | null;
  if (
    typeof data !== 'object' ||
    data === null ||
    (line.type !== 'MatchClosed' && typeof data['ruling'] !== 'object')
  ) {
    findings.error('rules', 'replay.judge-malformed', line.seq);
    return undefined;
  }
  if (!judgeStepHolds(module, current, event, line.seq, statesAt, seats, findings)) return undefined;
  try {
    return applyJudgeEvent(current, event, {
      counters: (state) => module.randomCounters(state),
      judging: module.judging,
    });
  } catch (error) {
    findings.error('rules', 'replay.correction-mismatch', line.seq, (error as Error).message);
    return undefined;
  }
}

type JudgeEventOf<T extends JudgeLineEvent['type']> = Extract<JudgeLineEvent, { type: T }>;

/** A backup restores the very state recorded at the step it goes back to, undoing every step since. */
function backupRestores(event: JudgeEventOf<'JudgeBackedUp'>, seq: number, statesAt: ReadonlyMap<number, unknown>) {
  const { toSeq, undone, state } = event.data;
  return (
    statesAt.has(toSeq) &&
    toSeq < seq &&
    undone?.from === toSeq + 1 &&
    undone.to === seq - 1 &&
    sameJson(state, statesAt.get(toSeq))
  );
}

/** A correction changes a value that was what it says it was, to one the game's judging rules accept. */
function correctionHolds(module: AnyGameModule, current: Judged<unknown>, event: JudgeEventOf<'JudgeCorrected'>) {
  const { path, previous, value } = event.data;
  return (
    Array.isArray(path) &&
    sameJson(valueAt(current.game, path), previous) &&
    !isRuleViolation(correctValue(module.judging, current.game, path, value))
  );
}

function awardHolds(event: JudgeEventOf<'JudgeAwardedLoss'>, seats: number): boolean {
  const { seat, scope, result } = event.data;
  const expected = awardedLossResult(seat, seats, scope);
  return !isRuleViolation(expected) && sameJson(expected, result);
}

/** The closure's result must be the one its winner gives, for this match's seats. */
function closureHolds(current: Judged<unknown>, event: JudgeEventOf<'MatchClosed'>, seats: number): boolean {
  const expected = matchClosure(seats, {
    reason: event.data.reason,
    by: event.data.by,
    winner: event.data.winner,
    games: event.data.games ?? [],
  });
  return !isRuleViolation(expected) && current.judged.result === null && sameJson(expected.data, event.data);
}

function judgeStepHolds(
  module: AnyGameModule,
  current: Judged<unknown>,
  event: JudgeLineEvent,
  seq: number,
  statesAt: ReadonlyMap<number, unknown>,
  seats: number,
  findings: Findings,
): boolean {
  switch (event.type) {
    case 'JudgeUpheld':
      return true;
    case 'JudgeBackedUp': {
      const restores = backupRestores(event, seq, statesAt);
      if (!restores) findings.error('rules', 'replay.backup-mismatch', seq, `→ ${String(event.data.toSeq)}`);
      return restores;
    }
    case 'JudgeCorrected': {
      const holds = correctionHolds(module, current, event);
      if (!holds) findings.error('rules', 'replay.correction-mismatch', seq);
      return holds;
    }
    case 'JudgeAwardedLoss': {
      const holds = awardHolds(event, seats);
      if (!holds) findings.error('rules', 'replay.award-mismatch', seq);
      return holds;
    }
    case 'MatchClosed': {
      const holds = closureHolds(current, event, seats);
      if (!holds) findings.error('rules', 'replay.closure-mismatch', seq);
      return holds;
    }
  }
}
