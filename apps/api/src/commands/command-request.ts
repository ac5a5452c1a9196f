import { randomBytes } from 'node:crypto';
import type { EventData } from '@cronica/event-store';
import {
  attemptEventId,
  toJson,
  type Actor,
  type AggregateSpec,
  type Decision,
  type DomainEvent,
} from './aggregate.js';
import { storedIdentityOf, type CommandIdentity } from './command-log.js';

/** A request with its identity worked out once (the payload's fingerprint is a digest of all of it). */
export type Identified<State> = CommandRequest<State> & { readonly identity: CommandIdentity };

export interface CommandRequest<State> {
  /** Command type, for logs and metrics. */
  readonly name: string;
  readonly commandId: string;
  readonly actor: Actor;
  readonly aggregate: AggregateSpec<State>;
  /**
   * What the client asked for (without secrets): a resend of the commandId with another payload
   * is a CONFLICT. Omitted, only the stream and command type are compared.
   */
  readonly payload?: unknown;
  /** The pure library's decision; may throw a DomainError (FORBIDDEN, NOT_FOUND) after reading the state. */
  decide(state: State, revision: bigint | 'no_stream'): Decision;
}

export interface CommandOutcome {
  readonly commandId: string;
  readonly stream: string;
  /** `$all` position of the last event written (or of the first outcome, on a resend). */
  readonly position: bigint | null;
  readonly revision: bigint | null;
  readonly events: readonly string[];
  /** True when this commandId had already been handled: nothing new was written. */
  readonly duplicate: boolean;
  /**
   * The aggregate's state right after this command's events, as this process folded them (only
   * when it wrote them): the answer to the command is rendered from it, without loading the stream again.
   */
  readonly state?: unknown;
}

/** A decision with no events: nothing is written, the stream stays at its revision. */
export function nothingAppended<State>(request: CommandRequest<State>, revision: bigint | 'no_stream'): CommandOutcome {
  const current = revision === 'no_stream' ? null : revision;
  return {
    commandId: request.commandId,
    stream: request.aggregate.stream,
    position: null,
    revision: current,
    events: [],
    duplicate: false,
  };
}

/**
 * The events as the store keeps them: ids derived from the command and this append attempt (see
 * attemptEventId); metadata with what the outcome read model and a resend check need
 * (actor, commandId, command type, payload fingerprint) and when.
 */
export function eventData<State>(request: Identified<State>, events: readonly DomainEvent[]): EventData[] {
  const { aggregate, actor, commandId } = request;
  const at = new Date().toISOString();
  const attempt = randomBytes(8).toString('base64url');
  const { command, fingerprint } = storedIdentityOf(request.identity);
  return events.map((event, index) => ({
    id: attemptEventId(aggregate.stream, actor, commandId, attempt, index),
    type: event.type,
    data: toJson(event.data),
    metadata: toJson({ ...(event.metadata as object | undefined), commandId, actor, at, command, fingerprint }),
  }));
}
