import type { EventSecret, GameDecider, GameResult } from '@cronica/rules-kernel';
import { seatOf, type BladesCommand } from './commands.js';
import { decide } from './decide.js';
import type { BladesEvent } from './events.js';
import { evolve } from './evolve.js';
import { legalCommands } from './legal.js';
import { initialState, type BladesSetup, type BladesState } from './state.js';
import { view, type BladesView } from './view.js';

/** Event fields only some seats may read before the reveal (judges always can). */
export function secrets(event: BladesEvent): readonly EventSecret[] {
  switch (event.type) {
    case 'HeroesPicked': return [{ path: ['keep'], visibleTo: [event.data.seat] }];
    case 'CardsDrawn': return [{ path: ['cards'], visibleTo: [event.data.seat] }];
    default: return [];
  }
}

export const result = (state: BladesState): GameResult | null => state.result;
export const randomCounters = (state: BladesState): Readonly<Record<string, number>> => state.random;

/** Espadas de Ceniza: Choque de Leyendas, Standard format (000_7cbcfc9bc47f1014.txt). */
export const bladesOfAsh: GameDecider<BladesState, BladesCommand, BladesEvent, BladesView, BladesSetup> = {
  id: 'blades-of-ash',
  version: '2.0.0',
  initialState,
  decide,
  evolve,
  legalCommands,
  view,
  result,
  seatOf,
  randomCounters,
  secrets,
};
