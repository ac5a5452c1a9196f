import dynamic from 'next/dynamic';
import type { WebBoard } from '../types';

/** The test game's board, loaded only where a dice-race match is drawn. */
export const board: WebBoard = {
  Board: dynamic(() => import('./DiceRaceBoard').then((folder) => folder.DiceRaceBoard)),
};
