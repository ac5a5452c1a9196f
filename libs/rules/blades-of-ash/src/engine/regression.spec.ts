import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playBladesBotMatch } from '../bots/blades-match.js';
import { readyDecks } from '../content/decks.js';

/**
 * Performance work on the engine must not change a single event: every outcome is reproducible,
 * and a replay recorded with this rules version still verifies after. Six skirmishes between
 * random bots, fixed seeds and fixed ready-made decks: the random bot picks by index among
 * `legalCommands`, so the hash also pins which commands are listed and in what order.
 * Taken with rules version 2.1.0 (priority back to the activation after an item, the result once
 * the stack and the waiting triggers are empty, rerolls counted from the dice kept, card-set
 * trigger limits, a 12-round cap, the mulligan chosen in secret); a change of the rules themselves changes it, and the module's version with it.
 * Retaken when the bot-match harness began to draw (seeded) which seat speaks first where both
 * may act, as in the secret mulligan: the same commands, in the order the draw gives them.
 */
const EVENT_LOG_SHA256 = '1319b3fe9e5527b757c440e94a5b8404f77b2c228e6b8e03425f285fa7a15b80';

describe('engine behaviour is unchanged by optimisation ("bench rules")', () => {
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
