import type { RandomDraw, RandomSource } from '@cronica/rules-kernel';
import type { EcgEvent, EcgEventType, EventOf } from './events.js';
import { evolve } from './evolve.js';
import type { EcgState } from './state.js';

/**
 * Builds the events of one command: each event is folded at once, so the next rule reads the state
 * it left. Random draws come from `ctx.random` and are recorded on the event that used them.
 */
export class Emitter {
  readonly events: EcgEvent[] = [];

  constructor(
    public state: EcgState,
    readonly random: RandomSource,
  ) {}

  emit<T extends EcgEventType>(type: T, data: EventOf<T>['data'], draws?: readonly RandomDraw[]): void {
    const event = (
      draws !== undefined && draws.length > 0 ? { type, data, metadata: { random: draws } } : { type, data }
    ) as EcgEvent;
    this.events.push(event);
    this.state = evolve(this.state, event);
  }

  /** Emits an event built from random draws, attaching them. */
  emitDrawn<T extends EcgEventType>(type: T, data: EventOf<T>['data']): void {
    this.emit(type, data, this.random.takeDraws());
  }

  get over(): boolean {
    return this.state.phase === 'over';
  }
}
