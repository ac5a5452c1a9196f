import type { WebBoard } from '../types';
import { AccionBoard } from './AccionBoard';
import { accionTableSetup } from './AccionSetup';

/** La Regla de Acción: a game master's table, set up seat by seat. */
export const board: WebBoard = { Board: AccionBoard, tableSetup: accionTableSetup };
