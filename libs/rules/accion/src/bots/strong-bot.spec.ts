import {
  createRandomSource,
  keysFromMatchSeed,
  lastObservedDecision,
  type GameBot,
  type GameResult,
  type ReachedDecision,
} from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccionCommand } from '../encounter/commands.js';
import type { AccionState } from '../encounter/state.js';
import { accion, playEncounter } from '../module.js';
import { SAMPLE_ENCOUNTERS } from '../samples.js';
import { botsFor, sampleSetup, seedOf } from '../testing/invariants.js';
import { greedyBot } from './greedy-bot.js';
import { strongBot } from './strong-bot.js';

/** The decision a random-and-greedy encounter reaches after `steps` commands (or its last one). */
function reach(
  sample: number,
  players: number,
  seed: number,
  mix: number,
  steps: number,
): ReachedDecision<AccionState, AccionCommand> {
  return lastObservedDecision((observe) =>
    playEncounter(sampleSetup(sample, players), seedOf(seed), botsFor(players + 1, mix, seed), {
      maxCommands: steps,
      observe,
    }),
  );
}

const botOf = (n: number) => strongBot(createRandomSource({ keyFor: keysFromMatchSeed(seedOf(n)) }));
const json = (c: AccionCommand) => JSON.stringify(c);
const partyWon = (r: GameResult) => r.outcome === 'win' && r.winner !== 0;
const greedy = greedyBot.create(createRandomSource({ keyFor: keysFromMatchSeed(seedOf(0)) }));

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

  it('as the party, wins more of 40 seeded encounters against the greedy GM than the greedy party does', () => {
    // Seeds 1–40, the default ambush, one player: the same dice for both parties until their choices differ.
    const partyWins = (party: (n: number) => GameBot<AccionState, AccionCommand>) =>
      Array.from({ length: 40 }, (_, i) => i + 1).filter((n) =>
        partyWon(playEncounter(sampleSetup(99, 1), seedOf(n), [greedy, party(n)]).result),
      ).length;
    const strong = partyWins(botOf);
    const baseline = partyWins(() => greedy);
    expect(strong).toBeGreaterThan(baseline);
  }, 120_000);
});
