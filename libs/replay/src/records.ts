import { randomFamily, SYSTEM_SEAT, type GameDecider, type Message, type RandomDraw } from '@cronica/rules-kernel';
import {
  canonical,
  canonicalCached,
  isHex,
  portableHashes,
  toHex,
  type CanonicalCache,
  type ReplayHashes,
} from './bytes.js';
import {
  hashedForm,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type CheckpointLine,
  type EventLine,
  type HeaderLine,
  type JsonPath,
  type JudgeLine,
  type SealLine,
  type SeedsLine,
  type SignedHead,
} from './format.js';
import { isOutcomeHidden } from './policy.js';
import { hideField, saltFor, type StoredReveal } from './secrets.js';
import { SEED_ALGORITHM, masterSeedCommitment, matchSeedFrom, subSeedCommitments, replayKeys } from './seeds.js';
import { signHead, type ReplaySigner } from './signature.js';

/**
 * What the server stores with each match event (under `metadata.replay`) so the stream *is* the
 * replay: the exact hashed line plus the secrets it hides, from
 * which `exportReplay` cuts every view. The header record also keeps the master seed: the stream
 * is server-side only, and no export carries it before the policy allows.
 */
export type StoredHeader = Omit<HeaderLine, 'view' | 'reveals'>;
export type StoredEvent = Omit<EventLine, 'reveals'>;
export type StoredSeal = Omit<SealLine, 'reveal'>;
export type StoredJudgeLine = Omit<JudgeLine, 'reveals'>;
export type StoredLine = StoredHeader | SeedsLine | StoredEvent | StoredJudgeLine | CheckpointLine | StoredSeal;

export interface ReplayRecord {
  readonly line: StoredLine;
  readonly reveals?: readonly StoredReveal[];
  /** Only on the header record: the secret master seed (hex). */
  readonly master?: string;
}

/** The last chain line: its `seq` (0 for the header) and hash, which the next line links to. */
export interface ChainHead {
  readonly seq: number;
  readonly hash: string;
}

type AnyModule = GameDecider<unknown, Message, Message, unknown, unknown>;

export function lineHash(
  line: HeaderLine | StoredHeader | SeedsLine | EventLine | StoredEvent | JudgeLine | StoredJudgeLine,
  hashes: ReplayHashes = portableHashes,
): string {
  return hashes.sha256Hex([canonical(hashedForm(line as HeaderLine))]);
}

function withHash<T extends object>(line: T, hashes?: ReplayHashes): T & { hash: string } {
  return { ...line, hash: lineHash(line as unknown as SeedsLine, hashes) };
}

/** A seat as the writer is given it: `deckHash` in clear (lowercase hex SHA-256 of the deck list) or null. */
export interface SeatInput {
  readonly seat: number;
  readonly player: string;
  readonly deckHash: string | null;
}

export interface HeaderInput {
  readonly match: HeaderLine['match'];
  /** Each non-null `deckHash` is written as a salted commitment that only judges open. */
  readonly seats: readonly SeatInput[];
  readonly game: HeaderLine['game'];
  /** What the module's `initialState` takes; committed, only judges read it (it holds deck lists). */
  readonly setup: unknown;
  /**
   * The parts of `setup` that stay secret (the module's `setup.secretPaths`); the rest is open in
   * every view. Absent: the whole setup is secret.
   */
  readonly setupSecrets?: readonly JsonPath[];
  readonly checkpointEvery: number;
}

