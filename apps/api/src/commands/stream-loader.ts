import { StreamNotFoundError, type EventStore, type PersonalDataVault, type RecordedEvent } from '@cronica/event-store';
import { openPersonalValue } from '../privacy/personal-fields.js';
import type { AggregateSpec, DomainEvent } from './aggregate.js';
import type { StoredOutcome } from './command-log.js';

export interface LoadedStream<State> {
  readonly state: State;
  /** Revision of the last event, or 'no_stream'. */
  readonly revision: bigint | 'no_stream';
  /**
   * Set when the stream already holds events of this (actor, commandId): another instance applied
   * it and the read model of outcomes has not caught up, or this process lost track of it.
   */
  readonly prior: StoredOutcome | null;
}

interface CachedState {
  readonly state: unknown;
  readonly revision: bigint;
  /**
   * The outcome of each (actor, commandId) folded so far, as its events' metadata tell it. The
   * read model of outcomes lags the store: a resend of a command another instance appended a
   * moment ago must still be found in the stream, even when this cache read its events for
   * another command.
   */
  readonly commands: Map<string, StoredOutcome>;
}

const commandKey = (actor: string, commandId: string) => `${actor}\u0000${commandId}`;

const CACHE_LIMIT = 2000;

/** Folds a stream into its state, reading only what is new since the cached revision. */
export class StreamLoader {
  private readonly cache = new Map<string, CachedState>();

  constructor(
    private readonly store: EventStore,
    /** Opens sealed personal fields before the fold, so decisions compare and quote plain names. */
    private readonly vault?: PersonalDataVault,
  ) {}

  async load<State>(spec: AggregateSpec<State>, actor: string, commandId: string): Promise<LoadedStream<State>> {
    const cached = this.cache.get(spec.stream);
    let state = cached ? (cached.state as State) : spec.initialState();
    let revision: bigint | 'no_stream' = cached ? cached.revision : 'no_stream';
    // Updated in place: every key names an event that is in the stream, even if this read fails halfway.
    const commands = cached?.commands ?? new Map<string, StoredOutcome>();
    try {
      const from = cached ? cached.revision + 1n : 'start';
      for await (const event of this.store.readStream(spec.stream, { fromRevision: from })) {
        state = spec.evolve(state, {
          type: event.type,
          data: this.vault ? await openPersonalValue(this.vault, event.data) : event.data,
          metadata: event.metadata ?? undefined,
        } as DomainEvent);
        revision = event.revision;
        noteCommand(commands, event);
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    if (revision !== 'no_stream') this.remember(spec.stream, { state, revision, commands });
    return { state, revision, prior: commands.get(commandKey(actor, commandId)) ?? null };
  }

  /**
   * The state as this process last folded it, without reading the store; null when not cached.
   * On one instance it is the stream's state (every append goes through this process, under the
   * stream's lock); with several, appending at its revision is the check that nothing was missed.
   */
  cached<State>(spec: AggregateSpec<State>, actor: string, commandId: string): LoadedStream<State> | null {
    const cached = this.cache.get(spec.stream);
    if (!cached) return null;
    return {
      state: cached.state as State,
      revision: cached.revision,
      prior: cached.commands.get(commandKey(actor, commandId)) ?? null,
    };
  }

  /**
   * After this process appended a command's events: the folded state and what the command wrote.
   * `created`: the stream did not exist before, so this command's events are all it holds.
   */
  appended(state: unknown, actor: string, commandId: string, outcome: StoredOutcome, created = false): void {
    const cached = this.cache.get(outcome.stream);
    // Without the cached commands the next load reads the stream from the start again.
    if (!cached && !created) return;
    const commands = cached?.commands ?? new Map<string, StoredOutcome>();
    commands.set(commandKey(actor, commandId), outcome);
    this.remember(outcome.stream, { state, revision: outcome.revision!, commands });
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

/** Adds an event to the outcome of the command that appended it, from its metadata. */
function noteCommand(commands: Map<string, StoredOutcome>, event: RecordedEvent): void {
  const meta = event.metadata as Partial<Record<'commandId' | 'actor' | 'command' | 'fingerprint', unknown>> | null;
  if (typeof meta?.commandId !== 'string' || typeof meta.actor !== 'string') return;
  const key = commandKey(meta.actor, meta.commandId);
  const events = [...(commands.get(key)?.events ?? []), event.type];
  commands.set(key, {
    stream: event.streamId,
    ...(typeof meta.command === 'string' ? { command: meta.command } : {}),
    ...(typeof meta.fingerprint === 'string' ? { fingerprint: meta.fingerprint } : {}),
    position: event.position,
    revision: event.revision,
    events,
  });
}
