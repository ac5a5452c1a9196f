import { FoldingEmitter, type RandomSource, type Seat } from '@cronica/rules-kernel';
import type { WotEvent } from './events.js';
import { evolve } from './evolve.js';
import type { PlayerState, WotState } from './state.js';
import { playerOf } from './update.js';

/** The events of one command, each folded as it is emitted (the kernel's FoldingEmitter); with a seat's player and the end of the match. */
export class Emitter extends FoldingEmitter<WotState, WotEvent> {
  constructor(state: WotState, random: RandomSource) {
    super(state, random, evolve);
  }

  player(seat: Seat): PlayerState {
    return playerOf(this.state, seat);
  }

  get over(): boolean {
    return this.state.phase === 'over';
  }
}
