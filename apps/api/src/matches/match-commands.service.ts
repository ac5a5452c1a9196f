import type { GameRegistry } from '@cronica/games';
import { nodeReplayHashes, type NodeReplaySigner } from '@cronica/replay-signing';
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isRuleViolation, matchClosure, SYSTEM_SEAT, type MatchClosure } from '@cronica/rules-kernel';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { checkIds } from '../common/command-ids.js';
import { badInput, DomainError, forbidden, notFound } from '../common/errors.js';
import { CommandBus } from '../commands/command-bus.js';
import type { CommandOutcome } from '../commands/command-request.js';
import {
  botName,
  isBot,
  MalformedCommandError,
  MATCH_SEALED,
  matchDecider,
  seatOfAccount,
  type CreateMatchInput,
  type Decision,
  type MatchCommand,
  type MatchState,
  type RulingBuilder,
  type TapeKit,
} from '@cronica/matches';
import { GAME_REGISTRY, MATCH_CONFIG, MATCH_SIGNER, type MatchConfig } from './match-config.js';
import { MatchSecrets } from './match-secrets.js';
import { TournamentResultReporter } from './tournament-result-reporter.js';

const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** A command that is not one of its game's commands is bad input, naming every wrong field. */
function asBadInput(decide: () => Decision): Decision {
  try {
    return decide();
  } catch (error) {
    if (error instanceof MalformedCommandError)
      throw new DomainError('BAD_USER_INPUT', error.text, { problems: error.problems });
    throw error;
  }
}

/**
 * Match commands of every game through one path: resolver → this service → the command bus
 * (one idempotency check, the stream loaded once) → the game's module decides → the store →
 * projections. The seat comes from the session, the module from the registry by the match's game.
 * Commands to one match queue in the bus (one queue per stream), so many clients at once never
 * exhaust its conflict retries.
 */
@Injectable()
export class MatchCommandService {
  constructor(
    private readonly bus: CommandBus,
    private readonly secrets: MatchSecrets,
    @Inject(MATCH_SIGNER) private readonly signer: NodeReplaySigner,
    @Inject(MATCH_CONFIG) private readonly config: MatchConfig,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
    private readonly results: TournamentResultReporter,
  ) {}

  read(matchId: string): Promise<MatchState> {
    return this.bus.read(matchDecider(matchId, this.games));
  }

  async create(
    actor: string,
    commandId: string,
    input: Omit<CreateMatchInput, 'checkpointEvery' | 'botSeeds'>,
  ): Promise<CommandOutcome> {
    const keys = this.secrets.require(input.data.matchId);
    const bots = input.data.seats.filter((s) => isBot(s.player));
    const setupSecrets = this.games.module(input.data.game.id)?.setup.secretPaths?.(input.setup);
    const full = {
      ...input,
      checkpointEvery: this.config.checkpointEvery,
      botSeeds: bots.map(() => randomBytes(32).toString('hex')),
      ...(setupSecrets === undefined ? {} : { setupSecrets }),
    };
    // What was asked for: who sits where with which list, the game and its setup (not the time, nor the deck's display name).
    const { createdAt: _at, seats, ...asked } = input.data;
    const payload = {
      ...asked,
      seats: seats.map((s) => ({ seat: s.seat, player: s.player, deckHash: s.deckHash })),
      setup: input.setup,
    };
    const command: MatchCommand = { type: 'CreateMatch', data: full };
    return this.send(
      input.data.matchId,
      'CreateMatch',
      actor,
      commandId,
      payload,
      () => command,
      () => keys,
    );
  }

  async contributeSeed(viewer: Viewer, matchId: string, commandId: string, seed: string): Promise<CommandOutcome> {
    const accountId = requireAccount(viewer);
    checkIds({ matchId, commandId });
    if (!SEED_PATTERN.test(seed)) throw badInput([{ path: 'seed', message: '32 bytes as 64 lowercase hex digits' }]);
    return this.send(matchId, 'ContributeMatchSeed', accountId, commandId, { seed }, (state) => ({
      type: 'ContributeSeed',
      data: { seat: this.seatIn(state, matchId, accountId), seed },
    }));
  }

  /** A game command as JSON `{ type, data }`: the seat from the session, the shape from the game's schema. */
  async submit(viewer: Viewer, matchId: string, commandId: string, input: unknown): Promise<CommandOutcome> {
    const accountId = requireAccount(viewer);
    checkIds({ matchId, commandId });
    const type =
      typeof (input as { type?: unknown } | null)?.type === 'string'
        ? String((input as { type: string }).type).slice(0, 60)
        : 'GameCommand';
    return this.send(matchId, type, accountId, commandId, { command: input }, (state) => ({
      type: 'PlayGameCommand',
      data: { input, seat: this.seatIn(state, matchId, accountId) },
    }));
  }

