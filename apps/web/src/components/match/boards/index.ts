import { createElement, memo, type ComponentType } from 'react';
import { useHydrated } from '../../../lib/hydrated';
import { ControlsOnceHydrated, WhileGameLoads } from '../../GameCode';
import { GenericBoard } from './GenericBoard';
import type { GameInMatch } from '../ConcedeButton';
import type { BoardProps, WebBoard } from './types';
import type { TableSetup } from './setup-types';

export type { BoardProps, WebBoard } from './types';
export type { TableSetup } from './setup-types';

/**
 * Every game's board, by game id: the folders `boards/<game id>/` whose `index.ts` exports a
 * `board`. The glob is resolved when the web is built (Turbopack) and when its tests run (Vite),
 * and eager: the folders' `index.ts` are light, and each declares its `Board` with `next/dynamic`,
 * so the server draws it and the browser loads only the game on the page (its board and rules
 * library), not every game's.
 * A new game adds its folder and nothing here; a game without one is played on the generic board
 * (its legal commands in its own words). Whole modules, not the glob's `import: 'board'`: Turbopack's
 * production build shortens the names of exports it sees picked by name, and that pick then finds nothing.
 */
const FOLDERS = import.meta.glob<{ readonly board?: WebBoard }>('./*/index.ts', { eager: true });

/** The game id of a board folder's `index.ts` (`./<game id>/index.ts`). */
function boardFolderGame(path: string): string {
  return path.slice('./'.length, -'/index.ts'.length);
}

/**
 * The board in a boundary of its own (`WhileGameLoads`): while the browser still fetches its game's
 * code, the rest of the page (the ruling form, the judge call, the seed) runs already; the server's
 * drawing of the board stays on screen until its code arrives, and a download that fails is said in
 * the board's place with «Reintentar» (the folder's `downloadedPart`). React keeps that drawing only
 * while nothing hands the boundary new props, so it is drawn again only when they change (the page
 * hands it the same functions), and the page starting to run is the board's own business: its
 * controls stay off until then from inside the boundary, not through a `busy` the page would change.
 */
function ownBoundary(Board: ComponentType<BoardProps>): ComponentType<BoardProps> {
  return memo(function BoardOnItsOwn(props: BoardProps) {
    return createElement(WhileGameLoads, {
      lang: props.lang,
      children: createElement(BoardOnceRunning, { Board, props }),
    });
  });
}

/** The board, every control of it off until the page runs: picks too (a hero, a card) answer only through React. */
function BoardOnceRunning({ Board, props }: { Board: ComponentType<BoardProps>; props: BoardProps }) {
  const hydrated = useHydrated();
  return createElement(ControlsOnceHydrated, null, createElement(Board, hydrated ? props : { ...props, busy: true }));
}

function folderBoard([path, folder]: readonly [string, { readonly board?: WebBoard }]): readonly [string, WebBoard] {
  const game = boardFolderGame(path);
  // A folder without its board is a build fault, not a game to draw on the generic board.
  if (folder.board === undefined) throw new Error(`boards/${game}/index.ts exports no \`board\``);
  return [game, { ...folder.board, Board: ownBoundary(folder.board.Board) }];
}

const BOARDS: ReadonlyMap<string, WebBoard> = new Map(Object.entries(FOLDERS).map(folderBoard));

/** The ids of the games that have their own board. */
export function boardGames(): readonly string[] {
  return [...BOARDS.keys()];
}

export function boardFor(game: string): ComponentType<BoardProps> {
  return BOARDS.get(game)?.Board ?? GenericBoard;
}

/** Whether the game's board says whose turn it is itself (the table's status line then says only the rival's move). */
export function boardSaysTurn(game: string): boolean {
  return BOARDS.get(game)?.saysTurn === true;
}

/** The game being played of a best-of-N match, for games that play several in one match. */
export function gameInMatch(game: string, state: unknown): GameInMatch | null {
  const of = BOARDS.get(game)?.gameInMatch;
  return of !== undefined && state !== null ? of(state) : null;
}

/** What a game set up seat by seat adds to the table form, or null for numbered seats and its standard format. */
export function tableSetupFor(game: string): TableSetup | null {
  return BOARDS.get(game)?.tableSetup ?? null;
}

export { seatRole, seatSides, seatWords } from './seat-words';
