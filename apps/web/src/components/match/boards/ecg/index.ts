import dynamic from 'next/dynamic';
import { downloadedPart } from '../on-demand';
import type { WebBoard } from '../types';

/** ECG: the board (and its rules library) loads only on a page drawing an ECG match. */
export const board: WebBoard = {
  Board: dynamic(() => downloadedPart(() => import('./EcgBoard').then((folder) => folder.EcgBoard))),
};
