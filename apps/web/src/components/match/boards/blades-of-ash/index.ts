import dynamic from 'next/dynamic';
import { downloadedPart } from '../on-demand';
import type { WebBoard } from '../types';

/**
 * Blades of Ash: its turn banner is the live region that says whose turn it is. The board (and its
 * rules library) loads only on a page drawing a Blades match.
 */
export const board: WebBoard = {
  Board: dynamic(() => downloadedPart(() => import('./BladesBoard').then((folder) => folder.BladesBoard))),
  saysTurn: true,
};
