import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  deckListHash,
  isRuleViolation,
  playModuleBotMatch,
  seatReadyDecks,
  type AnyGameModule,
  type BotMatch,
  type Message,
  type ReadyDeck,
} from '@cronica/rules-kernel';
import { matchSeedFrom, recordMatch, simulationSeeds, type ReplaySigner, type ReplayWriter } from '@cronica/replay';
import { loadSigningKey, SigningKeyError, type LoadedSigningKey } from '@cronica/replay-signing';
import { EXIT_OK, parseOptions, positiveInt, printJson, requireOption, UsageError, valueFlags } from '../command.js';
import type { CliCommand, CliIO } from '../command.js';
import { libraryOf, moduleFor, readFormatFile, type Env } from '../games.js';

/**
 * `simulate --game G --matches N --seed S --out DIR [--bot NAME] [--format FILE] [--data-dir D]`:
 * bot-against-bot matches of any game the registry plays, with its ready-made decks and the format
 * options of FILE (validated by the game's own schema), each written as a signed, hash-chained
 * replay: the judge file and the public file of one chain and one signature. Each match's seeds
 * derive from S and the match number, so a run is reproducible; the key is the server's, under the
 * data dir, so the files verify against its published key.
 */

const USAGE = [
  'simulate --game blades-of-ash --matches N --seed S --out DIR [--bot NAME] [--seats N] [--format FILE] [--data-dir D] [--json]',
  '',
  '  --game G       un juego con motor / a game with an engine (blades-of-ash…)',
  '  --matches N    partidas a jugar / matches to play (1..100000)',
  '  --seed S       semilla de la simulación (texto) / simulation seed (any text)',
  '  --out DIR      carpeta de salida / output folder',
  '  --bot NAME     bot de ambos asientos (por defecto el aleatorio, si lo hay) / bot for both seats (default: random, if the game has it)',
  "  --seats N      asientos por partida (por defecto el mínimo del juego) / seats per match (default: the game's minimum)",
  '  --format FILE  opciones de formato en JSON, validadas por el juego / format options as JSON, validated by the game',
  '  --data-dir D   la clave de firma de la API: $CRONICA_REPLAY_SIGNING_KEY, la de D/keys o la derivada del',
  '                 secreto de despliegue ($CRONICA_DEPLOYMENT_SECRET o el de D/keys); D: $DATA_DIR o ./data',
  '                 the API’s signing key: $CRONICA_REPLAY_SIGNING_KEY, the one in D/keys or the one derived from',
  '                 the deployment secret ($CRONICA_DEPLOYMENT_SECRET or D/keys’s); D: $DATA_DIR or ./data',
  '  Archivos por partida / files per match (repetición firmada / signed replay):',
  '    match-NNNNNN.judge.jsonl   vista de juez / judge view',
  '    match-NNNNNN.public.jsonl  vista pública tras el evento: todo revelado / public view after the event: everything revealed',
  '  Comprobar / check: replay verify --file F --public-key <clave/key>',
].join('\n');

const MAX_MATCHES = 100_000;

export interface SimulatedMatch {
  readonly module: AnyGameModule;
  readonly number: number;
  readonly matchId: string;
  /** The offline stand-ins for the server's master seed and the players' seeds. */
  readonly seeds: { readonly master: Uint8Array; readonly playerSeeds: readonly Uint8Array[] };
  /** The match seed, `matchSeedFrom(master, matchId, playerSeeds)`, as a real match would draw from. */
  readonly seed: Uint8Array;
  /** Each seat's ready-made deck; null for a seat that plays without one (a game master). */
  readonly decks: readonly (ReadyDeck | null)[];
  readonly setup: unknown;
  readonly bots: readonly string[];
  readonly match: BotMatch<unknown, Message, Message>;
}

export interface SimulationPlan {
  readonly module: AnyGameModule;
  readonly bot: string;
  /** One bot per seat, overriding `bot` (a pairing of different bots); `bot` for seats it does not name. */
  readonly bots?: readonly string[];
  /** Seats per match (`module.setup.seats`); the game's minimum when absent. */
  readonly seats?: number;
  /** Parsed format options (`module.setup.optionsSchema`). */
  readonly options: unknown;
}

