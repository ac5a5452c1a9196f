import { createHash, randomBytes } from 'node:crypto';
import type { EventData, JsonValue } from '@cronica/event-store';
import type { GameRegistry } from '@cronica/games';
import {
  matchDecider,
  statusOf,
  type Decision,
  type MatchCommand,
  type MatchContext,
  type MatchState,
} from '@cronica/matches';
import { matchSeedFrom, replayKeys } from '@cronica/replay';
import { createNodeSigner, nodeReplayHashes, privateKeyFromSeed } from '@cronica/replay-signing';
import { deckListHash, isRuleViolation, keysFromMatchSeed, type KeyFor } from '@cronica/rules-kernel';

/**
 * One match played in this process through the libraries the API's command handler uses
 * (apps/api/src/matches/match-commands.service.ts → commands/command-bus.ts), without Nest or
 * HTTP: the match decider with its replay tape (hash chain, signed checkpoints), the API's Node
 * signer and hashes, the events prepared as the bus appends them. The players choose as the HTTP
 * bench's do: the `(sent × 7 + table)`-th legal command of the seat to act.
 */
const GAME = 'blades-of-ash';
/** The API's default REPLAY_CHECKPOINT_EVERY (apps/api/src/matches/match-config.ts). */
const CHECKPOINT_EVERY = 50;

/** One accepted command: what the player sent, and the events the bus appended for it. */
export interface PlayedCommand {
  readonly stream: string;
  readonly actor: string;
  readonly commandId: string;
  readonly command: MatchCommand;
  readonly events: readonly EventData[];
}

export interface PlayedMatch {
  readonly stream: string;
  /** Creation and both seeds: appended and projected before any timing. */
  readonly setup: readonly PlayedCommand[];
  readonly commands: readonly PlayedCommand[];
  /** The state after the setup, where the timed decisions start from. */
  readonly started: MatchState;
  readonly context: MatchContext;
  readonly evolve: (state: MatchState, event: EventData) => MatchState;
  readonly decide: (command: MatchCommand, state: MatchState, context: MatchContext) => Decision;
}

/** The id the bus gives each event (attemptEventId in apps/api/src/commands/aggregate.ts). */
function eventId(stream: string, actor: string, commandId: string, attempt: string, index: number): string {
  const hex = createHash('sha256')
    .update(`${stream}\u0000${actor}\u0000${commandId}\u0000${attempt}\u0000${index}`)
    .digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

const toJson = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as JsonValue;

/** The decided events as the bus appends them: deterministic ids, JSON copies, the command's metadata. */
export function asAppended(
  stream: string,
  actor: string,
  commandId: string,
  decision: Decision,
): readonly EventData[] | null {
  if (isRuleViolation(decision)) return null;
  const at = new Date().toISOString();
  const attempt = randomBytes(8).toString('base64url');
  return decision.map((event, index) => ({
    id: eventId(stream, actor, commandId, attempt, index),
    type: event.type,
    data: toJson(event.data),
    metadata: toJson({ ...(event.metadata as object | undefined), commandId, actor, at }),
  }));
}

/** The match's keys and signer as MatchSecrets and the API's signer give them (fresh random secrets). */
function matchContext(matchId: string, registry: GameRegistry, state: () => MatchState): MatchContext {
  const master = new Uint8Array(randomBytes(32));
  const keys = { master, replay: replayKeys(master, matchId) };
  const signer = createNodeSigner(privateKeyFromSeed(new Uint8Array(randomBytes(32))));
  let gameKeys: { keyFor: KeyFor; seed: Uint8Array } | null = null;
  const keysFor = (seeds: readonly string[]) => {
    const seed = matchSeedFrom(
      master,
      matchId,
      seeds.map((s) => Buffer.from(s, 'hex')),
    );
    return (gameKeys ??= { keyFor: keysFromMatchSeed(seed), seed });
  };
  const module = registry.module(GAME)!;
  return {
    keys: () => keys,
    signer,
    kit: (seeds) => ({
      matchId,
      module,
      seats: state().created!.seats.length,
      keyFor: keysFor(seeds).keyFor,
      replayKeys: keys.replay,
      signer,
      checkpointEvery: CHECKPOINT_EVERY,
      hashes: nodeReplayHashes,
      bots: [],
    }),
  };
}

/** A friendly match as the API creates one: the first ready deck against the last, no bots. */
function createCommand(matchId: string, registry: GameRegistry): MatchCommand {
  const module = registry.module(GAME)!;
  const ready = module.setup.readyDecks();
  const decks = [ready[0]!.deck, ready.at(-1)!.deck];
  const options = module.setup.optionsSchema.parse({});
  const setup = module.setup.create(decks, options);
  const data = {
    matchId,
    kind: 'friendly' as const,
    tournamentId: null,
    round: null,
    table: null,
    seats: decks.map((deck, seat) => ({ seat, player: `p${seat}`, deckHash: deckListHash(deck), deckName: 'ready' })),
    createdAt: new Date().toISOString(),
    commitment: '',
    game: { id: module.id, version: module.version },
    format: options,
  };
  const library = registry.find(GAME)?.library ?? `@cronica/${GAME}`;
  return { type: 'CreateMatch', data: { data, library, setup, checkpointEvery: CHECKPOINT_EVERY, botSeeds: [] } };
}

/** Plays `table`'s match: creation, both seeds, then up to `perMatch` game commands. */
export function playMatch(registry: GameRegistry, table: number, perMatch: number): PlayedMatch {
  const matchId = `bench-parts-${table}-${randomBytes(4).toString('hex')}`;
  const decider = matchDecider(matchId, registry);
  let state = decider.initialState();
  const context = matchContext(matchId, registry, () => state);
  const evolve = (s: MatchState, e: EventData) => decider.evolve(s, e as never);
  const send = (actor: string, commandId: string, command: MatchCommand): PlayedCommand | null => {
    const events = asAppended(decider.stream, actor, commandId, decider.decide(command, state, context));
    if (events === null) return null;
    state = events.reduce(evolve, state);
    return { stream: decider.stream, actor, commandId, command, events };
  };
  const setup = [send('p0', 'create', createCommand(matchId, registry))!];
  for (const seat of [0, 1])
    setup.push(
      send(`p${seat}`, `seed-${seat}`, {
        type: 'ContributeSeed',
        data: { seat, seed: randomBytes(32).toString('hex') },
      })!,
    );
  const started = state;
  const commands = playCommands(perMatch, table, () => state, send);
  return { stream: decider.stream, setup, commands, started, context, evolve, decide: decider.decide };
}

function playCommands(
  perMatch: number,
  table: number,
  state: () => MatchState,
  send: (actor: string, commandId: string, command: MatchCommand) => PlayedCommand | null,
): PlayedCommand[] {
  const module = state().module!;
  const played: PlayedCommand[] = [];
  let seat = 0;
  for (let sent = 0, idle = 0; sent < perMatch && statusOf(state()) !== 'finished' && idle < 4;) {
    const legal = module.legalCommands(state().game, seat);
    if (legal.length === 0) {
      seat = 1 - seat;
      idle += 1;
      continue;
    }
    const input = legal[(sent * 7 + table) % legal.length]!;
    const done = send(`p${seat}`, `c-${table}-${sent}`, { type: 'PlayGameCommand', data: { input, seat } });
    if (done) played.push(done);
    sent += 1;
    idle = 0;
  }
  return played;
}
