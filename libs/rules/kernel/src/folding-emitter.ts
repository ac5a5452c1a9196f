import type { Message, RandomDraw, RandomSource } from './decider.js';
import type { CommandApplied } from './violation.js';

/**
 * Builds the events of one command: each event is folded at once with the game's `evolve`, so the
 * next rule reads the state it left. Random draws come from `random` and ride on the event that
 * used them (`metadata.random`), so `evolve` never draws and a verifier re-derives them.
 * A game's own emitter extends it with its dice and its view of the state.
 */
export class FoldingEmitter<S, E extends Message> {
  readonly events: E[] = [];

  constructor(
    public state: S,
    readonly random: RandomSource,
    private readonly evolve: (state: S, event: E) => S,
  ) {}

  emit<T extends E['type']>(type: T, data: Extract<E, { type: T }>['data'], draws?: readonly RandomDraw[]): void {
    // The member of E whose type is `type`, with that member's data: TypeScript cannot see it through Extract.
    const event = (draws !== undefined && draws.length > 0
      ? { type, data, metadata: { random: draws } }
      : { type, data }) as unknown as E;
    this.events.push(event);
    this.state = this.evolve(this.state, event);
  }

  /** The events emitted so far and the state they fold to: what a game's `decideAndFold` returns. */
  applied(): CommandApplied<S, E> {
    return { events: this.events, state: this.state };
  }

  /** Emits an event built from random draws, attaching the draws taken since the last event. */
  emitDrawn<T extends E['type']>(type: T, data: Extract<E, { type: T }>['data']): void {
    this.emit(type, data, this.random.takeDraws());
  }
}
