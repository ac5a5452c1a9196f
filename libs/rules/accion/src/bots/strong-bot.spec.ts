import { createRandomSource, keysFromMatchSeed, type Seat } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccionCommand } from '../encounter/commands.js';
import type { AccionState } from '../encounter/state.js';
import { accion, playEncounter } from '../module.js';
import { SAMPLE_ENCOUNTERS } from '../samples.js';
import { botsFor, sampleSetup, seedOf } from '../testing/invariants.js';
import { determinize } from './determinize.js';
import { strongBot } from './strong-bot.js';

interface Reached {
  readonly state: AccionState;
  readonly seat: Seat;
  readonly legal: readonly AccionCommand[];
}

/** The decision a random-and-greedy encounter reaches after `steps` commands (or its last one). */
function reach(sample: number, players: number, seed: number, mix: number, steps: number): Reached {
  let reached: Reached | undefined;
  try {
    playEncounter(sampleSetup(sample, players), seedOf(seed), botsFor(players + 1, mix, seed), {
      maxCommands: steps,
      observe: ({ state, seat, legal }) => {
        reached = { state, seat, legal };
      },
    });
  } catch (stopped) {
    // The command cap stops the encounter where the property looks at it.
    if (reached === undefined) throw stopped;
  }
  return reached!;
}

const botOf = (n: number) => strongBot(createRandomSource({ keyFor: keysFromMatchSeed(seedOf(n)) }));
const json = (c: AccionCommand) => JSON.stringify(c);

const reachedArb = fc
  .record({
    sample: fc.nat(SAMPLE_ENCOUNTERS.length),
    players: fc.integer({ min: 1, max: 4 }),
    seed: fc.nat(1_000_000),
    mix: fc.nat(31),
    steps: fc.integer({ min: 1, max: 200 }),
  })
  .map(({ sample, players, seed, mix, steps }) => reach(sample, players, seed, mix, steps));

describe('strong bot (La Regla de Acción)', () => {
  it('answers one of the legal commands, the same one for the same seed, from random reachable states of either side', () => {
    fc.assert(
      fc.property(reachedArb, fc.nat(1000), ({ state, seat, legal }, botSeed) => {
        const choice = botOf(botSeed).choose(state, seat, legal);
        expect(legal.map(json)).toContain(json(choice));
        expect(botOf(botSeed).choose(state, seat, legal)).toEqual(choice);
        expect(
          accion.decide(choice, state, { random: createRandomSource({ keyFor: keysFromMatchSeed(seedOf(1)) }) }),
        ).not.toMatchObject({ kind: 'RuleViolation' });
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('guesses only what its seat cannot see: its own hand, every public card and every count stay as they are', () => {
    fc.assert(
      fc.property(reachedArb, ({ state, seat }) => {
        const guess = determinize(state, seat, createRandomSource({ keyFor: keysFromMatchSeed(seedOf(3)) }));
        for (const [i, p] of state.players.entries()) {
          const g = guess.players[i]!;
          expect([g.hand.length, g.deck.length, g.discard]).toEqual([p.hand.length, p.deck.length, p.discard]);
          expect([...g.hand, ...g.deck].sort()).toEqual([...p.hand, ...p.deck].sort());
          if (p.seat === seat) expect(g.hand).toEqual(p.hand);
        }
        for (const [i, e] of state.enemies.entries()) {
          const g = guess.enemies[i]!;
          expect([g.hand.length, g.deck.length, g.discard]).toEqual([e.hand.length, e.deck.length, e.discard]);
          if (seat === 0) expect(g.hand).toEqual(e.hand);
        }
        expect({ ...guess, players: [], enemies: [], turn: null }).toEqual({
          ...state,
          players: [],
          enemies: [],
          turn: null,
        });
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
