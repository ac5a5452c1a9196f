import { describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import { boardFoldersWith } from '../../../testing/board-folders';
import { boardFor, boardGames, boardSaysTurn, gameInMatch, tableSetupFor } from './index';
import { GenericBoard } from './GenericBoard';
import { board as accion } from './accion';
import { board as blades } from './blades-of-ash';
import { board as diceRace } from './dice-race';
import { board as wot } from './warlords-of-terra';

const folders = boardFoldersWith('index.ts');

describe('boards by game id', () => {
  it('finds every board folder without a list to keep', () => {
    expect(folders.length).toBeGreaterThan(0);
    expect([...boardGames()].sort()).toEqual(folders);
  });

  it('names each board folder after a registered game', () => {
    const registry = gameRegistry({ testGames: true });
    expect(folders.filter((game) => registry.find(game) === undefined)).toEqual([]);
  });

  it("draws a game on its own folder's board, and an unknown game on the generic board", () => {
    expect(boardFor('dice-race')).toBe(diceRace.Board);
    expect(boardFor('blades-of-ash')).toBe(blades.Board);
    expect(boardFor('no-such-game')).toBe(GenericBoard);
  });

  it("takes the turn banner, the game in a match and the table form from the game's folder", () => {
    expect(boardSaysTurn('blades-of-ash')).toBe(true);
    expect(boardSaysTurn('dice-race')).toBe(false);
    expect(tableSetupFor('accion')).toBe(accion.tableSetup);
    expect(tableSetupFor('dice-race')).toBeNull();
    expect(gameInMatch('warlords-of-terra', null)).toBeNull();
    expect(gameInMatch('dice-race', { any: 'state' })).toBeNull();
    expect(wot.gameInMatch).toBeDefined();
  });
});
