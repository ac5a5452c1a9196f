import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playBladesBotMatch } from '../bots/blades-match.js';
import { readyDecks } from '../content/decks.js';

/**
 * Performance work on the engine must not change a single event (issue 3, "Kernel": every outcome
 * reproducible; a replay recorded before still verifies after). Six skirmishes between random
 * bots, fixed seeds and fixed ready-made decks: the random bot picks by index among
 * `legalCommands`, so the hash also pins which commands are listed and in what order.
 * The hash was taken from the engine before the speed-up of the `bench rules` target.
 */
const EVENT_LOG_SHA256 = '26cc9a1844e26cb88102ee7ae567ac8a3e68706071a1b530ca9cb6b2b3782d9e';

describe('engine behaviour is unchanged by optimisation (issue 3, "bench rules")', () => {
  it('fixed seeds and decks still produce the same event logs', () => {
    const decks = readyDecks();
    const hash = createHash('sha256');
    for (let n = 0; n < 6; n += 1) {
      const seed = new Uint8Array(32).map((_, i) => (i * 7 + n * 31 + 1) % 256);
      const pair = [decks[(n * 2) % decks.length]!.deck, decks[(n * 5 + 1) % decks.length]!.deck] as const;
      const match = playBladesBotMatch({ seed, bots: ['random', 'random'], decks: pair });
      expect(match.result).not.toBeNull();
      hash.update(JSON.stringify(match.events));
    }
    expect(hash.digest('hex')).toBe(EVENT_LOG_SHA256);
  });
});
