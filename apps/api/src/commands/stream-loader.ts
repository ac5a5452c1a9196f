import { StreamNotFoundError, type EventStore, type PersonalDataVault, type RecordedEvent } from '@cronica/event-store';
import { openPersonalValue } from '../privacy/personal-fields.js';
import type { AggregateSpec, DomainEvent } from './aggregate.js';
import { commandKey, type StoredOutcome } from './command-log.js';

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

/** How the stream's aggregate folds one event, kept with its cached state to fold what the subscription brings. */
type Evolve = (state: unknown, event: DomainEvent) => unknown;

interface CachedState {
  readonly state: unknown;
  readonly evolve: Evolve;
  readonly revision: bigint;
  /**
   * The outcome of each (actor, commandId) folded so far, as its events' metadata tell it. The
   * read model of outcomes lags the store: a resend of a command another instance appended a
   * moment ago must still be found in the stream, even when this cache read its events for
   * another command.
   */
  readonly commands: Map<string, StoredOutcome>;
  /**
   * The id of the event at `revision`. Event ids are unique to an append attempt, so finding it
   * there again proves the store still holds the history this state folded (not a wiped store's
   * stream of the same name) and reading on from it is enough.
   */
  readonly lastEventId: string;
}

/** A stream's state while folding it: the cache to carry on from, or nothing yet. */
interface Fold {
  state: unknown;
  readonly evolve: Evolve;
  revision: bigint | 'no_stream';
  lastEventId: string;
  readonly commands: Map<string, StoredOutcome>;
}

const CACHE_LIMIT = 2000;

/** Folds a stream into its state, reading only what is new since the cached revision. */
export class StreamLoader {
  private readonly cache = new Map<string, CachedState>();
  /** Streams another process appended to since their cached fold: decided only after reading on. */
  private readonly stale = new Set<string>();
  /**
   * Ids of the events this process is appending. The subscription often brings them back before
   * the append's answer does; the command bus folds them itself (see appended), so they are not
   * folded twice.
   */
  private readonly ownAppends = new Set<string>();

  constructor(
    private readonly store: EventStore,
    /** Opens sealed personal fields before the fold, so decisions compare and quote plain names. */
    private readonly vault?: PersonalDataVault,
  ) {}

  async load<State>(spec: AggregateSpec<State>, actor: string, commandId: string): Promise<LoadedStream<State>> {
    const cached = this.cache.get(spec.stream);
    this.stale.delete(spec.stream);
    let fold = cached ? await this.readOn(spec, cached) : null;
    fold ??= await this.readWhole(spec);
    const { state, revision, lastEventId, commands, evolve } = fold;
    if (revision !== 'no_stream') this.remember(spec.stream, { state, evolve, revision, commands, lastEventId });
    return { state: state as State, revision, prior: commands.get(commandKey(actor, commandId)) ?? null };
  }

