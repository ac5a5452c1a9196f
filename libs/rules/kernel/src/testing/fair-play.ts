import fc from 'fast-check';
import type { DeckList } from '../deck.js';
import { requireListedCommand, type ObservedStep } from '../match-audit.js';

/**
 * What every game's `bots/fair-play.spec.ts` draws its cases from: decisions a bot game reached
 * with a real choice, to hand a bot with other secrets (only specs import this file: it needs
 * fast-check).
 */

/** A decision a bot game reached: the state, whose it is, and what was legal there. */
export type ReachedChoice<State, Command> = Omit<ObservedStep<State, Command>, 'command'>;

/** Which decision to draw: a game's 32-byte seed, two ready decks (by index) and a step of the game. */
export function choiceDraws(deckCount: number) {
  return fc.record({
    seed: fc.uint8Array({ minLength: 32, maxLength: 32 }),
    decks: fc.tuple(fc.nat(deckCount - 1), fc.nat(deckCount - 1)),
    step: fc.nat(),
  });
}

/** Where a spec draws its decisions: games `play` runs between `bots`, with two of the ready `decks`. */
export interface ChoiceSource<State, Command, Bot> {
  readonly play: (match: {
    readonly seed: Uint8Array;
    readonly decks: readonly [DeckList, DeckList];
    readonly bots: readonly [Bot, Bot];
    readonly observe: (step: ObservedStep<State, Command>) => void;
  }) => unknown;
  readonly decks: readonly { readonly deck: DeckList }[];
  readonly bots: readonly [Bot, Bot];
  /** The decisions the bots' tests are about (a phase), picked but on every `otherEvery`-th step when the game reached any. */
  readonly preferred: (state: State) => boolean;
  readonly otherEvery: number;
}

/** The decision with more than one legal command that `step` picks from the game of `seed` and two decks (by index). */
export function choiceFinder<State, Command, Bot>(
  source: ChoiceSource<State, Command, Bot>,
): (seed: Uint8Array, decks: readonly [number, number], step: number) => ReachedChoice<State, Command> {
  return (seed, [first, second], step) => {
    const all: ReachedChoice<State, Command>[] = [];
    source.play({
      seed,
      decks: [source.decks[first]!.deck, source.decks[second]!.deck],
      bots: source.bots,
      observe: ({ state, seat, legal }) => {
        if (legal.length > 1) all.push({ state, seat, legal });
      },
    });
    const kept = all.filter((choice) => source.preferred(choice.state));
    const pool = kept.length > 0 && step % source.otherEvery !== 0 ? kept : all;
    return pool[step % pool.length]!;
  };
}

/** Which whole game to play: the two ready decks (by index) and the bots at the seats. */
export interface WholeGame<Bot> {
  readonly decks: readonly [number, number];
  readonly bots: readonly [Bot, Bot];
}

/**
 * Plays `count` whole games of `source`, the n-th from the seed of bytes `firstSeed + n` with the
 * decks and bots `game(n)` names, each stopped at the first command a bot hands back unlisted.
 */
export function playWholeGamesListed<State, Command, Bot>(
  source: Pick<ChoiceSource<State, Command, Bot>, 'play' | 'decks'>,
  { firstSeed, count }: { readonly firstSeed: number; readonly count: number },
  game: (n: number) => WholeGame<Bot>,
): void {
  for (let n = 0; n < count; n += 1) {
    const { decks, bots } = game(n);
    source.play({
      seed: new Uint8Array(32).fill(firstSeed + n),
      decks: [source.decks[decks[0]]!.deck, source.decks[decks[1]]!.deck],
      bots,
      observe: requireListedCommand,
    });
  }
}
