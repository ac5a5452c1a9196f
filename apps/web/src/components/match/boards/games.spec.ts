import { describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import { boardFoldersWith } from '../../../testing/board-folders';
import { loadedGame, loadGame } from './games';
import { FOLDER_LOADS } from './loads';

const registry = gameRegistry({ testGames: true });

describe('game definitions the browser loads on demand', () => {
  it('can load every registered game, test game included, from its board folder', () => {
    const loadable = [...FOLDER_LOADS.keys()].sort();
    expect(loadable).toEqual(boardFoldersWith('index.ts'));
    expect(loadable).toEqual(registry.games.map((game) => game.id).sort());
  });

  it('loads the very definition the registry lists, fetched once', async () => {
    for (const game of registry.games) expect(await loadGame(game.id)).toBe(game);
    expect(loadGame('ecg')).toBe(loadGame('ecg'));
    expect(loadedGame('accion')).toBe(registry.find('accion'));
  });

  it('has nothing for an id no game has, not even a name inherited by every object', async () => {
    expect(await loadGame('chess')).toBeUndefined();
    expect(await loadGame('constructor')).toBeUndefined();
    expect(loadedGame('constructor')).toBeUndefined();
  });
});
