import type { WebBoard } from '../types';
import { EcgBoard } from './EcgBoard';

export const board: WebBoard = { Board: EcgBoard };