  /**
   * The cached fold carried on with what was appended since, read from the cached revision itself:
   * null when the event there is not the one the cache folded (the store was wiped or replaced),
   * and the stream must be folded from its start.
   */
  private async readOn<State>(spec: AggregateSpec<State>, cached: CachedState): Promise<Fold | null> {
    // The commands map is updated in place: every key names an event that is in the stream.
    const fold: Fold = { ...cached };
    let checked = false;
    const events = this.store.readStream(spec.stream, { fromRevision: cached.revision });
    try {
      for await (const event of events) {
        if (!checked) {
          if (event.revision !== cached.revision || event.id !== cached.lastEventId) return null;
          checked = true;
          continue;
        }
        await this.fold(fold, event);
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return checked ? fold : null;
  }

  private async readWhole<State>(spec: AggregateSpec<State>): Promise<Fold> {
    const evolve = evolveOf(spec);
    const fold: Fold = {
      state: spec.initialState(),
      evolve,
      revision: 'no_stream',
      lastEventId: '',
      commands: new Map(),
    };
    try {
      for await (const event of this.store.readStream(spec.stream)) await this.fold(fold, event);
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return fold;
  }

  private async fold(fold: Fold, event: RecordedEvent): Promise<void> {
    const data = this.vault ? await openPersonalValue(this.vault, event.data) : event.data;
    foldOpened(fold, event, data);
  }

  /**
   * An event the store's `$all` subscription delivered, its personal fields already opened. The
   * next event of a cached stream is folded into the cache, so a command decided here after another
   * instance appended finds the state current, instead of deciding on a stale one, conflicting on
   * the append and reading the stream again. This process's own appends come back too: at or below
   * the cached revision they change nothing, unless the event there is not the one folded (a
   * replaced store), which drops the cache. An event past the next one means one was missed: the
   * stream is read on before the next decision. A fold that throws drops the stream's cache, so
   * its next command reads it from the store and meets the fault there.
   */
  observe(event: RecordedEvent): void {
    if (this.ownAppends.has(event.id)) return;
    const stream = event.streamId;
    const cached = this.cache.get(stream);
    if (!cached || event.revision < cached.revision) return;
    if (event.revision === cached.revision) {
      if (event.id !== cached.lastEventId) this.evict(stream);
      return;
    }
    if (event.revision > cached.revision + 1n) {
      this.stale.add(stream);
      return;
    }
    // The commands map is updated in place, as in readOn: the event is in the stream.
    const fold: Fold = { ...cached };
    try {
      foldOpened(fold, event, event.data);
    } catch {
      this.evict(stream);
      return;
    }
    this.remember(stream, { ...fold, revision: event.revision });
  }

  /**
   * The state as this process last folded it, without reading the store; null when not cached.
   * On one instance it is the stream's state (every append goes through this process, under the
   * stream's lock); with several, appending at its revision is the check that nothing was missed.
   */
  cached<State>(spec: AggregateSpec<State>, actor: string, commandId: string): LoadedStream<State> | null {
    const cached = this.cache.get(spec.stream);
    if (!cached || this.stale.has(spec.stream)) return null;
    return {
      state: cached.state as State,
      revision: cached.revision,
      prior: cached.commands.get(commandKey(actor, commandId)) ?? null,
    };
  }

  /**
   * After this process appended a command's events: the folded state, what the command wrote and
   * the id of its last event. `created`: the stream did not exist before, so this command's events
   * are all it holds.
   */
  appended<State>(
    spec: AggregateSpec<State>,
    state: State,
    written: { readonly actor: string; readonly commandId: string; readonly lastEventId: string },
    outcome: StoredOutcome,
    created = false,
  ): void {
    const cached = this.cache.get(outcome.stream);
    // Without the cached commands the next load reads the stream from the start again.
    if (!cached && !created) return;
    const commands = cached?.commands ?? new Map<string, StoredOutcome>();
    commands.set(commandKey(written.actor, written.commandId), outcome);
    const { lastEventId } = written;
    const evolve = evolveOf(spec);
    this.remember(outcome.stream, { state, evolve, revision: outcome.revision!, commands, lastEventId });
  }

  /**
   * Runs this process's append of events with these ids and the bookkeeping after it: meanwhile
   * the subscription's copies of them are left to the bus's own fold. Should the append fail after
   * all, the cache stays at the revision before it, and the next event of the stream is a gap
   * that sends the next command to read on.
   */
  async appendingOwn<T>(ids: readonly string[], append: () => Promise<T>): Promise<T> {
    for (const id of ids) this.ownAppends.add(id);
    try {
      return await append();
    } finally {
      for (const id of ids) this.ownAppends.delete(id);
    }
  }

  private remember(stream: string, entry: CachedState): void {
    this.cache.delete(stream);
    this.cache.set(stream, entry);
    if (this.cache.size > CACHE_LIMIT) this.evict(this.cache.keys().next().value as string);
  }

  private evict(stream: string): void {
    this.cache.delete(stream);
    this.stale.delete(stream);
  }

  /**
   * Another process appended to the stream since this one folded it (an append at the cached
   * revision conflicted): the next command reads what is new before deciding, from the cached
   * revision on rather than the whole stream, as commands alternate between instances.
   */
  markStale(stream: string): void {
    if (this.cache.has(stream)) this.stale.add(stream);
  }
}

/** The aggregate's evolve, called on the aggregate as before. */
const evolveOf =
  <State>(spec: AggregateSpec<State>): Evolve =>
  (state, event) =>
    spec.evolve(state as State, event);

/** Carries a fold on with one event whose personal fields are open. */
function foldOpened(fold: Fold, event: RecordedEvent, data: unknown): void {
  fold.state = fold.evolve(fold.state, {
    type: event.type,
    data,
    metadata: event.metadata ?? undefined,
  } as DomainEvent);
  fold.revision = event.revision;
  fold.lastEventId = event.id;
  noteCommand(fold.commands, event);
}

/** Adds an event to the outcome of the command that appended it, from its metadata. */
function noteCommand(commands: Map<string, StoredOutcome>, event: RecordedEvent): void {
  const meta = event.metadata as Partial<Record<'commandId' | 'actor' | 'command' | 'fingerprint', unknown>> | null;
  if (typeof meta?.commandId !== 'string' || typeof meta.actor !== 'string') return;
  const key = commandKey(meta.actor, meta.commandId);
  const noted = commands.get(key);
  // The map is shared by every fold of the stream (a read on and the subscription may both bring
  // one event): an event at or before the outcome's last revision is already in it.
  if (noted?.revision != null && noted.revision >= event.revision) return;
  const events = [...(noted?.events ?? []), event.type];
  commands.set(key, {
    stream: event.streamId,
    ...(typeof meta.command === 'string' ? { command: meta.command } : {}),
    ...(typeof meta.fingerprint === 'string' ? { fingerprint: meta.fingerprint } : {}),
    position: event.position,
    revision: event.revision,
    events,
  });
}
