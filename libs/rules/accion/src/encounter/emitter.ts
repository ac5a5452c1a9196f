import type { RandomSource } from '@cronica/rules-kernel';
import type { AccionEvent, AccionEventType, EventOf, Roll } from './events.js';
import { evolve } from './evolve.js';
import type { AccionState } from './state.js';

/**
 * Builds the events of one command: each is folded at once so the next rule reads the state it
 * left, and the random draws made since the last event ride on the event that used them.
 * Dice (RULES-NOTES.md, "Dice"): the d8 check, the d12 chaotic die, the d6 of damage; all from the
 * `dice` family, whose outcomes are public.
 */
export class Emitter {
  readonly events: AccionEvent[] = [];

  constructor(
    public state: AccionState,
    readonly random: RandomSource,
  ) {}

  emit<T extends AccionEventType>(type: T, data: EventOf<T>['data']): void {
    const draws = this.random.takeDraws();
    const event = (draws.length > 0 ? { type, data, metadata: { random: draws } } : { type, data }) as AccionEvent;
    this.events.push(event);
    this.state = evolve(this.state, event);
  }

  die(label: string, sides: number): number {
    return this.random.int(`dice:${label}`, sides) + 1;
  }

  /** One die, or two keeping the higher or the lower (003: "2d8 … el más alto", "2d12 … el más bajo"). */
  roll(label: string, sides: number, keep: 'one' | 'high' | 'low'): Roll {
    if (keep === 'one') {
      const face = this.die(label, sides);
      return { dice: [face], kept: face };
    }
    const dice = [this.die(label, sides), this.die(label, sides)];
    return { dice, kept: keep === 'high' ? Math.max(...dice) : Math.min(...dice) };
  }

  get ended(): boolean {
    return this.state.phase === 'ended';
  }
}
