import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  bladesOfAsh,
  bladesSetup,
  isBotName,
  playBladesBotMatch,
  readyDecks,
  type BladesBotMatch,
  type BladesState,
  type BotName,
  type ReadyDeck,
} from '@cronica/blades-of-ash';
import { matchSeedFrom, recordMatch, simulationSeeds, type ReplaySigner, type ReplayWriter } from '@cronica/replay';
import { loadOrCreateSigningKey, SigningKeyError, type LoadedSigningKey } from '@cronica/replay-signing';
import { deckListHash } from '@cronica/tournament';
import { EXIT_OK, parseOptions, positiveInt, printJson, requireOption, UsageError, type CliCommand, type CliIO } from '../command.js';

/**
 * `simulate --game blades-of-ash --matches N --seed S --out DIR [--bot random|greedy] [--data-dir D]`
 * (issue 3, "CLI"; issue 5, "CLI": "`simulate` writes files in this format"): bot-against-bot
 * skirmishes with the ready-made decks, each written as a signed, hash-chained replay — the judge
 * file and the public file of one chain and one signature. Each match's seeds derive from S and
 * the match number, so a run is reproducible; the key is the server's, under the data dir, so the
 * files verify against its published key.
 */

const USAGE = [
  'simulate --game blades-of-ash --matches N --seed S --out DIR [--bot random|greedy] [--data-dir D] [--json]',
  '',
  '  --matches N    partidas a jugar / matches to play (1..100000)',
  '  --seed S       semilla de la simulación (texto) / simulation seed (any text)',
  '  --out DIR      carpeta de salida / output folder',
  '  --bot          random (por defecto / default) o greedy, para ambos asientos / for both seats',
  '  --data-dir D   clave de firma de D/keys (por defecto $DATA_DIR o ./data; $CRONICA_REPLAY_SIGNING_KEY manda)',
  '                 signing key under D/keys (default $DATA_DIR or ./data; $CRONICA_REPLAY_SIGNING_KEY wins)',
  '  Archivos por partida / files per match (repetición firmada / signed replay, issue 5):',
  '    match-NNNNNN.judge.jsonl   vista de juez: todo revelado / judge view: everything revealed',
  '    match-NNNNNN.public.jsonl  vista pública: listas de mazo y decisiones ocultas / public view: deck lists and decisions hidden',
  '  Comprobar / check: replay verify --file F --public-key <clave/key>',
].join('\n');

const GAMES = ['blades-of-ash'];
const MAX_MATCHES = 100_000;
const BLADES_LIBRARY = '@cronica/blades-of-ash';

export interface SimulatedMatch {
  readonly number: number;
  readonly matchId: string;
  /** The offline stand-ins for the server's master seed and the players' seeds. */
  readonly seeds: { readonly master: Uint8Array; readonly playerSeeds: readonly Uint8Array[] };
  /** The match seed, `matchSeedFrom(master, matchId, playerSeeds)`, as a real match would draw from. */
  readonly seed: Uint8Array;
  readonly decks: readonly [ReadyDeck, ReadyDeck];
  readonly bots: readonly [BotName, BotName];
  readonly match: BladesBotMatch;
}

export function simulateMatch(runSeed: string, number: number, bot: BotName): SimulatedMatch {
  const matchId = `sim-${runSeed}-${number}`;
  const seeds = simulationSeeds(`${runSeed}/${number}`, matchId, 2);
  const seed = matchSeedFrom(seeds.master, matchId, seeds.playerSeeds);
  const decks = readyDecks();
  const pair: [ReadyDeck, ReadyDeck] = [decks[seed[0]! % decks.length]!, decks[seed[1]! % decks.length]!];
  const bots: [BotName, BotName] = [bot, bot];
  const match = playBladesBotMatch({ seed, bots, decks: [pair[0].deck, pair[1].deck] });
  return { number, matchId, seeds, seed, decks: pair, bots, match };
}

