import type { WebBoard } from '../types';
import { WotBoard, wotGameInMatch } from './WotBoard';

/** Warlords of Terra plays best-of-N matches (002 C.1): conceding asks about the game or the match. */
export const board: WebBoard = { Board: WotBoard, gameInMatch: wotGameInMatch };
