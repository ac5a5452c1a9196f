import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isBotName, playBladesBotMatch, readyDecks, type BladesBotMatch, type BotName, type ReadyDeck } from '@cronica/blades-of-ash';
import { EXIT_OK, parseOptions, positiveInt, printJson, requireOption, UsageError, type CliCommand, type CliIO } from '../command.js';

/**
 * `simulate --game blades-of-ash --matches N --seed S --out DIR [--bot random|greedy]` (issue 3,
 * "CLI"): bot-against-bot skirmishes with the ready-made decks, one file per complete match.
 * Each match's secret seed derives from S and the match number, so a run is reproducible.
 */

const USAGE = [
  'simulate --game blades-of-ash --matches N --seed S --out DIR [--bot random|greedy] [--json]',
  '',
  '  --matches N   partidas a jugar / matches to play (1..100000)',
  '  --seed S      semilla de la simulación (texto) / simulation seed (any text)',
  '  --out DIR     carpeta de salida, una partida por archivo / output folder, one file per match',
  '  --bot         random (por defecto / default) o greedy, para ambos asientos / for both seats',
  '  Archivo / file: JSON Lines con los eventos y, al final, la semilla revelada / the events, then the revealed seed.',
].join('\n');

const GAMES = ['blades-of-ash'];
const MAX_MATCHES = 100_000;

export interface SimulatedMatch {
  readonly number: number;
  readonly seed: Uint8Array;
  readonly decks: readonly [ReadyDeck, ReadyDeck];
  readonly bots: readonly [BotName, BotName];
  readonly match: BladesBotMatch;
}

/** The secret seed of match `number` of a run: SHA-256 of the run's seed and the number. */
export function matchSeed(runSeed: string, number: number): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`cronica/simulate/v1\u0000${runSeed}\u0000${number}`).digest());
}

export function simulateMatch(runSeed: string, number: number, bot: BotName): SimulatedMatch {
  const seed = matchSeed(runSeed, number);
  const decks = readyDecks();
  const pair: [ReadyDeck, ReadyDeck] = [decks[seed[0]! % decks.length]!, decks[seed[1]! % decks.length]!];
  const bots: [BotName, BotName] = [bot, bot];
  const match = playBladesBotMatch({ seed, bots, decks: [pair[0].deck, pair[1].deck] });
  return { number, seed, decks: pair, bots, match };
}

/**
 * One match's file: its events as JSON Lines, then the revealed seed with what a verifier needs to
 * rebuild the set-up. The signed replay format of issue 5 replaces this function.
 */
export async function writeMatchFile(dir: string, simulated: SimulatedMatch): Promise<string> {
  const file = join(dir, `match-${String(simulated.number).padStart(5, '0')}.jsonl`);
  const reveal = {
    type: 'SeedRevealed',
    data: {
      game: 'blades-of-ash', seed: Buffer.from(simulated.seed).toString('hex'),
      decks: simulated.decks.map((d) => d.id), bots: simulated.bots, result: simulated.match.result,
    },
  };
  const lines = [...simulated.match.events, reveal].map((record) => JSON.stringify(record));
  await writeFile(file, `${lines.join('\n')}\n`, 'utf8');
  return file;
}

function botFrom(value: string | undefined): BotName {
  if (value === undefined) return 'random';
  if (isBotName(value)) return value;
  throw new UsageError(`--bot debe ser random o greedy / must be random or greedy: ${value}`);
}

async function prepareOut(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw new UsageError(`no se puede crear / cannot create ${dir}: ${(error as Error).message}`);
  }
}

interface Summary { files: string[]; wins: [number, number]; draws: number; events: number }

function printHuman(io: CliIO, summary: Summary, matches: number, bot: BotName, out: string): void {
  io.out(`${matches} partidas simuladas / matches simulated (bot ${bot}) → ${out}`);
  io.out(`  victorias asiento 0 / seat 0 wins: ${summary.wins[0]}, asiento 1 / seat 1: ${summary.wins[1]}, tablas / draws: ${summary.draws}`);
  io.out(`  eventos / events: ${summary.events}`);
}

export const simulateCommand: CliCommand = {
  path: ['simulate'],
  summary: 'Simula partidas entre bots / simulates bot matches',
  usage: USAGE,
  async run(argv, io) {
    const { values } = parseOptions(argv, {
      game: { type: 'string' }, matches: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' }, bot: { type: 'string' },
    });
    const game = requireOption(values.game as string | undefined, 'game');
    if (!GAMES.includes(game)) throw new UsageError(`juego sin motor / game without an engine: ${game} (${GAMES.join(', ')})`);
    const matches = positiveInt(values.matches as string | undefined, 'matches');
    if (matches > MAX_MATCHES) throw new UsageError(`--matches ≤ ${MAX_MATCHES}`);
    const seed = requireOption(values.seed as string | undefined, 'seed');
    const out = requireOption(values.out as string | undefined, 'out');
    const bot = botFrom(values.bot as string | undefined);
    await prepareOut(out);
    const summary: Summary = { files: [], wins: [0, 0], draws: 0, events: 0 };
    for (let number = 1; number <= matches; number += 1) {
      const simulated = simulateMatch(seed, number, bot);
      summary.files.push(await writeMatchFile(out, simulated));
      const result = simulated.match.result;
      if (result.outcome === 'win') summary.wins[result.winner === 0 ? 0 : 1] += 1;
      else summary.draws += 1;
      summary.events += simulated.match.events.length;
    }
    if (values.json) printJson(io, { game, matches, bot, seed, out, ...summary });
    else printHuman(io, summary, matches, bot, out);
    return EXIT_OK;
  },
};
