import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deckListHash } from './deck-hash.js';

describe('deckListHash', () => {
  const deck = {
    game: 'g',
    faction: 'f',
    sections: {
      main: [
        { card: 'b', count: 2 },
        { card: 'a', count: 1 },
      ],
    },
  };

  it('does not depend on the order of entries or of keys', () => {
    const reordered = {
      sections: {
        main: [
          { count: 1, card: 'a' },
          { card: 'b', count: 2 },
        ],
      },
      faction: 'f',
      game: 'g',
    };
    expect(deckListHash(reordered)).toBe(deckListHash(deck));
  });

  it('changes when a count or a card changes', () => {
    const changed = [
      [
        { card: 'b', count: 1 },
        { card: 'a', count: 1 },
      ],
      [
        { card: 'c', count: 2 },
        { card: 'a', count: 1 },
      ],
    ];
    for (const main of changed) expect(deckListHash({ ...deck, sections: { main } })).not.toBe(deckListHash(deck));
  });

  it('is the SHA-256 of the canonical JSON with sorted entries', () => {
    const canonical = '{"game":"g","sections":{"main":[{"card":"a","count":1},{"card":"b","count":2}]}}';
    const expected = createHash('sha256').update(canonical).digest('hex');
    expect(deckListHash({ game: deck.game, sections: deck.sections })).toBe(expected);
  });
});
