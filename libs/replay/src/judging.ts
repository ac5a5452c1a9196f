import {
  applyJudgeEvent,
  NO_JUDGING,
  type AnyGameModule,
  type Judged,
  type JudgeLineEvent,
  type RandomDraw,
} from '@cronica/rules-kernel';
import { canonical, isHex, utf8, fromHex, toHex } from './bytes.js';
import { REPLAY_FORMAT, REPLAY_VERSION, type JsonPath, type JudgeAttestation, type JudgeLine } from './format.js';
import { lineHash, type ChainHead, type ReplayRecord } from './records.js';
import { hideField, openFields, saltFor, type StoredReveal } from './secrets.js';
import { portableSignatureVerifier, type ReplaySigner, type SignatureVerifier } from './signature.js';

export type StoredJudge = Omit<JudgeLine, 'reveals'>;

export interface JudgeRecordInput {
  readonly head: ChainHead;
  readonly matchId: string;
  readonly tournament: string;
  readonly judge: string;
  readonly event: JudgeLineEvent;
  readonly saltKey: Uint8Array;
  readonly signer: ReplaySigner;
}

/**
 * What a judge line hides: a backed-up state holds every hand and deck order (judges only); a
 * correction's old and new value are readable by the seats the judge named (a card in hand: its
 * owner). The ruling itself is public.
 */
function judgeSecrets(event: JudgeLineEvent): { path: JsonPath; visibleTo: readonly number[] }[] {
  if (event.type === 'JudgeBackedUp') return [{ path: ['data', 'state'], visibleTo: [] }];
  if (event.type === 'JudgeCorrected') {
    const visibleTo = event.data.visibleTo;
    return [
      { path: ['data', 'previous'], visibleTo },
      { path: ['data', 'value'], visibleTo },
    ];
  }
  return [];
}

export function judgeAttestation(
  line: Pick<JudgeLine, 'seq' | 'hash' | 'judge' | 'tournament'>,
  matchId: string,
): JudgeAttestation {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    kind: 'judge',
    match: matchId,
    tournament: line.tournament,
    judge: line.judge,
    seq: line.seq,
    hash: line.hash,
  };
}

/** A judge event's record: linked and hashed like an event line, its attestation signed by the server. */
export function judgeRecord(input: JudgeRecordInput): ReplayRecord {
  const seq = input.head.seq + 1;
  let line: Record<string, unknown> = {
    kind: 'judge',
    seq,
    type: input.event.type,
    judge: input.judge,
    tournament: input.tournament,
    data: input.event.data,
    prev: input.head.hash,
  };
  const reveals: StoredReveal[] = [];
  for (const secret of judgeSecrets(input.event)) {
    const hidden = hideField(line, secret.path, secret.visibleTo, saltFor(input.saltKey, seq, secret.path));
    line = hidden.value;
    reveals.push(hidden.reveal);
  }
  const hash = lineHash(line as unknown as JudgeLine);
  const signature = toHex(
    input.signer.sign(
      utf8(canonical(judgeAttestation({ seq, hash, judge: input.judge, tournament: input.tournament }, input.matchId))),
    ),
  );
  return { line: { ...line, hash, keyId: input.signer.keyId, signature } as unknown as StoredJudge, reveals };
}

/** Whether the server's key signed this judge line's attestation (strict Ed25519). */
export function verifyJudgeLine(
  publicKeyHex: string,
  line: JudgeLine,
  matchId: string,
  verify: SignatureVerifier = portableSignatureVerifier,
): boolean {
  if (!isHex(publicKeyHex, 32) || !isHex(line.signature, 64)) return false;
  return verify(fromHex(line.signature), utf8(canonical(judgeAttestation(line, matchId))), fromHex(publicKeyHex));
}

type FoldModule = Pick<AnyGameModule, 'initialState' | 'evolve' | 'randomCounters' | 'judging'>;

/** One line of a match's chain with the game and judging state just before and just after it. */
export interface JudgedStep {
  readonly seq: number;
  readonly before: Judged<unknown>;
  readonly after: Judged<unknown>;
}

/**
 * The states a match's stored records go through, folded once with every secret put back (server
 * side: audit views, a back-up's restored state, the sandbox): the seeds line first, holding the
 * opening state, then each event and judge line in chain order.
 */
export function* judgedSteps(module: FoldModule, records: readonly ReplayRecord[]): Generator<JudgedStep> {
  const [header, ...rest] = records;
  if (header?.line.kind !== 'header') throw new RangeError('the records do not start with a replay header');
  let current: Judged<unknown> = {
    game: module.initialState(openFields(header.line, header.reveals ?? []).value.setup),
    judged: NO_JUDGING,
  };
  for (const record of rest) {
    const line = record.line;
    if (line.kind === 'seeds') yield { seq: line.seq, before: current, after: current };
    if (line.kind !== 'event' && line.kind !== 'judge') continue;
    const before = current;
    const { value } = openFields(line, record.reveals ?? []);
    current =
      value.kind === 'event'
        ? {
            ...current,
            game: module.evolve(current.game, {
              type: value.type,
              data: value.data,
              metadata: { random: value.random as RandomDraw[] },
            }),
          }
        : applyJudgeEvent(current, { type: value.type, data: value.data } as JudgeLineEvent, {
            counters: (s) => module.randomCounters(s),
            judging: module.judging,
          });
    yield { seq: line.seq, before, after: current };
  }
}

/**
 * The game state and judging state after chain line `toSeq` (the seeds line: the opening state).
 * Undefined when `toSeq` is not a line of the chain.
 */
export function judgedStateAt(
  module: FoldModule,
  records: readonly ReplayRecord[],
  toSeq: number,
): Judged<unknown> | undefined {
  for (const step of judgedSteps(module, records)) {
    if (step.seq === toSeq) return step.after;
    if (step.seq > toSeq) return undefined;
  }
  return undefined;
}
