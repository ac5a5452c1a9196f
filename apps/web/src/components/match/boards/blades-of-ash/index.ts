import dynamic from 'next/dynamic';
import type { WebBoard } from '../types';

/**
 * Blades of Ash: its turn banner is the live region that says whose turn it is. The board (and its
 * rules library) loads only on a page drawing a Blades match.
 */
export const board: WebBoard = {
  Board: dynamic(() => import('./BladesBoard').then((folder) => folder.BladesBoard)),
  saysTurn: true,
};
