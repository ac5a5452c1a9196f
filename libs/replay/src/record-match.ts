import { sha256 } from '@noble/hashes/sha2.js';
import {
  deckListHash,
  isRuleViolation,
  playModuleBotMatch,
  type AnyGameModule,
  type BotMatch,
  type DeckList,
  type Message,
} from '@cronica/rules-kernel';
import { utf8 } from './bytes.js';
import { viewName, type ReplayView, type RevealPhase } from './policy.js';
import type { ReplayRecord } from './records.js';
import { matchSeedFrom } from './seeds.js';
import type { ReplaySigner } from './signature.js';
import { ReplayWriter, type ReplayWriterOptions } from './writer.js';
import type { HeaderLine } from './format.js';

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

export interface BotMatchRecording {
  readonly module: AnyGameModule;
  readonly match: HeaderLine['match'];
  /** The simulation's seed (`simulationSeeds`), from which the match seed is drawn. */
  readonly seed: string;
  /** A deck per seat; null for a seat the game fills without one (a game master). */
  readonly decks: readonly (DeckList | null)[];
  /** Parsed format options (`module.setup.optionsSchema`). */
  readonly options: unknown;
  /** A bot per seat, by name. */
  readonly bots: readonly string[];
  readonly library: { readonly name: string; readonly version: string };
  readonly signer: ReplaySigner;
}

/**
 * A bot match of a game module played from simulation seeds, and its sealed replay: the players
 * are `bot-<seat>`, each deck's hash in the header. A setup the module refuses is a fault and throws.
 */
export function recordBotMatch(input: BotMatchRecording): {
  readonly writer: ReplayWriter<unknown>;
  readonly match: BotMatch<unknown, Message, Message>;
} {
  const { module, decks } = input;
  const setup = module.setup.create(decks, input.options);
  if (isRuleViolation(setup)) throw new Error(`${module.id}: the setup was refused: ${setup.code}`);
  const seeds = simulationSeeds(input.seed, input.match.id, decks.length);
  const match = playModuleBotMatch({
    module,
    setup,
    seed: matchSeedFrom(seeds.master, input.match.id, seeds.playerSeeds),
    bots: input.bots,
  });
  const writer = recordMatch<unknown>({
    module,
    setup,
    match: input.match,
    seats: decks.map((deck, seat) => ({
      seat,
      player: `bot-${seat}`,
      deckHash: deck === null ? null : deckListHash(deck),
    })),
    library: input.library,
    ...seeds,
    signer: input.signer,
    commands: match.commands,
  });
  return { writer, match };
}
