import { FoldingEmitter, type RandomSource } from '@cronica/rules-kernel';
import type { EcgEvent } from './events.js';
import { evolve } from './evolve.js';
import type { EcgState } from './state.js';

/** The events of one command, each folded as it is emitted (the kernel's FoldingEmitter); with the end of the match. */
export class Emitter extends FoldingEmitter<EcgState, EcgEvent> {
  constructor(state: EcgState, random: RandomSource) {
    super(state, random, evolve);
  }

  get over(): boolean {
    return this.state.phase === 'over';
  }
}
