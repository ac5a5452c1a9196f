import {
  botFor,
  deriveSubSeed,
  isRuleViolation,
  NO_JUDGING,
  type AnyGameModule,
  type GameBot,
  type JudgedState,
  type JudgeLineEvent,
  type KeyFor,
  type Message,
  type RuleViolation,
} from '@cronica/rules-kernel';
import {
  ReplayWriter,
  type ChainHead,
  type ReplayHashes,
  type ReplayKeys,
  type ReplaySigner,
  type WrittenLine,
} from '@cronica/replay';
import { MATCH_CHECKPOINTED, MATCH_SEALED, type MatchEvent } from './match-events.js';
import { secretPadding } from './secret-padding.js';

/** A fault guard: a bot never needs this many commands in one reply. */
const MAX_BOT_STEPS = 400;

export interface TapeKit {
  readonly matchId: string;
  readonly module: AnyGameModule;
  readonly seats: number;
  readonly keyFor: KeyFor;
  readonly replayKeys: ReplayKeys;
  readonly signer: ReplaySigner;
  readonly checkpointEvery: number;
  /** Line, salt, commitment and state hashes: Node's own (the same bytes as the portable ones, several times faster). */
  readonly hashes: ReplayHashes;
  /** Seats the server's bots play: the bot's name and the match seed its own stream derives from. */
  readonly bots: readonly { readonly seat: number; readonly name: string; readonly matchSeed: Uint8Array }[];
}

/** The stream event of one line the replay writer wrote: the line rides under `metadata.replay`. */
function streamEvent({ record, event }: WrittenLine): MatchEvent {
  const line = record.line;
  switch (line.kind) {
    case 'event': {
      const random = event?.metadata?.random ?? [];
      return { type: line.type, data: event?.data, metadata: { random, replay: record, pad: secretPadding(record) } };
    }
    case 'judge':
      return { type: event!.type, data: event!.data, metadata: { replay: record } };
    case 'checkpoint':
      return { type: MATCH_CHECKPOINTED, data: { seq: line.signed.seq }, metadata: { replay: record } };
    case 'seal':
      return {
        type: MATCH_SEALED,
        data: { result: line.signed.result, seq: line.signed.seq },
        metadata: { replay: record },
      };
    case 'header':
    case 'seeds':
      throw new Error(`a match resumed after its seeds never writes a ${line.kind} line`);
  }
}

/**
 * The events one command produces on a match stream, written by the replay writer resumed at the
 * stream's head: the game's events, each with its replay record, then the bots' replies, a signed
 * checkpoint when one is due and the seal when the match ends. Any game: the module decides.
 */
export class MatchTape {
  private readonly writer: ReplayWriter<unknown>;

  constructor(
    private readonly kit: TapeKit,
    game: unknown,
    head: ChainHead,
    judged: JudgedState = NO_JUDGING,
  ) {
    const { matchId, module, seats, keyFor, replayKeys: keys, signer, checkpointEvery, hashes } = kit;
    this.writer = new ReplayWriter({
      module,
      matchId,
      seats,
      head,
      state: game,
      judged,
      keyFor,
      keys,
      signer,
      checkpointEvery,
      hashes,
    });
  }

  /** What the command wrote, as stream events. */
  get events(): MatchEvent[] {
    return this.writer.written.map(streamEvent);
  }

  /** Decides one command through the rules library; a refusal leaves the tape unchanged. */
  play(command: Message): RuleViolation | null {
    const outcome = this.writer.play(command);
    return isRuleViolation(outcome) ? outcome : null;
  }

  /** A judge's ruling (a judge of `tournament`, vouched for by the server's signature on the line). */
  rule(event: JudgeLineEvent, tournament: string): void {
    this.writer.rule(event, tournament);
  }

  /**
   * The bot seats act while they have legal commands (simultaneous phases included). A bot's own
   * randomness is drawn afresh at each position of the stream (the match seed and the event
   * sequence number): a bot rebuilt from the match seed alone would repeat the same draw every
   * time, and a random bot would then pick the same kind of command forever.
   */
  playBots(): void {
    for (let step = 0; step < MAX_BOT_STEPS && this.writer.result() === null; step += 1) {
      const game = this.writer.state;
      const turn = this.nextBotTurn();
      if (!turn) return;
      const command = turn.player.choose(game, turn.seat, turn.legal);
      const refused = this.play(command);
      if (refused) throw new Error(`the engine refused the bot's legal command ${command.type}: ${refused.code}`);
    }
  }

  /** The first bot seat with legal commands that does not let a person speak first, with its bot for this position. */
  private nextBotTurn() {
    const { module } = this.kit;
    const game = this.writer.state;
    for (const bot of this.kit.bots) {
      const legal = module.legalCommands(game, bot.seat);
      if (legal.length === 0) continue;
      const player = botFor(module, bot.name, deriveSubSeed(bot.matchSeed, `bot-at:${this.writer.headSeq}`), bot.seat);
      if (!this.letsAPersonSpeak(player, bot.seat, legal)) return { seat: bot.seat, player, legal };
    }
    return null;
  }

  /**
   * A bot that may act while a person at the table may act too (a game master who may break the
   * flow a player is about to pass on) waits when it chooses to, so the person is not overtaken by
   * a machine's speed; it acts on its own turns, and whenever nobody else may act.
   */
  private letsAPersonSpeak(player: GameBot<unknown, Message>, seat: number, legal: readonly Message[]): boolean {
    if (player.waits === undefined) return false;
    const game = this.writer.state;
    const botSeats = new Set(this.kit.bots.map((bot) => bot.seat));
    const personMayAct = Array.from({ length: this.kit.seats }, (_, s) => s).some(
      (s) => !botSeats.has(s) && this.kit.module.legalCommands(game, s).length > 0,
    );
    return personMayAct && player.waits(game, seat, legal);
  }

  /** Seals the replay once the game has a result, or once its tournament closed it (with or without one). */
  sealIfOver(): void {
    if (this.writer.isOver()) this.writer.seal();
  }
}
