import type { RandomDraw, RandomSource, Seat } from '@cronica/rules-kernel';
import type { EventOf, WotEvent, WotEventType } from './events.js';
import { evolve } from './evolve.js';
import type { PlayerState, WotState } from './state.js';
import { playerOf } from './update.js';

/**
 * Builds the events of one command: each event is folded at once, so the next rule reads the
 * state it left. Random draws come from `ctx.random` and are recorded on the event that used them.
 */
export class Emitter {
  readonly events: WotEvent[] = [];

  constructor(
    public state: WotState,
    readonly random: RandomSource,
  ) {}

  emit<T extends WotEventType>(type: T, data: EventOf<T>['data'], draws?: readonly RandomDraw[]): void {
    const event = (
      draws !== undefined && draws.length > 0 ? { type, data, metadata: { random: draws } } : { type, data }
    ) as WotEvent;
    this.events.push(event);
    this.state = evolve(this.state, event);
  }

  /** Emits an event built from random draws, attaching them. */
  emitDrawn<T extends WotEventType>(type: T, data: EventOf<T>['data']): void {
    this.emit(type, data, this.random.takeDraws());
  }

  player(seat: Seat): PlayerState {
    return playerOf(this.state, seat);
  }

  get over(): boolean {
    return this.state.phase === 'over';
  }
}