  /**
   * A judge's ruling on the match stream, through the same path as a game command (one queue, one
   * idempotency check). `build` makes the judge event from the current state, or refuses; the
   * caller has checked that `judge` judges this match's tournament. `asked`: the ruling and its
   * arguments as the judge sent them (the same commandId with others is a CONFLICT).
   */
  async rule(
    matchId: string,
    judge: string,
    commandId: string,
    name: string,
    asked: unknown,
    build: RulingBuilder,
  ): Promise<CommandOutcome> {
    checkIds({ matchId, commandId });
    return this.send(matchId, name, judge, commandId, asked, () => ({ type: 'RuleOnMatch', data: { build } }));
  }

  /**
   * The tournament closes the match: its table's result was settled outside it, or its round or
   * the event ended. `by` is the account whose tournament command closed the table; one closure
   * per match (its command id follows from the match id), appended like a ruling and sealed.
   */
  async close(matchId: string, by: string, closure: Omit<MatchClosure, 'by' | 'result'>): Promise<CommandOutcome> {
    checkIds({ matchId });
    const build = (state: MatchState) => matchClosure(state.created?.seats.length ?? 0, { ...closure, by });
    return this.send(matchId, 'CloseMatch', by, `${matchId}:closed`, closure, () => ({
      type: 'CloseMatch',
      data: { build },
    }));
  }

  /**
   * A platform command (the round's time called) with SYSTEM_SEAT, for a game that lists it in its
   * `systemCommands`; the actor is the platform, never an account.
   */
  async platform(matchId: string, commandId: string, type: string, actor: string): Promise<CommandOutcome> {
    checkIds({ matchId, commandId });
    return this.send(matchId, type, actor, commandId, { type }, (state) => {
      if (!state.created || state.module === null) throw notFound('partida / match', matchId);
      if (!state.module.systemCommands.includes(type))
        throw badInput([{ path: 'type', message: `not a platform command of ${state.module.id}` }]);
      return { type: 'PlayGameCommand', data: { input: { type, data: {} }, seat: SYSTEM_SEAT } };
    });
  }

  /**
   * Whether `input` from `seat` would end the match, decided exactly as `submit` would decide it now
   * (the same seeds, so the same draws) with nothing appended: a table the demo leaves at play never
   * ends by the move meant to leave it there.
   */
  async wouldSeal(matchId: string, seat: number, input: unknown): Promise<boolean> {
    const state = await this.read(matchId);
    const decision = this.decide(matchId, { type: 'PlayGameCommand', data: { input, seat } }, state);
    return !isRuleViolation(decision) && decision.some((event) => event.type === MATCH_SEALED);
  }

  private decide(
    matchId: string,
    command: MatchCommand,
    state: MatchState,
    keys = () => this.secrets.require(matchId),
  ): Decision {
    return matchDecider(matchId, this.games).decide(command, state, {
      keys,
      signer: this.signer,
      kit: (seeds) => this.kit(matchId, state, seeds),
    });
  }

  private seatIn(state: MatchState, matchId: string, accountId: string): number {
    if (!state.created) throw notFound('partida / match', matchId);
    const seat = seatOfAccount(state, accountId);
    if (seat === null) throw forbidden('player');
    return seat;
  }

  private kit(matchId: string, state: MatchState, seeds: readonly string[]): TapeKit {
    const keys = this.secrets.require(matchId);
    const bots = state
      .created!.seats.filter((s) => isBot(s.player))
      .map((s) => ({ seat: s.seat, name: botName(s.player), matchSeed: this.secrets.matchSeed(matchId, seeds) }));
    return {
      matchId,
      module: state.module!,
      seats: state.created!.seats.length,
      keyFor: this.secrets.gameKeysFor(matchId, seeds),
      replayKeys: keys.replay,
      signer: this.signer,
      checkpointEvery: this.config.checkpointEvery,
      hashes: nodeReplayHashes,
      bots,
    };
  }

  /**
   * A command that sealed a tournament match (or its resend) reports the result to the tournament.
   * `payload`: what the client asked for; a resend of the commandId with other content is a
   * CONFLICT, never the first outcome again.
   */
  private async send(
    matchId: string,
    name: string,
    actor: string,
    commandId: string,
    payload: unknown,
    command: (state: MatchState) => MatchCommand,
    keys = () => this.secrets.require(matchId),
  ): Promise<CommandOutcome> {
    const decider = matchDecider(matchId, this.games);
    const decide = (state: MatchState): Decision => asBadInput(() => this.decide(matchId, command(state), state, keys));
    // One queue: the bus runs commands to one stream one after another. Subscribers hear of the new
    // events from the store's subscription (projections/live-publisher.ts), on every instance.
    const outcome = await this.bus.handle<MatchState>({
      name,
      commandId,
      actor,
      aggregate: decider,
      payload,
      decide,
    });
    if (outcome.events.includes(MATCH_SEALED)) await this.results.reportSealed(await this.read(matchId));
    return outcome;
  }
}
