import dynamic from 'next/dynamic';
import { downloadedPart } from '../on-demand';
import type { WebBoard } from '../types';

/**
 * La Regla de Acción: a game master's table, set up seat by seat. The board and the encounter's
 * fields (with the rules library's sample encounters) load only where they are drawn.
 */
export const board: WebBoard = {
  Board: dynamic(() => downloadedPart(() => import('./AccionBoard').then((folder) => folder.AccionBoard))),
  tableSetup: {
    Options: dynamic(() => downloadedPart(() => import('./AccionSetup').then((folder) => folder.EncounterOptions))),
  },
};
