import dynamic from 'next/dynamic';
import { downloadedPart } from '../on-demand';
import type { WebBoard } from '../types';

/** The test game's board, loaded only where a dice-race match is drawn. */
export const board: WebBoard = {
  Board: dynamic(() => downloadedPart(() => import('./DiceRaceBoard').then((folder) => folder.DiceRaceBoard))),
};