/** The match's first line: written at creation, before anyone acts. */
export function headerRecord(
  input: HeaderInput,
  master: Uint8Array,
  signer: Pick<ReplaySigner, 'keyId' | 'publicKey'>,
): ReplayRecord {
  const { saltKey } = replayKeys(master, input.match.id);
  const open = {
    kind: 'header' as const,
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    match: input.match,
    seats: input.seats.map(seatLine),
    game: input.game,
    setup: input.setup,
    seeds: { alg: SEED_ALGORITHM, commitment: masterSeedCommitment(master, input.match.id) },
    key: { id: signer.keyId, alg: 'Ed25519' as const, publicKey: signer.publicKey },
    checkpointEvery: input.checkpointEvery,
  };
  let line: typeof open = open;
  const reveals: StoredReveal[] = [];
  for (const path of headerSecretPaths(input.seats, input.setupSecrets)) {
    const hidden = hideField(line, path, [], saltFor(saltKey, 0, path));
    line = hidden.value;
    reveals.push(hidden.reveal);
  }
  return { line: withHash(line) as StoredHeader, reveals, master: toHex(master) };
}

function seatLine(seat: SeatInput): { seat: number; player: string; deckHash: string | null } {
  if (seat.deckHash !== null && !isHex(seat.deckHash, 32))
    throw new RangeError(`deckHash of seat ${seat.seat} must be a SHA-256 in lowercase hex`);
  return { seat: seat.seat, player: seat.player, deckHash: seat.deckHash };
}

/**
 * What the header hides, readable by judges only: the setup's secret parts (the whole setup unless
 * the game names them: the deck lists, all but what every viewer sees in play) and each
 * seat's deck-list hash. A deck-list hash in clear would let anyone confirm a guessed closed list
 * (hash the guess, compare); as a commitment salted with a key only the master seed gives, it
 * reveals nothing, and two matches with the same list have unrelated commitments.
 */
function headerSecretPaths(seats: readonly SeatInput[], setupSecrets: readonly JsonPath[] = [[]]): JsonPath[] {
  const decks = seats.flatMap((seat, index): JsonPath[] =>
    seat.deckHash === null ? [] : [['seats', index, 'deckHash']],
  );
  return [...setupSecrets.map((path): JsonPath => ['setup', ...path]), ...decks];
}

/** Once every player's seed is in: the seeds and the sub-seed commitments, before any draw. */
export function seedsRecord(
  head: ChainHead,
  matchId: string,
  master: Uint8Array,
  playerSeeds: readonly Uint8Array[],
  families: readonly string[],
): ReplayRecord {
  const matchSeed = matchSeedFrom(master, matchId, playerSeeds);
  const line = withHash({
    kind: 'seeds' as const,
    seq: head.seq + 1,
    playerSeeds: playerSeeds.map(toHex),
    subSeeds: subSeedCommitments(matchSeed, matchId, families),
    prev: head.hash,
  });
  return { line };
}

export interface DecisionInput {
  readonly module: Pick<AnyModule, 'secrets' | 'seatOf'>;
  readonly head: ChainHead;
  readonly command: Message;
  /** The events `decide` returned for the command, with their `metadata.random`. */
  readonly events: readonly Message[];
  readonly saltKey: Uint8Array;
  /** The hash functions (the portable ones unless a Node caller passes native ones: same bytes, faster). */
  readonly hashes?: ReplayHashes;
}

/** An event's line before its hash and hidden fields; the first event of a decision carries the command. */
function openEventLine(input: DecisionInput, actor: number, head: ChainHead, event: Message, index: number) {
  const decision = index === 0 ? { decision: { type: input.command.type, data: input.command.data } } : {};
  const line: Omit<StoredEvent, 'hash'> = {
    kind: 'event',
    seq: head.seq + 1,
    type: event.type,
    actor,
    ...decision,
    data: event.data,
    random: [...(event.metadata?.random ?? [])],
    prev: head.hash,
  };
  return line;
}

