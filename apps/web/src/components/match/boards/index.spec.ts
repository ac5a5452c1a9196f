import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import { boardFoldersWith } from '../../../testing/board-folders';
import { WhileGameLoads } from '../../GameCode';
import { boardFor, boardGames, boardSaysTurn, gameInMatch, tableSetupFor } from './index';
import { GenericBoard } from './GenericBoard';
import type { BoardProps } from './types';
import { board as accion } from './accion';
import { board as blades } from './blades-of-ash';
import { board as diceRace } from './dice-race';
import { board as wot } from './warlords-of-terra';

const folders = boardFoldersWith('index.ts');

type Drawn = ReactElement<{ children: ReactElement<{ Board: unknown }> }>;

/** The board a game's page draws, inside the boundary of its own that `boardFor` gives it (drawn again only on new props: `memo`). */
function drawn(game: string): unknown {
  const memoized = boardFor(game) as unknown as { type: (props: BoardProps) => Drawn };
  const boundary = memoized.type({} as BoardProps);
  return boundary.type === WhileGameLoads ? boundary.props.children.props.Board : null;
}

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
    expect(drawn('dice-race')).toBe(diceRace.Board);
    expect(drawn('blades-of-ash')).toBe(blades.Board);
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

  it('loads each part a folder declares with next/dynamic through downloadedPart, so a failed download can be fetched again', () => {
    for (const game of folders) {
      const source = readFileSync(join(import.meta.dirname, game, 'index.ts'), 'utf8');
      const parts = source.match(/dynamic\(/g) ?? [];
      expect(parts.length, `boards/${game}/index.ts declares its board`).toBeGreaterThan(0);
      expect(
        source.match(/dynamic\(\(\) => downloadedPart\(\(\) => import\(/g) ?? [],
        `boards/${game}/index.ts`,
      ).toHaveLength(parts.length);
    }
  });
});
