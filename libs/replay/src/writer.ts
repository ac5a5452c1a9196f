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
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8 } from './bytes.js';
import { exportReplay } from './export.js';
import type { HeaderLine, JsonPath } from './format.js';
import { viewName, type ReplayView, type RevealPhase } from './policy.js';
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

export const DEFAULT_CHECKPOINT_EVERY = 50;

/**
 * Writes one match's replay as it is played (what `simulate` and tests use; the API does the same
 * step by step with `eventRecords`, `checkpointRecord` and `sealRecord`). Draws come from the
 * match seed mixed from the master seed and the players' seeds, so the seal's revealed seeds
 * re-derive them.
 */
export class ReplayWriter<State> {
  readonly keyFor: KeyFor;
  private readonly keys: ReplayKeys;
  private readonly records: ReplayRecord[] = [];
  private head: ChainHead = { seq: -1, hash: '' };
  private current: State;
  private judged: JudgedState = NO_JUDGING;
  private sealed = false;

  constructor(private readonly options: ReplayWriterOptions<State>) {
    const { module, match } = options;
    this.keys = replayKeys(options.master, match.id);
    this.keyFor = keysFromMatchSeed(matchSeedFrom(options.master, match.id, options.playerSeeds));
    const game = {
      id: module.id,
      version: module.version,
      library: options.library.name,
      libraryVersion: options.library.version,
    };
    const input = {
      match,
      seats: options.seats,
      game,
      setup: options.setup,
      checkpointEvery: options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY,
      ...(options.setupSecrets === undefined ? {} : { setupSecrets: options.setupSecrets }),
    };
    this.push(headerRecord(input, options.master, options.signer));
    const families = committedFamilies(options.seats.length, options.families);
    this.push(seedsRecord(this.head, match.id, options.master, options.playerSeeds, families));
    this.current = module.initialState(options.setup);
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
    const { module } = this.options;
    const floor = this.judged.floor;
    return contextFor(
      { randomCounters: (state: State) => judgedCounters(module.randomCounters(state), floor) },
      this.current,
      this.keyFor,
    );
  }

  /** Decides `command` against the current state; a refusal is returned and nothing is written. */
  play(command: Message): readonly Message[] | RuleViolation {
    const applied = runCommand(this.options.module, this.current, command, this.context());
    if (isRuleViolation(applied)) return applied;
    this.append(command, applied.events);
    return applied.events;
  }

  /** Records a decision whose events were decided elsewhere (with `this.context()`). */
  append(command: Message, events: readonly Message[]): void {
    if (this.sealed) throw new Error('the replay is sealed');
    if (events.length === 0) return;
    const { module } = this.options;
    const before = this.head.seq;
    for (const record of eventRecords({ module, head: this.head, command, events, saltKey: this.keys.saltKey }))
      this.push(record);
    for (const event of events) this.current = module.evolve(this.current, event);
    const every = this.options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY;
    if (checkpointDue(before, this.head.seq, every)) this.records.push(checkpointRecord(this.signInput()));
  }

  seal(): void {
    if (this.sealed) return;
    this.records.push(
      sealRecord({ ...this.signInput(), result: this.judged.result ?? this.options.module.result(this.current) }),
    );
    this.sealed = true;
  }

  /** The result so far: a judge's award, else the game's. */
  result(): unknown {
    return this.judged.result ?? this.options.module.result(this.current);
  }

  /** Appends a judge's ruling (made by `ruling.judge` in `tournament`) or the tournament's closure, signed, and applies it. */
  rule(event: JudgeLineEvent, tournament: string): void {
    if (this.sealed) throw new Error('the replay is sealed');
    const { module } = this.options;
    const before = this.head.seq;
    this.push(
      judgeRecord({
        head: this.head,
        matchId: this.options.match.id,
        tournament,
        judge: judgeLineAccount(event),
        event,
        saltKey: this.keys.saltKey,
        signer: this.options.signer,
      }),
    );
    const next = applyJudgeEvent({ game: this.current, judged: this.judged }, event, {
      counters: (s) => module.randomCounters(s),
      judging: this.judging(),
    });
    this.current = next.game;
    this.judged = next.judged;
    if (checkpointDue(before, this.head.seq, this.options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY))
      this.records.push(checkpointRecord(this.signInput()));
  }

