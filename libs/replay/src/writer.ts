import {
  applyJudgeEvent,
  awardedLossResult,
  contextFor,
  correctValue,
  isRuleViolation,
  judgedCounters,
  judgeLineAccount,
  NO_JUDGING,
  valueAt,
  type GameJudging,
  type JudgedState,
  type JudgeEvent,
  type JudgeLineEvent,
  type JudgePath,
  type JudgeRuling,
  keysFromMatchSeed,
  runCommand,
  type DecideContext,
  type GameDecider,
  type KeyFor,
  type Message,
  type RuleViolation,
} from '@cronica/rules-kernel';
import type { ReplayHashes } from './bytes.js';
import { exportReplay } from './export.js';
import type { HeaderLine, JsonPath } from './format.js';
import type { ReplayView, RevealPhase } from './policy.js';
import {
  checkpointDue,
  checkpointRecord,
  eventRecords,
  headerRecord,
  headOf,
  sealRecord,
  seedsRecord,
  type ChainHead,
  type ReplayRecord,
  type SeatInput,
} from './records.js';
import { judgedStateAt, judgeRecord } from './judging.js';
import { committedFamilies, matchSeedFrom, replayKeys, type ReplayKeys } from './seeds.js';
import type { ReplaySigner } from './signature.js';

type AnyModule<State> = GameDecider<State, Message, Message, unknown, unknown>;

export interface ReplayWriterOptions<State> {
  readonly module: AnyModule<State>;
  readonly setup: unknown;
  readonly match: HeaderLine['match'];
  /** Seats with their deck-list hashes in clear; the header commits to them (judges open them). */
  readonly seats: readonly SeatInput[];
  /** The npm package and version of the rules library that implements `module`. */
  readonly library: { readonly name: string; readonly version: string };
  readonly master: Uint8Array;
  readonly playerSeeds: readonly Uint8Array[];
  readonly signer: ReplaySigner;
  /** A checkpoint seal after every this many chain lines (default 50). */
  readonly checkpointEvery?: number;
  /** Random families the game uses besides `dice` and `deck:seatN`, so their seeds get commitments. */
  readonly families?: readonly string[];
  /** The setup's secret parts (the module's `setup.secretPaths`); absent: the whole setup. */
  readonly setupSecrets?: readonly JsonPath[];
}

/**
 * A chain already under way (a live match stored elsewhere): where it stands and the keys to go on
 * with. Nothing before `head` is kept; the writer writes the lines after it.
 */
export interface ResumedChain<State> {
  readonly module: AnyModule<State>;
  readonly matchId: string;
  readonly seats: number;
  readonly head: ChainHead;
  readonly state: State;
  readonly judged?: JudgedState;
  readonly keyFor: KeyFor;
  readonly keys: ReplayKeys;
  readonly signer: ReplaySigner;
  readonly checkpointEvery: number;
  /** Hash functions (the portable ones unless a Node caller passes native ones: the same bytes, faster). */
  readonly hashes?: ReplayHashes;
}

/** One line the writer wrote, with the game or judge event it records (none for a signed head). */
export interface WrittenLine {
  readonly record: ReplayRecord;
  readonly event?: Message;
}

export const DEFAULT_CHECKPOINT_EVERY = 50;

function started<State>(options: ReplayWriterOptions<State>): { chain: ResumedChain<State>; lines: ReplayRecord[] } {
  const { module, match } = options;
  const checkpointEvery = options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY;
  const game = { id: module.id, version: module.version, library: options.library.name };
  const header = headerRecord(
    {
      match,
      seats: options.seats,
      game: { ...game, libraryVersion: options.library.version },
      setup: options.setup,
      checkpointEvery,
      ...(options.setupSecrets === undefined ? {} : { setupSecrets: options.setupSecrets }),
    },
    options.master,
    options.signer,
  );
  const families = committedFamilies(options.seats.length, options.families);
  const seeds = seedsRecord(headOf(header)!, match.id, options.master, options.playerSeeds, families);
  const chain: ResumedChain<State> = {
    module,
    matchId: match.id,
    seats: options.seats.length,
    head: headOf(seeds)!,
    state: module.initialState(options.setup),
    keyFor: keysFromMatchSeed(matchSeedFrom(options.master, match.id, options.playerSeeds)),
    keys: replayKeys(options.master, match.id),
    signer: options.signer,
    checkpointEvery,
  };
  return { chain, lines: [header, seeds] };
}

/**
 * The one writer of a match's replay chain, for the API (a live match, resumed at each command
 * from its stored head) and for `simulate` and tests (a match from its header): each decision's
 * event lines, judges' rulings, a signed checkpoint when one is due and the seal. Draws come from
 * the match seed mixed from the master seed and the players' seeds, so the seal's revealed seeds
 * re-derive them.
 */
export class ReplayWriter<State> {
  readonly keyFor: KeyFor;
  /** Every line written, in order (a resumed writer: the lines after the head it resumed at). */
  readonly written: WrittenLine[] = [];
  private readonly chain: ResumedChain<State>;
  private head: ChainHead;
  private current: State;
  private judged: JudgedState;
  private sealed = false;

  constructor(options: ReplayWriterOptions<State> | ResumedChain<State>) {
    const from = 'head' in options ? { chain: options, lines: [] } : started(options);
    this.chain = from.chain;
    this.keyFor = from.chain.keyFor;
    this.head = from.chain.head;
    this.current = from.chain.state;
    this.judged = from.chain.judged ?? NO_JUDGING;
    this.written.push(...from.lines.map((record) => ({ record })));
  }

