import { bladesOfAsh, bladesSetup, playBladesBotMatch, readyDecks } from '@cronica/blades-of-ash';
import { fold, type GameDecider, type Message } from '@cronica/rules-kernel';
import {
  createPortableSigner,
  diceRace,
  matchSeedFrom,
  recordedMatch,
  recordMatch,
  simulateDiceRace,
  simulationSeeds,
  verifyReplay,
  type ReplaySigner,
  type ReplayWriter,
} from '@cronica/replay';
import { EXIT_NEGATIVE, EXIT_OK, parseOptions, positiveInt, printJson, UsageError, type CliCommand, type CliIO } from '../command.js';

/**
 * `bench replay [--game blades-of-ash|dice-race] [--rounds R] --json` (issue 5, "Acceptance"):
 * verification throughput in events/s on the judge file of a full match (every check runs:
 * chain, signatures, seeds, rules re-execution, result) and, in the same run, the plain fold of
 * the same events as the baseline. Blades of Ash by default: a greedy-vs-greedy bot match.
 */
const usage = 'Uso / usage: bench replay [--game blades-of-ash|dice-race] [--rounds R] [--json]';

type AnyModule = GameDecider<unknown, Message, Message, unknown, unknown>;

export interface BenchReplayReport {
  readonly game: string;
  readonly events: number;
  readonly decisions: number;
  readonly bytes: number;
  readonly rounds: number;
  readonly verified: boolean;
  readonly verify: { readonly eventsPerSecond: number; readonly msPerMatch: number };
  readonly fold: { readonly eventsPerSecond: number; readonly msPerMatch: number };
  /** verification ÷ plain fold, in events/s: what checking everything costs, as a fraction. */
  readonly ratioToFold: number;
}

const rate = (events: number, ms: number) => Math.round(events / (Math.max(ms, 0.001) / 1000));

function time(rounds: number, work: () => void): number {
  work();
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) work();
  return (performance.now() - started) / rounds;
}

/** A greedy-vs-greedy Blades of Ash bot match, recorded as a sealed replay. */
export function bladesReplay(signer: ReplaySigner): ReplayWriter<unknown> {
  const decks = readyDecks();
  const pair = [decks[0]!.deck, decks[decks.length - 1]!.deck] as const;
  const matchId = 'bench-blades';
  const seeds = simulationSeeds('bench', matchId, 2);
  const match = playBladesBotMatch({ decks: pair, seed: matchSeedFrom(seeds.master, matchId, seeds.playerSeeds), bots: ['greedy', 'greedy'] });
  return recordMatch<unknown>({
    module: bladesOfAsh as AnyModule,
    setup: bladesSetup(pair),
    match: { id: matchId, tournament: null, round: null, table: null },
    seats: [0, 1].map((seat) => ({ seat, player: `bot-${seat}`, deckHash: null })),
    library: { name: '@cronica/blades-of-ash', version: bladesOfAsh.version },
    ...seeds,
    signer,
    commands: match.commands,
  });
}

export function benchReplay(game: string, rounds: number): BenchReplayReport {
  const signer = createPortableSigner(new Uint8Array(32).fill(1));
  const module = (game === 'dice-race' ? diceRace : bladesOfAsh) as AnyModule;
  const writer = game === 'dice-race' ? (simulateDiceRace({ seed: 'bench', signer, target: 2_000, deckSize: 60, checkpointEvery: 50 }) as ReplayWriter<unknown>) : bladesReplay(signer);
  const text = writer.export({ kind: 'judge' }, 'match-ended');
  const { setup, events } = recordedMatch(writer.storedRecords());
  let report = verifyReplay(text, { games: { [module.id]: module }, publicKeys: [signer.publicKey] });
  const verifyMs = time(rounds, () => {
    report = verifyReplay(text, { games: { [module.id]: module }, publicKeys: [signer.publicKey] });
  });
  let final: unknown;
  const foldMs = time(rounds, () => {
    final = fold(module, module.initialState(setup), events);
  });
  const sameEnd = JSON.stringify(module.result(final)) === JSON.stringify(module.result(writer.state));
  return {
    game: module.id,
    events: events.length,
    decisions: Number(report.checks.rules.decisions),
    bytes: text.length,
    rounds,
    verified: report.fullyVerified && sameEnd,
    verify: { eventsPerSecond: rate(events.length, verifyMs), msPerMatch: Math.round(verifyMs * 100) / 100 },
    fold: { eventsPerSecond: rate(events.length, foldMs), msPerMatch: Math.round(foldMs * 1000) / 1000 },
    ratioToFold: Math.round((foldMs / verifyMs) * 10000) / 10000,
  };
}

export const benchReplayCommand: CliCommand = {
  path: ['bench', 'replay'],
  summary: 'Mide la verificación de repeticiones frente al plegado / replay verification throughput vs plain fold',
  usage,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const { values } = parseOptions(argv, { game: { type: 'string' }, rounds: { type: 'string' } });
    const game = (values.game as string | undefined) ?? 'blades-of-ash';
    if (game !== 'blades-of-ash' && game !== 'dice-race') throw new UsageError('--game debe ser blades-of-ash o dice-race / --game must be blades-of-ash or dice-race');
    const report = benchReplay(game, positiveInt(values.rounds as string | undefined, 'rounds', 5));
    if (values.json) printJson(io, report);
    else {
      io.out(`${report.game}: ${report.events} eventos/events, ${report.decisions} decisiones/decisions, ${report.bytes} bytes`);
      io.out(`verificar / verify: ${report.verify.eventsPerSecond} eventos/s (${report.verify.msPerMatch} ms/partida/match)`);
      io.out(`plegar / fold:      ${report.fold.eventsPerSecond} eventos/s — proporción / ratio ${report.ratioToFold}`);
    }
    return report.verified ? EXIT_OK : EXIT_NEGATIVE;
  },
};
