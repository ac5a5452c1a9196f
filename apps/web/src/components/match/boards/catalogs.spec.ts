import { describe, expect, it } from 'vitest';
import { boardFoldersWith } from '../../../testing/board-folders';
import { catalogFor, catalogGames } from './catalogs';
import { catalog as blades } from './blades-of-ash/catalog';
import { catalog as wot } from './warlords-of-terra/catalog';

describe('deck-builder catalogues by game id', () => {
  it("finds the catalogue of every board folder that has one, without a list to keep, each filed under its folder's game", () => {
    expect(catalogFor('blades-of-ash')).toBe(blades);
    expect(catalogFor('warlords-of-terra')).toBe(wot);
    expect([...catalogGames()].sort()).toEqual(boardFoldersWith('catalog.ts'));
    for (const game of catalogGames()) expect(catalogFor(game)?.game).toBe(game);
  });

  it('has none for a game without a deck builder', () => {
    expect(catalogFor('dice-race')).toBeUndefined();
    expect(catalogFor('no-such-game')).toBeUndefined();
  });
});
