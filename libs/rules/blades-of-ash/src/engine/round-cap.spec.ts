import { describe, expect, it } from 'vitest';
import { playBladesBotMatch } from '../bots/blades-match.js';
import { readyDecks } from '../content/decks.js';
import { STANDARD_FORMAT } from './format.js';

/**
 * The rulebook says nothing of how a skirmish ends but by knockouts ("dejar fuera de combate a sus
 * rivales"); the round cap is only a bound for tournaments (RULES-NOTES.md, "The skirmish always
 * ends"). Its default must leave most games to the knockouts, even between random bots, which
 * play the longest games (`bench rules` measures it at scale).
 */
describe('the Standard round cap', () => {
  it('lets most random-bot skirmishes end by knockouts, not by the cap', () => {
    const decks = readyDecks();
    const games = 16;
    let knockouts = 0;
    for (let n = 0; n < games; n += 1) {
      const seed = new Uint8Array(32).map((_, i) => (i * 11 + n * 37 + 3) % 256);
      const pair = [decks[(n * 3) % decks.length]!.deck, decks[(n * 7 + 2) % decks.length]!.deck] as const;
      const match = playBladesBotMatch({ seed, bots: ['random', 'random'], decks: pair, format: STANDARD_FORMAT });
      if (!match.result.reason.startsWith('round-cap')) knockouts += 1;
    }
    expect(knockouts).toBeGreaterThan(games / 2);
  });
});
