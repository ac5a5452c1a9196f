import { describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { findGame } from '@cronica/games';
import { catalogFor } from '../testing/catalogs';
import { deckDiff, draftFromTicks, withExtraCards } from './deck-diff';
import { changeCount, draftFromDeck, draftToText, readPastedList } from './deck-editor';

const game = findGame('blades-of-ash')!;
const catalog = catalogFor('blades-of-ash')!;
const order = game.deckSections.map((s) => s.key);
const registered = draftFromDeck(readyDecks()[0]!.deck, catalog);

describe('deck check diff (002 C.4)', () => {
  it('finds no difference when the deck in play is the registered list written as text, in either language', () => {
    for (const lang of ['es', 'en'] as const) {
      const pasted = readPastedList(draftToText(registered, catalog, game, lang).toUpperCase(), catalog, game);
      expect(pasted.kind === 'list' && deckDiff(registered, pasted.draft, order)).toMatchObject({
        rows: [],
        faction: null,
        matches: true,
      });
    }
  });

  it('lists each card whose count differs, and a different faction', () => {
    let presented = changeCount(registered, 'actions', 'parada', -1);
    presented = changeCount(presented, 'actions', 'esquivar', 2);
    presented = { ...presented, faction: 'corte-del-cuervo' };
    const diff = deckDiff(registered, presented, order);
    expect(diff.matches).toBe(false);
    expect(diff.rows).toEqual([
      { section: 'actions', card: 'parada', registered: 2, presented: 1 },
      { section: 'actions', card: 'esquivar', registered: 0, presented: 2 },
    ]);
    expect(diff.faction).toEqual({ registered: 'orden-del-alba', presented: 'corte-del-cuervo' });
  });

  it('builds the deck in play from ticks on the registered list plus extra cards found', () => {
    const ticks = Object.fromEntries(
      Object.entries(registered.sections).flatMap(([section, entries]) =>
        entries.map((e) => [`${section}:${e.card}`, e.count]),
      ),
    );
    expect(deckDiff(registered, draftFromTicks(registered, ticks), order).matches).toBe(true);
    const missingOne = draftFromTicks(registered, { ...ticks, 'actions:parada': 1 });
    expect(deckDiff(registered, missingOne, order).rows).toEqual([
      { section: 'actions', card: 'parada', registered: 2, presented: 1 },
    ]);
    const withExtra = withExtraCards(missingOne, '1 Esquivar\n2x carta inventada\nbasura', catalog, 'actions');
    expect(deckDiff(registered, withExtra, order).rows.map((r) => [r.card, r.presented])).toEqual([
      ['parada', 1],
      ['esquivar', 1],
      ['carta inventada', 2],
    ]);
  });
});
