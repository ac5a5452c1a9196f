import { isRuleViolation, type Message } from '@cronica/rules-kernel';
import { sha256 } from '@noble/hashes/sha2.js';
import { canonical, sha256Hex, utf8 } from '../bytes.js';
import type { ReplaySigner } from '../signature.js';
import { ReplayWriter, simulationSeeds } from '../writer.js';
import { diceRace, type DiceRaceSetup, type DiceRaceState } from './dice-race.js';

export interface DiceRaceSimulation {
  readonly seed: string;
  readonly signer: ReplaySigner;
  readonly matchId?: string;
  readonly target?: number;
  readonly deckSize?: number;
  readonly checkpointEvery?: number;
  /** Stop after this many decisions without sealing (an abandoned match). */
  readonly abandonAfter?: number;
}

/** Both decks hold 1…deckSize; a high target makes long matches (for benchmarks). */
export function diceRaceSetup(target: number, deckSize: number): DiceRaceSetup {
  const deck = Array.from({ length: deckSize }, (_, i) => (i % 9) + 1);
  return { target, decks: [deck, deck] };
}

/**
 * Plays a whole reference-game match with a deterministic bot (its choice among the legal
 * commands comes from the seed) and writes its replay.
 */
export function simulateDiceRace(options: DiceRaceSimulation): ReplayWriter<DiceRaceState> {
  const matchId = options.matchId ?? `sim-${options.seed}`;
  const seeds = simulationSeeds(options.seed, matchId, 2);
  const setup = diceRaceSetup(options.target ?? 40, options.deckSize ?? 12);
  const writer = new ReplayWriter<DiceRaceState>({
    module: diceRace,
    setup,
    match: { id: matchId, tournament: 'sim-tournament', round: 1, table: 1 },
    seats: setup.decks.map((deck, seat) => ({ seat, player: `player-${seat}`, deckHash: sha256Hex(canonical(deck)) })),
    library: { name: '@cronica/replay', version: diceRace.version },
    master: seeds.master,
    playerSeeds: seeds.playerSeeds,
    signer: options.signer,
    checkpointEvery: options.checkpointEvery ?? 10,
  });
  for (let step = 0; diceRace.result(writer.state) === null; step += 1) {
    if (options.abandonAfter !== undefined && step >= options.abandonAfter) return writer;
    const seat = writer.state.started ? writer.state.turn : 0;
    const legal = diceRace.legalCommands(writer.state, seat);
    const pick = sha256(utf8(`${options.seed}/${step}`))[0]! % legal.length;
    const outcome = writer.play(legal[pick] as Message);
    if (isRuleViolation(outcome)) throw new Error(`bot chose an illegal command: ${outcome.code}`);
  }
  writer.seal();
  return writer;
}