/** The sealed replay of a simulated match: its commands decided again from the same seeds, then signed. */
export function matchReplay(simulated: SimulatedMatch, signer: ReplaySigner): ReplayWriter<BladesState> {
  const { decks } = simulated;
  return recordMatch<BladesState>({
    module: bladesOfAsh,
    setup: bladesSetup([decks[0].deck, decks[1].deck]),
    match: { id: simulated.matchId, tournament: null, round: null, table: simulated.number },
    seats: decks.map((ready, seat) => ({ seat, player: `bot-${seat}`, deckHash: deckListHash(ready.deck) })),
    library: { name: BLADES_LIBRARY, version: bladesOfAsh.version },
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
 * One match's files. A simulation belongs to no tournament, so both are cut as after the
 * tournament's end (`REVEAL_POLICY`): the public file gets every seed, but never the deck lists,
 * their hashes or the decisions, which stay judge-only.
 */
export async function writeMatchFile(dir: string, simulated: SimulatedMatch, signer: ReplaySigner): Promise<MatchFiles> {
  const writer = matchReplay(simulated, signer);
  const base = join(dir, `match-${String(simulated.number).padStart(String(MAX_MATCHES).length, '0')}`);
  const files = { match: simulated.matchId, judge: `${base}.judge.jsonl`, public: `${base}.public.jsonl` };
  await writeFile(files.judge, writer.export({ kind: 'judge' }, 'tournament-ended'), 'utf8');
  await writeFile(files.public, writer.export({ kind: 'public' }, 'tournament-ended'), 'utf8');
  return files;
}

function botFrom(value: string | undefined): BotName {
  if (value === undefined) return 'random';
  if (isBotName(value)) return value;
  throw new UsageError(`--bot debe ser random o greedy / must be random or greedy: ${value}`);
}

async function loadSigner(dataDir: string, env: Readonly<Record<string, string | undefined>>): Promise<LoadedSigningKey> {
  try {
    return await loadOrCreateSigningKey({ dataDir, env });
  } catch (error) {
    if (error instanceof SigningKeyError) throw new UsageError(`${error.code}: ${error.text.es} / ${error.text.en}`);
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new UsageError(`no se puede leer ni crear la clave de firma en / cannot read or create the signing key under ${dataDir}: ${reason}`);
  }
}

async function prepareOut(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw new UsageError(`no se puede crear / cannot create ${dir}: ${(error as Error).message}`);
  }
}

interface Options { game: string; matches: number; seed: string; out: string; bot: BotName; dataDir: string; json: boolean }

function readOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Options {
  const { values } = parseOptions(argv, {
    game: { type: 'string' }, matches: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' }, bot: { type: 'string' }, 'data-dir': { type: 'string' },
  });
  const game = requireOption(values.game as string | undefined, 'game');
  if (!GAMES.includes(game)) throw new UsageError(`juego sin motor / game without an engine: ${game} (${GAMES.join(', ')})`);
  const matches = positiveInt(values.matches as string | undefined, 'matches');
  if (matches > MAX_MATCHES) throw new UsageError(`--matches ≤ ${MAX_MATCHES}`);
  const seed = requireOption(values.seed as string | undefined, 'seed');
  const out = requireOption(values.out as string | undefined, 'out');
  const dataDir = (values['data-dir'] as string | undefined) || env.DATA_DIR || 'data';
  return { game, matches, seed, out, bot: botFrom(values.bot as string | undefined), dataDir, json: values.json === true };
}

interface Summary { files: MatchFiles[]; wins: [number, number]; draws: number; events: number }

function printHuman(io: CliIO, summary: Summary, options: Options, key: LoadedSigningKey): void {
  io.out(`${options.matches} partidas simuladas / matches simulated (bot ${options.bot}) → ${options.out}`);
  io.out(`  victorias asiento 0 / seat 0 wins: ${summary.wins[0]}, asiento 1 / seat 1: ${summary.wins[1]}, tablas / draws: ${summary.draws}`);
  io.out(`  eventos / events: ${summary.events}`);
  io.out(`  firmadas con / signed with ${key.signer.keyId} (${key.signer.publicKey})`);
  if (key.source === 'created') io.out(`  clave de firma nueva / new signing key: ${key.path}`);
  io.out(`  comprobar / check: replay verify --file ${summary.files[0]!.judge} --public-key ${key.signer.publicKey}`);
}

export function createSimulateCommand(env: Readonly<Record<string, string | undefined>> = process.env): CliCommand {
  return {
    path: ['simulate'],
    summary: 'Simula partidas entre bots y firma sus repeticiones / simulates bot matches and signs their replays',
    usage: USAGE,
    async run(argv, io) {
      const options = readOptions(argv, env);
      const key = await loadSigner(options.dataDir, env);
      await prepareOut(options.out);
      const summary: Summary = { files: [], wins: [0, 0], draws: 0, events: 0 };
      for (let number = 1; number <= options.matches; number += 1) {
        const simulated = simulateMatch(options.seed, number, options.bot);
        summary.files.push(await writeMatchFile(options.out, simulated, key.signer));
        const result = simulated.match.result;
        if (result.outcome === 'win') summary.wins[result.winner === 0 ? 0 : 1] += 1;
        else summary.draws += 1;
        summary.events += simulated.match.events.length;
      }
      const signing = { keyId: key.signer.keyId, publicKey: key.signer.publicKey, source: key.source, ...(key.path === undefined ? {} : { path: key.path }) };
      const { game, matches, bot, seed, out } = options;
      if (options.json) printJson(io, { game, matches, bot, seed, out, signing, ...summary });
      else printHuman(io, summary, options, key);
      return EXIT_OK;
    },
  };
}

export const simulateCommand = createSimulateCommand();
