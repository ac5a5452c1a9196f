import { botAnswerAt } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameRegistry } from './registry.js';

// The card games' strong bots, from states no scripted scene would think of: each game's own
// random bots play `steps` commands from seeded decks (kernel `reachDecision`), then the strong bot answers.
const CARD_GAMES = ['blades-of-ash', 'warlords-of-terra', 'ecg'];
const modules = Object.values(gameRegistry().modules()).filter((module) => CARD_GAMES.includes(module.id));

const decisionCase = fc.record({
  seed: fc.nat(1_000_000),
  steps: fc.integer({ min: 1, max: 300 }),
  botSeed: fc.nat(1000),
});

describe.each(modules.map((module) => [module.id, module] as const))('%s: strong bot (property)', (_id, module) => {
  it('answers one of the legal commands, the same one for the same seed, from random reachable states', () => {
    fc.assert(
      fc.property(decisionCase, (at) => {
        expect(botAnswerAt(module, 'strong', at)).toEqual({ legal: true, repeatable: true });
      }),
      { numRuns: 10 },
    );
  }, 180_000);
});
