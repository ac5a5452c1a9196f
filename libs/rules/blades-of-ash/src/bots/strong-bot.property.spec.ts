import {
  createRandomSource,
  isRuleViolation,
  keysFromMatchSeed,
  playModuleBotMatch,
  type Seat,
} from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BladesCommand } from '../engine/commands.js';
import type { BladesState } from '../engine/state.js';
import { bladesOfAsh } from '../engine/module.js';
import { strongBot } from './strong-bot.js';

interface Reached {
  readonly state: BladesState;
  readonly seat: Seat;
  readonly legal: readonly BladesCommand[];
}

const seedOf = (n: number) => {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, n >>> 0);
  return seed;
};

/** The decision a game of random bots (ready decks) reaches after `steps` commands, or its last one. */
function reach(seed: number, steps: number): Reached {
  const ready = bladesOfAsh.setup.readyDecks();
  const setup = bladesOfAsh.setup.create(
    [ready[seed % ready.length]!.deck, ready[(seed >> 3) % ready.length]!.deck],
    bladesOfAsh.setup.optionsSchema.parse({}),
  );
  if (isRuleViolation(setup)) throw new Error(setup.code);
  let reached: Reached | undefined;
  try {
    playModuleBotMatch({
      module: bladesOfAsh,
      setup,
      seed: seedOf(seed),
      bots: ['random', 'random'],
      maxCommands: steps,
      observe: ({ state, seat, legal }) => {
        reached = { state, seat, legal };
      },
    });
  } catch (stopped) {
    // The command cap stops the game where the property looks at it.
    if (reached === undefined) throw stopped;
  }
  return reached!;
}

const botOf = (n: number) => strongBot(createRandomSource({ keyFor: keysFromMatchSeed(seedOf(n)) }));
const json = (c: BladesCommand) => JSON.stringify(c);

describe('strong bot (property)', () => {
  it('answers one of the legal commands, the same one for the same seed, from random reachable states', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 300 }), fc.nat(1000), (seed, steps, botSeed) => {
        const { state, seat, legal } = reach(seed, steps);
        const choice = botOf(botSeed).choose(state, seat, legal);
        expect(legal.map(json)).toContain(json(choice));
        expect(botOf(botSeed).choose(state, seat, legal)).toEqual(choice);
      }),
      { numRuns: 10 },
    );
  }, 180_000);
});
