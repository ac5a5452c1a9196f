import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogFor, catalogGames } from './catalogs';
import { catalog as blades } from './blades-of-ash/catalog';
import { catalog as wot } from './warlords-of-terra/catalog';

const folders = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(__dirname, entry.name, 'catalog.ts')))
  .map((entry) => entry.name)
  .sort();

describe('deck-builder catalogues by game id', () => {
  it('finds the catalogue of every board folder that has one, without a list to keep', () => {
    expect(folders.length).toBeGreaterThan(0);
    expect([...catalogGames()].sort()).toEqual(folders);
  });

  it("gives a game its own folder's catalogue, filed under the game it names", () => {
    expect(catalogFor('blades-of-ash')).toBe(blades);
    expect(catalogFor('warlords-of-terra')).toBe(wot);
    for (const game of catalogGames()) expect(catalogFor(game)?.game).toBe(game);
  });

  it('has none for a game without a deck builder', () => {
    expect(catalogFor('dice-race')).toBeUndefined();
    expect(catalogFor('no-such-game')).toBeUndefined();
  });
});
