import { describe, expect, it } from 'vitest';
import { editDeck, withCount } from './deck-edit.js';
import type { DeckList } from './deck.js';

const deck: DeckList = {
  game: 'g',
  sections: {
    main: [
      { card: 'a', count: 3 },
      { card: 'b', count: 1 },
    ],
    side: [{ card: 'c', count: 2 }],
  },
};

describe('editing a deck list for a test', () => {
  it('changes only the named sections and leaves the original list as it was', () => {
    const edited = editDeck(deck, { main: withCount('a', 1), extra: withCount('d', 2) });
    expect(edited.sections).toEqual({
      main: [
        { card: 'b', count: 1 },
        { card: 'a', count: 1 },
      ],
      side: [{ card: 'c', count: 2 }],
      extra: [{ card: 'd', count: 2 }],
    });
    expect(deck.sections.main).toEqual([
      { card: 'a', count: 3 },
      { card: 'b', count: 1 },
    ]);
  });

  it('takes a card out of its section at a count of 0', () => {
    expect(editDeck(deck, { side: withCount('c', 0) }).sections.side).toEqual([]);
  });
});