/** One event's record: its line with the decision, secrets and hidden outcomes salted away, and their reveals. */
function eventRecord(
  input: DecisionInput,
  actor: number,
  head: ChainHead,
  event: Message,
  index: number,
): ReplayRecord & { line: StoredEvent } {
  const seq = head.seq + 1;
  let line = openEventLine(input, actor, head, event, index);
  const reveals: StoredReveal[] = [];
  const hide = (path: JsonPath, visibleTo: readonly number[], family?: string) => {
    const hidden = hideField(
      line,
      path,
      visibleTo,
      saltFor(input.saltKey, seq, path, input.hashes),
      family,
      input.hashes,
    );
    line = hidden.value;
    reveals.push(hidden.reveal);
  };
  // A platform decision (time called) carries nothing secret: it is public like its events.
  if (index === 0 && actor !== SYSTEM_SEAT) hide(['decision'], [actor]);
  for (const secret of input.module.secrets(event)) hide(['data', ...secret.path], secret.visibleTo);
  line.random.forEach((draw, position) => {
    const { label, kind } = draw as RandomDraw;
    if (isOutcomeHidden(label))
      hide(['random', position, kind === 'int' ? 'value' : 'permutation'], [], randomFamily(label));
  });
  return { line: withHash(line, input.hashes) as StoredEvent, reveals };
}

/** The records (seq, prev, hash, decision, randomness, hidden fields) of one decision's events. */
export function eventRecords(input: DecisionInput): ReplayRecord[] {
  const actor = input.module.seatOf(input.command);
  const records: ReplayRecord[] = [];
  let head = input.head;
  input.events.forEach((event, index) => {
    const record = eventRecord(input, actor, head, event, index);
    records.push(record);
    head = { seq: record.line.seq, hash: record.line.hash };
  });
  return records;
}

/**
 * HMAC of the canonical full state under the match's state key (judges can recompute it). A
 * verifier hashing the states of one fold passes one `cache` for all of them.
 */
export function stateHash(
  stateKey: Uint8Array,
  state: unknown,
  cache?: CanonicalCache,
  hashes: ReplayHashes = portableHashes,
): string {
  return hashes.hmacHex(stateKey, [
    'cronica/replay/state/v1',
    cache === undefined ? canonical(state) : canonicalCached(state, cache),
  ]);
}

/** Whether appending lines up to `seq` crossed a multiple of `every` since `previousSeq`. */
export function checkpointDue(previousSeq: number, seq: number, every: number): boolean {
  return Math.floor(seq / every) > Math.floor(previousSeq / every);
}

export interface SignInput {
  readonly matchId: string;
  readonly head: ChainHead;
  readonly state: unknown;
  readonly stateKey: Uint8Array;
  readonly signer: ReplaySigner;
  readonly hashes?: ReplayHashes;
}

function signedHead(kind: SignedHead['kind'], input: SignInput, result?: unknown): SignedHead {
  const base = {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    kind,
    match: input.matchId,
    seq: input.head.seq,
    head: input.head.hash,
    stateHash: stateHash(input.stateKey, input.state, undefined, input.hashes),
  } as const;
  return kind === 'seal' ? { ...base, result: result ?? null } : base;
}

export function checkpointRecord(input: SignInput): ReplayRecord {
  const signed = signedHead('checkpoint', input);
  return { line: { kind: 'checkpoint', signed, keyId: input.signer.keyId, signature: signHead(input.signer, signed) } };
}

/** The match's last record: head, result, final-state hash, signed. */
export function sealRecord(input: SignInput & { readonly result: unknown }): ReplayRecord {
  const signed = signedHead('seal', input, input.result);
  return { line: { kind: 'seal', signed, keyId: input.signer.keyId, signature: signHead(input.signer, signed) } };
}

export function headOf(record: ReplayRecord): ChainHead | undefined {
  const line = record.line;
  if (line.kind === 'header') return { seq: 0, hash: line.hash };
  if (line.kind === 'seeds' || line.kind === 'event' || line.kind === 'judge')
    return { seq: line.seq, hash: line.hash };
  return undefined;
}

/** The head a new line links to: the last header, seeds or event record of a match's records. */
export function chainHead(records: readonly ReplayRecord[]): ChainHead | undefined {
  for (let index = records.length - 1; index >= 0; index -= 1) {
    const head = headOf(records[index]!);
    if (head !== undefined) return head;
  }
  return undefined;
}