export function simulateMatch(plan: SimulationPlan, runSeed: string, number: number): SimulatedMatch {
  const { module } = plan;
  const matchId = `sim-${runSeed}-${number}`;
  const seats = plan.seats ?? module.setup.seats.min;
  const seeds = simulationSeeds(`${runSeed}/${number}`, matchId, seats);
  const seed = matchSeedFrom(seeds.master, matchId, seeds.playerSeeds);
  const decks = seatReadyDecks(module.setup, seats, (seat, ready) => ready[seed[seat]! % ready.length]!);
  const setup = module.setup.create(
    decks.map((d) => d?.deck ?? null),
    plan.options,
  );
  if (isRuleViolation(setup)) throw new Error(`${module.id}: its ready-made decks were refused: ${setup.code}`);
  const bots = decks.map((_, seat) => plan.bots?.[seat] ?? plan.bot);
  const match = playModuleBotMatch({ module, setup, seed, bots });
  return { module, number, matchId, seeds, seed, decks, setup, bots, match };
}

/** The sealed replay of a simulated match: its commands decided again from the same seeds, then signed. */
export function matchReplay(
  simulated: SimulatedMatch,
  signer: ReplaySigner,
  env: Env = process.env,
): ReplayWriter<unknown> {
  const { module, decks } = simulated;
  return recordMatch<unknown>({
    module,
    setup: simulated.setup,
    match: { id: simulated.matchId, tournament: null, round: null, table: simulated.number },
    seats: decks.map((ready, seat) => ({
      seat,
      player: `bot-${seat}`,
      deckHash: ready === null ? null : deckListHash(ready.deck),
    })),
    library: { name: libraryOf(module, env), version: module.version },
    master: simulated.seeds.master,
    playerSeeds: simulated.seeds.playerSeeds,
    signer,
    commands: simulated.match.commands,
  });
}

export interface MatchFiles {
  readonly match: string;
  readonly judge: string;
  readonly public: string;
}

/**
 * One match's files. A simulation belongs to no tournament: it is its own event, over once the
 * match is, so both files are cut as after the event's end (`REVEAL_POLICY`), when nothing is
 * secret any more and the public file verifies every check too.
 */
export async function writeMatchFile(
  dir: string,
  simulated: SimulatedMatch,
  signer: ReplaySigner,
  env: Env = process.env,
): Promise<MatchFiles> {
  const writer = matchReplay(simulated, signer, env);
  const base = join(dir, `match-${String(simulated.number).padStart(String(MAX_MATCHES).length, '0')}`);
  const files = { match: simulated.matchId, judge: `${base}.judge.jsonl`, public: `${base}.public.jsonl` };
  await writeFile(files.judge, writer.export({ kind: 'judge' }, 'tournament-ended'), 'utf8');
  await writeFile(files.public, writer.export({ kind: 'public' }, 'tournament-ended'), 'utf8');
  return files;
}

function botFrom(module: AnyGameModule, value: string | undefined): string {
  const names = module.bots.map((bot) => bot.name);
  if (value === undefined) return names.includes('random') ? 'random' : names[0]!;
  if (names.includes(value)) return value;
  throw new UsageError(`--bot debe ser uno de / must be one of: ${names.join(', ')} (${value})`);
}

function seatsFrom(module: AnyGameModule, value: string | undefined): number {
  if (value === undefined) return module.setup.seats.min;
  const { min, max } = module.setup.seats;
  const seats = positiveInt(value, 'seats');
  if (seats < min || seats > max) throw new UsageError(`--seats: ${min}..${max} (${module.id})`);
  return seats;
}

async function loadSigner(dataDir: string, env: Env): Promise<LoadedSigningKey> {
  try {
    return await loadSigningKey({ dataDir, env });
  } catch (error) {
    if (error instanceof SigningKeyError) throw new UsageError(`${error.code}: ${error.text.es} / ${error.text.en}`);
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new UsageError(
      `no se puede leer la clave de firma ni el secreto de despliegue en / cannot read the signing key or the deployment secret under ${dataDir}: ${reason}`,
    );
  }
}

