import { FoldingEmitter, type RandomSource } from '@cronica/rules-kernel';
import type { BladesEvent } from './events.js';
import { evolve } from './evolve.js';
import type { BladesState } from './state.js';

/** The events of one command, each folded as it is emitted (the kernel's FoldingEmitter); with Blades of Ash's d6 rolls and the end of the match. */
export class Emitter extends FoldingEmitter<BladesState, BladesEvent> {
  constructor(state: BladesState, random: RandomSource) {
    super(state, random, evolve);
  }

  /** 1d6 from the `dice` stream. */
  d6(): number {
    return this.random.int('dice', 6) + 1;
  }

  /**
   * `count` d6 from the `dice` stream as one unbiased draw below 6^count (up to 18 dice per
   * draw), decoded in base 6, first die in the lowest digit: one draw per roll instead of one per die.
   */
  rollD6(count: number): number[] {
    const faces: number[] = [];
    for (let left = count; left > 0; left -= MAX_DICE_PER_DRAW) {
      const n = Math.min(left, MAX_DICE_PER_DRAW);
      faces.push(...decodeD6(this.random.int('dice', 6 ** n), n));
    }
    return faces;
  }

  get over(): boolean {
    return this.state.phase === 'over';
  }
}

export const MAX_DICE_PER_DRAW = 18;

/** The faces (1..6) a draw below 6^count stands for, first die in the lowest base-6 digit. */
export function decodeD6(value: number, count: number): number[] {
  const faces: number[] = [];
  let rest = value;
  for (let k = 0; k < count; k += 1) {
    faces.push((rest % 6) + 1);
    rest = Math.floor(rest / 6);
  }
  return faces;
}
