import { createRandomSource, keysFromMatchSeed, reachDecision, seedFromNumber } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WotCommand } from '../engine/commands.js';
import { warlordsOfTerra } from '../engine/module.js';
import { strongBot } from './strong-bot.js';

const botOf = (n: number) => strongBot(createRandomSource({ keyFor: keysFromMatchSeed(seedFromNumber(n)) }));
const json = (c: WotCommand) => JSON.stringify(c);

describe('strong bot (property)', () => {
  it('answers one of the legal commands, the same one for the same seed, from random reachable states', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 300 }), fc.nat(1000), (seed, steps, botSeed) => {
        const { state, seat, legal } = reachDecision(warlordsOfTerra, seed, steps);
        const choice = botOf(botSeed).choose(state, seat, legal);
        expect(legal.map(json)).toContain(json(choice));
        expect(botOf(botSeed).choose(state, seat, legal)).toEqual(choice);
      }),
      { numRuns: 10 },
    );
  }, 180_000);
});