async function prepareOut(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw new UsageError(`no se puede crear / cannot create ${dir}: ${(error as Error).message}`);
  }
}

interface Options {
  game: string;
  matches: number;
  seed: string;
  out: string;
  plan: SimulationPlan;
  dataDir: string;
  json: boolean;
}

async function readOptions(argv: readonly string[], env: Env): Promise<Options> {
  const { values } = parseOptions(
    argv,
    valueFlags('game', 'matches', 'seed', 'out', 'bot', 'format', 'data-dir', 'seats'),
  );
  const game = requireOption(values.game as string | undefined, 'game');
  const module = moduleFor(game, env);
  const matches = positiveInt(values.matches as string | undefined, 'matches');
  if (matches > MAX_MATCHES) throw new UsageError(`--matches ≤ ${MAX_MATCHES}`);
  const seed = requireOption(values.seed as string | undefined, 'seed');
  const out = requireOption(values.out as string | undefined, 'out');
  const dataDir = (values['data-dir'] as string | undefined) || env.DATA_DIR || 'data';
  const seats = seatsFrom(module, values.seats as string | undefined);
  const plan = {
    module,
    bot: botFrom(module, values.bot as string | undefined),
    seats,
    options: await readFormatFile(module, values.format as string | undefined),
  };
  return { game, matches, seed, out, plan, dataDir, json: values.json === true };
}

interface Summary {
  files: MatchFiles[];
  wins: number[];
  draws: number;
  events: number;
}

function printHuman(io: CliIO, summary: Summary, options: Options, key: LoadedSigningKey): void {
  io.out(
    `${options.matches} partidas simuladas / matches simulated (${options.game}, bot ${options.plan.bot}) → ${options.out}`,
  );
  const wins = summary.wins.map((count, seat) => `${seat}: ${count}`).join(', ');
  io.out(`  victorias por asiento / wins by seat: ${wins}; tablas / draws: ${summary.draws}`);
  io.out(`  eventos / events: ${summary.events}`);
  io.out(`  firmadas con / signed with ${key.signer.keyId} (${key.signer.publicKey})`);
  if (key.source === 'file') io.out(`  clave de firma del archivo / signing key from the file: ${key.path}`);
  if (key.source === 'derived')
    io.out('  clave derivada del secreto de despliegue / key derived from the deployment secret');
  io.out(`  comprobar / check: replay verify --file ${summary.files[0]!.judge} --public-key ${key.signer.publicKey}`);
}

export function createSimulateCommand(env: Env = process.env): CliCommand {
  return {
    path: ['simulate'],
    summary: 'Simula partidas entre bots y firma sus repeticiones / simulates bot matches and signs their replays',
    usage: USAGE,
    async run(argv, io) {
      const options = await readOptions(argv, env);
      const key = await loadSigner(options.dataDir, env);
      await prepareOut(options.out);
      const summary: Summary = {
        files: [],
        wins: Array.from({ length: options.plan.seats ?? 2 }, () => 0),
        draws: 0,
        events: 0,
      };
      for (let number = 1; number <= options.matches; number += 1) {
        const simulated = simulateMatch(options.plan, options.seed, number);
        summary.files.push(await writeMatchFile(options.out, simulated, key.signer, env));
        const result = simulated.match.result;
        if (result.outcome === 'win') summary.wins[result.winner] = (summary.wins[result.winner] ?? 0) + 1;
        else summary.draws += 1;
        summary.events += simulated.match.events.length;
      }
      const signing = {
        keyId: key.signer.keyId,
        publicKey: key.signer.publicKey,
        source: key.source,
        ...(key.path === undefined ? {} : { path: key.path }),
      };
      const { game, matches, seed, out } = options;
      const { bot, options: format } = options.plan;
      if (options.json) printJson(io, { game, matches, bot, format, seed, out, signing, ...summary });
      else printHuman(io, summary, options, key);
      return EXIT_OK;
    },
  };
}

export const simulateCommand = createSimulateCommand();
