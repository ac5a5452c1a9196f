import { describe, expect, it } from 'vitest';
import { boardFoldersWith } from '../../../testing/board-folders';
import { catalogGames, loadCatalog, loadedCatalog } from './catalogs';
import { catalog as blades } from './blades-of-ash/catalog';
import { catalog as ecg } from './ecg/catalog';
import { catalog as wot } from './warlords-of-terra/catalog';

describe('deck-builder catalogues by game id', () => {
  it('lists the games of every board folder with a catalogue', () => {
    expect([...catalogGames()].sort()).toEqual(boardFoldersWith('catalog.ts'));
  });

  it("fetches a game's catalogue on demand, once, filed under its folder's game", async () => {
    expect(await loadCatalog('blades-of-ash')).toBe(blades);
    expect(await loadCatalog('warlords-of-terra')).toBe(wot);
    expect(loadCatalog('blades-of-ash')).toBe(loadCatalog('blades-of-ash'));
    expect(loadedCatalog('blades-of-ash')).toBe(blades);
    for (const game of catalogGames()) expect((await loadCatalog(game))?.game).toBe(game);
  });

  it('has none for a game without a deck builder', async () => {
    expect(await loadCatalog('dice-race')).toBeUndefined();
    expect(await loadCatalog('no-such-game')).toBeUndefined();
    expect(loadedCatalog('no-such-game')).toBeUndefined();
  });

  it.each([
    ['Warlords of Terra', wot],
    ['ECG', ecg],
  ])('gives a %s list the realm of the hero it holds, and nothing before it holds one', (_, catalog) => {
    const heroes = catalog.cards.filter((card) => card.sections[0] === 'hero');
    expect(heroes.length).toBeGreaterThan(1);
    expect(
      catalog.allegianceOf?.({ faction: null, sections: { main: [{ card: catalog.cards.at(-1)!.id }] } }),
    ).toBeNull();
    for (const hero of heroes) {
      const allegiance = catalog.allegianceOf?.({ faction: null, sections: { hero: [{ card: hero.id }] } });
      expect(allegiance?.id).toBe(hero.facets['realm']);
      expect(hero.admittedBy).toContain(allegiance?.id);
    }
  });
});
