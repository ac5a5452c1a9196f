import dynamic from 'next/dynamic';
import type { WebBoard } from '../types';

/** ECG: the board (and its rules library) loads only on a page drawing an ECG match. */
export const board: WebBoard = {
  Board: dynamic(() => import('./EcgBoard').then((folder) => folder.EcgBoard)),
};
