import {
  applyJudgeEvent,
  botFor,
  contextFor,
  deriveSubSeed,
  isRuleViolation,
  judgedCounters,
  NO_JUDGING,
  runCommand,
  type AnyGameModule,
  type JudgedState,
  judgeLineAccount,
  type JudgeLineEvent,
  type KeyFor,
  type Message,
  type RuleViolation,
} from '@cronica/rules-kernel';
import {
  checkpointDue,
  checkpointRecord,
  eventRecords,
  judgeRecord,
  sealRecord,
  type ChainHead,
  type ReplayHashes,
  type ReplayKeys,
  type ReplayRecord,
  type ReplaySigner,
} from '@cronica/replay';
import type { DomainEvent } from '../commands/aggregate.js';
import { MATCH_CHECKPOINTED, MATCH_SEALED } from './match-aggregate.js';
import { secretPadding } from './secret-padding.js';

/** A fault guard: a bot never needs this many commands in one reply. */
const MAX_BOT_STEPS = 400;

export interface TapeKit {
  readonly matchId: string;
  readonly module: AnyGameModule;
  readonly keyFor: KeyFor;
  readonly replayKeys: ReplayKeys;
  readonly signer: ReplaySigner;
  readonly checkpointEvery: number;
  /** Line, salt, commitment and state hashes: Node's own (the same bytes as the portable ones, several times faster). */
  readonly hashes: ReplayHashes;
  /** Seats the server's bots play: the bot's name and the match seed its own stream derives from. */
  readonly bots: readonly { readonly seat: number; readonly name: string; readonly matchSeed: Uint8Array }[];
}

/**
 * The events one command produces on a match stream: the game's events, each with its replay
 * record (seq, prev, hash, decision, randomness, hidden fields), then the bots' replies, a signed
 * checkpoint when one is due and the seal when the match ends. Any game: the module decides.
 */
export class MatchTape {
  readonly events: DomainEvent[] = [];
  private game: unknown;
  private head: ChainHead;
  private judged: JudgedState;

  constructor(
    private readonly kit: TapeKit,
    game: unknown,
    head: ChainHead,
    judged: JudgedState = NO_JUDGING,
  ) {
    this.game = game;
    this.head = head;
    this.judged = judged;
  }

  /** The game's result, or the one a judge awarded. */
  result(): unknown {
    return this.judged.result ?? this.kit.module.result(this.game);
  }

  /** Decides one command through the rules library; a refusal leaves the tape unchanged. */
  play(command: Message): RuleViolation | null {
    const { kit } = this;
    const floor = this.judged.floor;
    const counters = { randomCounters: (state: unknown) => judgedCounters(kit.module.randomCounters(state), floor) };
    const applied = runCommand(kit.module, this.game, command, contextFor(counters, this.game, kit.keyFor));
    if (isRuleViolation(applied)) return applied;
    if (applied.events.length === 0) return null;
    const before = this.head.seq;
    const records = eventRecords({
      module: kit.module,
      head: this.head,
      command,
      events: applied.events,
      saltKey: kit.replayKeys.saltKey,
      hashes: kit.hashes,
    });
    applied.events.forEach((event, index) => {
      const record = records[index]!;
      this.events.push({
        type: event.type,
        data: event.data,
        metadata: { random: event.metadata?.random ?? [], replay: record, pad: secretPadding(record) },
      });
      const line = record.line;
      if (line.kind === 'event') this.head = { seq: line.seq, hash: line.hash };
    });
    this.game = applied.state;
    if (checkpointDue(before, this.head.seq, kit.checkpointEvery))
      this.sign(checkpointRecord(this.signInput()), MATCH_CHECKPOINTED, { seq: this.head.seq });
    return null;
  }

  /**
   * A judge's ruling (a judge of `tournament`, vouched for by the server's signature on the line):
   * appended and applied like any event; nothing before it changes.
   */
  rule(event: JudgeLineEvent, tournament: string): void {
    const { kit } = this;
    const before = this.head.seq;
    const record = judgeRecord({
      head: this.head,
      matchId: kit.matchId,
      tournament,
      judge: judgeLineAccount(event),
      event,
      saltKey: kit.replayKeys.saltKey,
      signer: kit.signer,
    });
    this.events.push({ type: event.type, data: event.data, metadata: { replay: record } });
    const line = record.line;
    if (line.kind === 'judge') this.head = { seq: line.seq, hash: line.hash };
    const next = applyJudgeEvent({ game: this.game, judged: this.judged }, event, {
      counters: (s) => kit.module.randomCounters(s),
      judging: kit.module.judging,
    });
    this.game = next.game;
    this.judged = next.judged;
    if (checkpointDue(before, this.head.seq, kit.checkpointEvery))
      this.sign(checkpointRecord(this.signInput()), MATCH_CHECKPOINTED, { seq: this.head.seq });
  }

  /**
   * The bot seats act while they have legal commands (simultaneous phases included). A bot's own
   * randomness is drawn afresh at each position of the stream (the match seed and the event
   * sequence number): a bot rebuilt from the match seed alone would repeat the same draw every
   * time, and a random bot would then pick the same kind of command forever.
   */
  playBots(): void {
    const { module } = this.kit;
    for (let step = 0; step < MAX_BOT_STEPS && this.result() === null; step += 1) {
      const turn = this.kit.bots
        .map((bot) => ({ bot, legal: module.legalCommands(this.game, bot.seat) }))
        .find((t) => t.legal.length > 0);
      if (!turn) return;
      const seed = deriveSubSeed(turn.bot.matchSeed, `bot-at:${this.head.seq}`);
      const command = botFor(module, turn.bot.name, seed, turn.bot.seat).choose(this.game, turn.bot.seat, turn.legal);
      const refused = this.play(command);
      if (refused) throw new Error(`the engine refused the bot's legal command ${command.type}: ${refused.code}`);
    }
  }

  /** Seals the replay once the game has a result, or once its tournament closed it (with or without one). */
  sealIfOver(): void {
    const result = this.result();
    if (result !== null || this.judged.closed !== undefined)
      this.sign(sealRecord({ ...this.signInput(), result }), MATCH_SEALED, { result });
  }

  private signInput() {
    return {
      matchId: this.kit.matchId,
      head: this.head,
      state: this.game,
      stateKey: this.kit.replayKeys.stateKey,
      signer: this.kit.signer,
      hashes: this.kit.hashes,
    };
  }

  private sign(record: ReplayRecord, type: string, data: object): void {
    this.events.push({ type, data: { ...data, seq: this.head.seq }, metadata: { replay: record } });
  }
}