  /** The back-up ruling to the state after chain line `toSeq` (tests and simulations). */
  backUpEvent(toSeq: number, ruling: JudgeRuling): JudgeEvent {
    const target = judgedStateAt(this.options.module as never, this.records, toSeq);
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
    const result = awardedLossResult(seat, this.options.seats.length, scope);
    if (isRuleViolation(result)) throw new RangeError(result.code);
    return { type: 'JudgeAwardedLoss', data: { ruling, seat, scope, result } };
  }

  storedRecords(): readonly ReplayRecord[] {
    return this.records;
  }

  export(view: ReplayView, phase: Exclude<RevealPhase, 'live'> = 'match-ended'): string {
    return exportReplay(this.records, view, phase);
  }

  private judging(): GameJudging<State> | undefined {
    return (this.options.module as { judging?: GameJudging<State> }).judging;
  }

  private signInput() {
    return {
      matchId: this.options.match.id,
      head: this.head,
      state: this.current,
      stateKey: this.keys.stateKey,
      signer: this.options.signer,
    };
  }

  private push(record: ReplayRecord): void {
    this.records.push(record);
    this.head = headOf(record) ?? this.head;
  }
}

/**
 * The sealed replay of a match played elsewhere (a bot simulation) from its commands: each is
 * decided again with the writer's keys, so the match must have drawn from the same match seed,
 * `matchSeedFrom(master, match.id, playerSeeds)`. A refused command is a fault and throws.
 */
export function recordMatch<State>(
  options: ReplayWriterOptions<State> & { readonly commands: readonly Message[]; readonly seal?: boolean },
): ReplayWriter<State> {
  const writer = new ReplayWriter(options);
  for (const command of options.commands) {
    const outcome = writer.play(command);
    if (isRuleViolation(outcome)) throw new Error(`recorded command ${command.type} was refused: ${outcome.code}`);
  }
  if (options.seal !== false) writer.seal();
  return writer;
}

/** Every view a match has: judge, public and one per seat. */
export function allViews(seats: number): ReplayView[] {
  return [
    { kind: 'judge' },
    { kind: 'public' },
    ...Array.from({ length: seats }, (_, seat) => ({ kind: 'seat' as const, seat })),
  ];
}

export interface BuildReplayInput<State> extends ReplayWriterOptions<State> {
  /** The recorded decisions in order; their events must have been decided with the writer's keys. */
  readonly steps: readonly { readonly command: Message; readonly events: readonly Message[] }[];
  readonly phase?: Exclude<RevealPhase, 'live'>;
  /** Seal the match (default true); an unsealed replay verifies only up to its last checkpoint. */
  readonly seal?: boolean;
}

/** The files of every view, keyed by view name (`judge`, `public`, `seat:0`, …). */
export function buildReplay<State>(input: BuildReplayInput<State>): {
  files: Record<string, string>;
  records: readonly ReplayRecord[];
} {
  const writer = new ReplayWriter(input);
  for (const step of input.steps) writer.append(step.command, step.events);
  if (input.seal !== false) writer.seal();
  const files = Object.fromEntries(
    allViews(input.seats.length).map((view) => [viewName(view), writer.export(view, input.phase)]),
  );
  return { files, records: writer.storedRecords() };
}

/**
 * Deterministic master and player seeds for an offline simulation from its `--seed` (never for a
 * real match: the server draws the master seed with a CSPRNG and players contribute theirs).
 */
export function simulationSeeds(
  seed: string,
  matchId: string,
  seats: number,
): { master: Uint8Array; playerSeeds: Uint8Array[] } {
  const derive = (what: string) => sha256(utf8(`cronica/simulation/v1\u0000${seed}\u0000${matchId}\u0000${what}`));
  return { master: derive('master'), playerSeeds: Array.from({ length: seats }, (_, seat) => derive(`seat${seat}`)) };
}
