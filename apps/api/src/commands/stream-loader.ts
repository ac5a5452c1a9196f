import { StreamNotFoundError, type EventStore } from '@cronica/event-store';
import type { AggregateSpec, DomainEvent } from './aggregate.js';

export interface LoadedStream<State> {
  readonly state: State;
  /** Revision of the last event, or 'no_stream'. */
  readonly revision: bigint | 'no_stream';
  /** Set when the stream already holds events of this (actor, commandId): a crash before the log was written. */
  readonly priorPosition: bigint | null;
}

interface CachedState {
  readonly state: unknown;
  readonly revision: bigint;
}

const CACHE_LIMIT = 2000;

/** Folds a stream into its state, reading only what is new since the cached revision. */
export class StreamLoader {
  private readonly cache = new Map<string, CachedState>();

  constructor(private readonly store: EventStore) {}

  async load<State>(spec: AggregateSpec<State>, actor: string, commandId: string): Promise<LoadedStream<State>> {
    const cached = this.cache.get(spec.stream);
    let state = cached ? (cached.state as State) : spec.initialState();
    let revision: bigint | 'no_stream' = cached ? cached.revision : 'no_stream';
    let priorPosition: bigint | null = null;
    try {
      const from = cached ? cached.revision + 1n : 'start';
      for await (const event of this.store.readStream(spec.stream, { fromRevision: from })) {
        state = spec.evolve(state, { type: event.type, data: event.data, metadata: event.metadata ?? undefined } as DomainEvent);
        revision = event.revision;
        const meta = event.metadata as { commandId?: unknown; actor?: unknown } | null;
        if (meta?.commandId === commandId && meta.actor === actor) priorPosition = event.position;
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    if (revision !== 'no_stream') this.remember(spec.stream, { state, revision });
    return { state, revision, priorPosition };
  }

  remember(stream: string, entry: CachedState): void {
    this.cache.delete(stream);
    this.cache.set(stream, entry);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
  }

  forget(stream: string): void {
    this.cache.delete(stream);
  }
}
