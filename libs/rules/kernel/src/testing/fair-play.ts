import fc from 'fast-check';
import type { ObservedStep } from '../match-audit.js';

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

/**
 * One decision with more than one legal command of the game `play` runs (it hands every step to
 * `observe`), picked by `step`: from the decisions `preferred` keeps (the phase the bots' tests are
 * about) but on every `otherEvery`-th step, when the game reached any.
 */
export function choiceReached<State, Command>(
  play: (observe: (step: ObservedStep<State, Command>) => void) => void,
  step: number,
  preferred: (state: State) => boolean,
  otherEvery: number,
): ReachedChoice<State, Command> {
  const all: ReachedChoice<State, Command>[] = [];
  play(({ state, seat, legal }) => {
    if (legal.length > 1) all.push({ state, seat, legal });
  });
  const kept = all.filter((choice) => preferred(choice.state));
  const pool = kept.length > 0 && step % otherEvery !== 0 ? kept : all;
  return pool[step % pool.length]!;
}
