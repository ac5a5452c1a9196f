import { describe, expect, it } from 'vitest';
import { editDeck, withCount } from './deck-edit.js';
import type { DeckEntry, DeckList } from './deck.js';

const entry = (card: string, count: number): DeckEntry => ({ card, count });
const deck: DeckList = { game: 'g', sections: { main: [entry('a', 3), entry('b', 1)], side: [entry('c', 2)] } };

describe('editing a deck list for a test', () => {
  it('changes only the named sections and leaves the original list as it was', () => {
    const edited = editDeck(deck, { main: withCount('a', 1), extra: withCount('d', 2) });
    expect(edited.sections).toEqual({
      main: [entry('b', 1), entry('a', 1)],
      side: [entry('c', 2)],
      extra: [entry('d', 2)],
    });
    expect(deck.sections.main).toEqual([entry('a', 3), entry('b', 1)]);
  });

  it('takes a card out of its section at a count of 0', () => {
    expect(editDeck(deck, { side: withCount('c', 0) }).sections.side).toEqual([]);
  });
});