  get state(): State {
    return this.current;
  }

  /** The chain's last line. */
  get headSeq(): number {
    return this.head.seq;
  }

  /** A decide context whose draws continue each label's counter from the current state (never below a back-up's floor). */
  context(): DecideContext {
    const { module } = this.chain;
    const floor = this.judged.floor;
    return contextFor(
      { randomCounters: (state: State) => judgedCounters(module.randomCounters(state), floor) },
      this.current,
      this.keyFor,
    );
  }

  /** Decides `command` against the current state; a refusal is returned and nothing is written. */
  play(command: Message): readonly Message[] | RuleViolation {
    const applied = runCommand(this.chain.module, this.current, command, this.context());
    if (isRuleViolation(applied)) return applied;
    this.write(command, applied.events, () => applied.state);
    return applied.events;
  }

  /** Records a decision whose events were decided elsewhere (with `this.context()`). */
  append(command: Message, events: readonly Message[]): void {
    const { module } = this.chain;
    this.write(command, events, () => events.reduce((state, event) => module.evolve(state, event), this.current));
  }

  /** Seals the chain with the result so far (a judge's award, else the game's). */
  seal(): void {
    if (this.sealed) return;
    this.written.push({ record: sealRecord({ ...this.signInput(), result: this.result() }) });
    this.sealed = true;
  }

  /** The result so far: a judge's award, else the game's. */
  result(): unknown {
    return this.judged.result ?? this.chain.module.result(this.current);
  }

  /** Whether the match is over: it has a result, or its tournament closed it (with or without one). */
  isOver(): boolean {
    return this.result() !== null || this.judged.closed !== undefined;
  }

  /** Appends a judge's ruling (made by `ruling.judge` in `tournament`) or the tournament's closure, signed, and applies it. */
  rule(event: JudgeLineEvent, tournament: string): void {
    if (this.sealed) throw new Error('the replay is sealed');
    const { module, matchId, signer } = this.chain;
    const before = this.head.seq;
    const judge = judgeLineAccount(event);
    const saltKey = this.chain.keys.saltKey;
    this.push(judgeRecord({ head: this.head, matchId, tournament, judge, event, saltKey, signer }), event);
    const next = applyJudgeEvent({ game: this.current, judged: this.judged }, event, {
      counters: (s) => module.randomCounters(s),
      judging: this.judging(),
    });
    this.current = next.game;
    this.judged = next.judged;
    this.checkpointSince(before);
  }

  /** The back-up ruling to the state after chain line `toSeq` (tests and simulations). */
  backUpEvent(toSeq: number, ruling: JudgeRuling): JudgeEvent {
    const target = judgedStateAt(this.chain.module as never, this.storedRecords(), toSeq);
    if (target === undefined || toSeq >= this.head.seq) throw new RangeError(`no line ${toSeq} to back up to`);
    return {
      type: 'JudgeBackedUp',
      data: { ruling, toSeq, undone: { from: toSeq + 1, to: this.head.seq }, state: target.game },
    };
  }

  /** A correction ruling from the current value at `path` (tests and simulations). */
  correctionEvent(path: JudgePath, value: unknown, ruling: JudgeRuling, visibleTo: readonly number[] = []): JudgeEvent {
    const corrected = correctValue(this.judging(), this.current, path, value);
    if (isRuleViolation(corrected)) throw new RangeError(corrected.code);
    return { type: 'JudgeCorrected', data: { ruling, path, previous: valueAt(this.current, path), value, visibleTo } };
  }

  /** A game or match loss ruling for `seat` (tests and simulations). */
  lossEvent(seat: number, scope: 'game' | 'match', ruling: JudgeRuling): JudgeEvent {
    const result = awardedLossResult(seat, this.chain.seats, scope);
    if (isRuleViolation(result)) throw new RangeError(result.code);
    return { type: 'JudgeAwardedLoss', data: { ruling, seat, scope, result } };
  }

  storedRecords(): readonly ReplayRecord[] {
    return this.written.map((line) => line.record);
  }

  export(view: ReplayView, phase: Exclude<RevealPhase, 'live'> = 'match-ended'): string {
    return exportReplay(this.storedRecords(), view, phase);
  }

  private write(command: Message, events: readonly Message[], after: () => State): void {
    if (this.sealed) throw new Error('the replay is sealed');
    if (events.length === 0) return;
    const { module, hashes } = this.chain;
    const before = this.head.seq;
    const saltKey = this.chain.keys.saltKey;
    const records = eventRecords({ module, head: this.head, command, events, saltKey, hashes });
    records.forEach((record, index) => this.push(record, events[index]));
    this.current = after();
    this.checkpointSince(before);
  }

  private checkpointSince(before: number): void {
    if (checkpointDue(before, this.head.seq, this.chain.checkpointEvery))
      this.written.push({ record: checkpointRecord(this.signInput()) });
  }

  private judging(): GameJudging<State> | undefined {
    return (this.chain.module as { judging?: GameJudging<State> }).judging;
  }

  private signInput() {
    const { matchId, signer, hashes } = this.chain;
    const input = { matchId, head: this.head, state: this.current, stateKey: this.chain.keys.stateKey, signer };
    return hashes === undefined ? input : { ...input, hashes };
  }

  private push(record: ReplayRecord, event?: Message): void {
    this.written.push(event === undefined ? { record } : { record, event });
    this.head = headOf(record) ?? this.head;
  }
}
