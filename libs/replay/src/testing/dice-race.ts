import { diceRace, type DiceRaceSetup, type DiceRaceState } from '@cronica/dice-race';
import { deckListHash, isRuleViolation, type DeckList, type Message } from '@cronica/rules-kernel';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8 } from '../bytes.js';
import type { ReplaySigner } from '../signature.js';
import { ReplayWriter } from '../writer.js';
import { simulationSeeds } from '../record-match.js';

export interface DiceRaceSimulation {
  readonly seed: string;
  readonly signer: ReplaySigner;
  readonly matchId?: string;
  readonly target?: number;
  readonly deckSize?: number;
  readonly checkpointEvery?: number;
  /** Stop after this many decisions without sealing (an abandoned match). */
  readonly abandonAfter?: number;
  /** The tournament the match is played in (default one); null for a practice or friendly match. */
  readonly tournament?: string | null;
}

/** Both decks hold `deckSize` cards, 1…9 over and over; a high target makes long matches. */
export function diceRaceSetup(
  target: number,
  deckSize: number,
): Omit<DiceRaceSetup, 'lists'> & { readonly lists: readonly DeckList[] } {
  const deck = Array.from({ length: deckSize }, (_, i) => (i % 9) + 1);
  const counts = new Map<number, number>();
  for (const value of deck) counts.set(value, (counts.get(value) ?? 0) + 1);
  const list: DeckList = {
    game: 'dice-race',
    sections: { cards: [...counts].map(([value, count]) => ({ card: String(value), count })) },
  };
  return { target, decks: [deck, deck], lists: [list, list] };
}

/**
 * Plays a whole dice-race match (`@cronica/dice-race`, the test game) with a deterministic bot
 * (its choice among the legal commands comes from the seed) and writes its replay: the replay
 * format's tests need a small game with public dice, hidden decks and hidden cards.
 */
export function simulateDiceRace(options: DiceRaceSimulation): ReplayWriter<DiceRaceState> {
  const matchId = options.matchId ?? `sim-${options.seed}`;
  const seeds = simulationSeeds(options.seed, matchId, 2);
  const setup = diceRaceSetup(options.target ?? 40, options.deckSize ?? 12);
  const writer = new ReplayWriter<DiceRaceState>({
    module: diceRace,
    setup,
    match:
      options.tournament === null
        ? { id: matchId, tournament: null, round: null, table: null }
        : { id: matchId, tournament: options.tournament ?? 'sim-tournament', round: 1, table: 1 },
    seats: setup.lists.map((list, seat) => ({ seat, player: `player-${seat}`, deckHash: deckListHash(list) })),
    library: { name: '@cronica/dice-race', version: diceRace.version },
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
