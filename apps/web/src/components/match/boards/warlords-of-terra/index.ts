import dynamic from 'next/dynamic';
import { downloadedPart } from '../on-demand';
import type { WebBoard } from '../types';
import { wotGameInMatch } from './view';

/**
 * Warlords of Terra plays best-of-N matches (002 C.1): conceding asks about the game or the match.
 * The board (and its rules library) loads only on a page drawing a Warlords of Terra match.
 */
export const board: WebBoard = {
  Board: dynamic(() => downloadedPart(() => import('./WotBoard').then((folder) => folder.WotBoard))),
  gameInMatch: wotGameInMatch,
};
