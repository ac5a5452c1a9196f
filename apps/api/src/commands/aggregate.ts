import { createHash } from 'node:crypto';
import type { JsonValue } from '@cronica/event-store';
import type { RuleViolation } from '@cronica/rules-kernel';

/** A domain event as the pure libraries produce it. */
export interface DomainEvent {
  readonly type: string;
  readonly data: unknown;
  readonly metadata?: unknown;
}

/**
 * How the command bus sees an aggregate: a fold and a decision, both from a pure library.
 * `decide` is a closure the resolver builds (it may capture the command and its context).
 */
export interface AggregateSpec<State> {
  readonly stream: string;
  initialState(): State;
  evolve(state: State, event: DomainEvent): State;
}

/** The aggregate of a pure library's decider on one stream: the decider's initial state, folded by its evolve. */
export function deciderAggregate<State, Event extends DomainEvent>(
  stream: string,
  decider: { initialState(): State; evolve(state: State, event: Event): State },
): AggregateSpec<State> {
  return {
    stream,
    initialState: decider.initialState,
    evolve: (state, event) => decider.evolve(state, event as Event),
  };
}

export type Decision = readonly DomainEvent[] | RuleViolation;

/** Who sent the command: an account id, or `system:<name>` for the seed and the clock. */
export type Actor = string;

/**
 * Event ids derived from the command and the append attempt (`attempt`, random per attempt): the
 * store's client resending one attempt's batch (a retried call) gets the idempotent answer, the
 * attempt's own result; any other append at the same revision, a resend or another instance's,
 * carries other ids and is a conflict, so an idempotent success is always this attempt's write.
 */
export function attemptEventId(
  stream: string,
  actor: Actor,
  commandId: string,
  attempt: string,
  index: number,
): string {
  const hex = createHash('sha256')
    .update(`${stream}\u0000${actor}\u0000${commandId}\u0000${attempt}\u0000${index}`)
    .digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export function toJson(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value ?? null)) as JsonValue;
}
